import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/profile-form";
import { ProfileFields, Section, UpgradePrompt } from "../components/profile-fields.tsx";
import { Field, FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { showsLinks, showsStoryVideos, showsTrainingVideos } from "../lib/features.ts";
import { hasLevel } from "../lib/levels.ts";
import { profileFormMessages as t } from "../lib/messages/profile-form.ts";
import { namedIntent, unhandled } from "../lib/form-intents.ts";
import { profilePageForm } from "../lib/profile-form-schema.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { maxCategoriesFor, ownProfileView, updateOwnProfile } from "../server/accounts/profile-editor.server.ts";
import { listCategories } from "../server/categories/category-service.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { changePassword, cookieHeaders } from "../server/identity/identity-service.server.ts";
import { actionError, parseWith, readForm } from "../server/http.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${t.metaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  // /profile tells a visitor without a profile what went wrong and takes them home.
  if (!viewer.profile) throw redirect("/profile");
  const level = viewer.profile.level;
  const isCoach = hasLevel(level, "level2");
  const [own, categories] = await Promise.all([
    ownProfileView(viewer.profile, viewer.email),
    isCoach ? listCategories() : Promise.resolve([]),
  ]);
  return {
    own,
    categories: categories.map((c) => ({ name: c.name, group: c.group })),
    can: {
      coach: isCoach,
      links: showsLinks(level),
      stories: showsStoryVideos(level),
      training: showsTrainingVideos(level),
      level5: hasLevel(level, "level5"),
      level6: own.addOnLevel !== null,
    },
    maxCategories: maxCategoriesFor(level),
  };
}

const PASSWORD_UPDATED = "password=updated";

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: "password" | "profile" | null = null;
  try {
    const form = await readForm(request);
    intent = namedIntent(profilePageForm, form);
    const asked = parseWith(profilePageForm, form);
    switch (asked.intent) {
      case "password": {
        const { oldPassword, newPassword } = asked.input;
        const { cookies } = await changePassword(oldPassword, newPassword, request.headers);
        // Every session was ended and a new one made for this browser: the page is loaded again
        // with its cookie (a loader in this request would still see the ended session).
        return redirect(`/profileForm?${PASSWORD_UPDATED}`, { headers: cookieHeaders(cookies) });
      }
      case "profile":
        await updateOwnProfile(viewer.userId, asked.input);
        return { intent: asked.intent, error: null, success: t.updated };
      default:
        return unhandled(asked);
    }
  } catch (error) {
    return actionError(error, { intent, success: null });
  }
}

export default function ProfileForm({ loaderData }: Route.ComponentProps) {
  const { own, categories, can, maxCategories } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const profileResult = actionData?.intent === "profile" ? actionData : null;
  const passwordResult = actionData?.intent === "password" ? actionData : null;
  const [searchParams] = useSearchParams();
  const passwordUpdated = !passwordResult && searchParams.get("password") === "updated";
  // docs/product.md §15: 'Profile updated successfully.' and 'Password updated successfully.' are toasts.
  useActionToast(profileResult, (r) => (r.success ? { tone: "success", text: r.success } : null));
  useActionToast(passwordUpdated ? searchParams : null, () => ({ tone: "success", text: t.passwordUpdated }));
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.editProfile}</h1>
      {/* Remounted after each save, so the fields show what was stored. */}
      <Form method="post" className="mt-6 space-y-6" key={String(own.updatedAt)}>
        <input type="hidden" name="intent" value="profile" />
        <ProfileFields own={own} categories={categories} can={can} maxCategories={maxCategories} />
        {can.coach && (
          <Section title={t.level5And6}>
            <p className="text-slate-700">{t.level5Info}</p>
            {!can.level5 && <UpgradePrompt text={t.upgradeLevel5} />}
            <p className="text-slate-700">{t.level6Info}</p>
            {!can.level6 && <UpgradePrompt text={t.upgradeLevel6} />}
          </Section>
        )}
        {profileResult?.error && <FormMessage tone="error">{profileResult.error}</FormMessage>}
        <SubmitButton disabled={busy}>{t.save}</SubmitButton>
      </Form>

      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="password" />
        <Section title={t.changePassword}>
          <Field label={t.oldPassword} name="oldPassword" type="password" autoComplete="current-password" />
          <Field label={t.newPassword} name="newPassword" type="password" autoComplete="new-password" />
          <Field label={t.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" />
          {passwordResult?.error && <FormMessage tone="error">{passwordResult.error}</FormMessage>}
          <SubmitButton disabled={busy}>{t.updatePassword}</SubmitButton>
        </Section>
      </Form>
    </main>
  );
}

import { useCallback, useEffect, useState } from "react";
import { Form, useActionData, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/coach-edit";
import {
  DeleteDialog,
  type EditorDialog,
  LinkDialog,
  NotesDialog,
} from "../components/coach-editor/editor-dialogs.tsx";
import { LevelForm } from "../components/coach-editor/level-form.tsx";
import { ProfileFields, Section } from "../components/profile-fields.tsx";
import { Button } from "../components/ui/button.tsx";
import { FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { Modal } from "../components/ui/modal.tsx";
import { InsightsPart } from "../components/insights/insights-part.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { coachEditForm } from "../lib/admin-schemas.ts";
import { namedIntent, unhandled } from "../lib/form-intents.ts";
import type { z } from "../lib/zod.ts";
import { hasLevel } from "../lib/levels.ts";
import { adminTexts as t } from "../lib/messages/admin.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { asAdmin } from "../server/admin/admin-access.server.ts";
import { adminLinkProfile } from "../server/admin/admin-claims.server.ts";
import { setUserLevel } from "../server/admin/admin-levels.server.ts";
import {
  adminProfileView,
  adminUpdateProfile,
  deleteProfile,
  writeNotes,
} from "../server/admin/admin-profiles.server.ts";
import { maxCategoriesFor } from "../server/accounts/profile-editor.server.ts";
import { listCategories } from "../server/categories/category-service.server.ts";
import { actionError, notFound, parseWith, readForm, refusePage, uuidParam } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { insightsPart } from "../server/insights/insights-part.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${t.editorMetaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const id = uuidParam.safeParse(params.id);
  if (!id.success) return notFound();
  // The service checks the admin: anyone else is refused (403).
  const [profile, categories] = await Promise.all([adminProfileView(viewer, id.data), listCategories()]).catch(
    refusePage,
  );
  // A coach's insights in full, whatever its level (decision 0076); a user's profile has none.
  const insights = profile.isCoach ? await insightsPart(context, viewer, { url: request.url, coachId: id.data }) : null;
  return {
    profile,
    insights,
    categories: categories.map((c) => ({ name: c.name, group: c.group })),
    niches: categories.map((c) => ({ id: c.id, name: c.name, tier: c.tier })),
    maxCategories: maxCategoriesFor(profile.level),
  };
}

type Intent = z.output<typeof coachEditForm>["intent"];

/** Save, notes, link, level and delete: each service checks that the viewer is an admin. */
export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: Intent | null = null;
  try {
    asAdmin(viewer); // who may, before what: a non-admin's malformed id is a 403 too
    const id = parseWith(uuidParam, params.id);
    const form = await readForm(request);
    intent = namedIntent(coachEditForm, form);
    const asked = parseWith(coachEditForm, form);
    switch (asked.intent) {
      case "profile":
        await adminUpdateProfile(viewer, id, asked.input);
        return done(asked.intent, t.profileUpdated);
      case "notes":
        await writeNotes(viewer, id, asked.input.notes);
        return done(asked.intent, t.notesUpdated);
      case "link":
        await adminLinkProfile(viewer, id, { email: asked.input.email });
        return done(asked.intent, t.linked);
      case "level": {
        const outcome = await setUserLevel(viewer, { userId: id, ...asked.input });
        if (!outcome.subscriptionSuccessful) {
          return { intent: asked.intent, ok: false, message: null, error: outcome.message };
        }
        return done(asked.intent, outcome.message);
      }
      case "delete":
        await deleteProfile(viewer, id);
        return done(asked.intent, t.deleted);
      default:
        return unhandled(asked);
    }
  } catch (error) {
    return actionError(error, { intent, ok: false, message: null as string | null });
  }
}

const done = (intent: Intent, message: string) => ({ intent, ok: true, message, error: null as string | null });

/** What an action failing looks like on screen: the flow's own text, then the server's reason (docs/product.md §23). */
const FAILED: Record<Intent, string> = {
  profile: t.profileUpdateFailed,
  notes: t.notesFailed,
  link: t.linkFailed,
  delete: t.deleteFailed,
  level: t.upgradeFailed,
};

/** The action's answer as toasts; a finished action closes its dialog, and a delete goes home after 1 second. */
function useEditorResult(result: ReturnType<typeof useActionData<typeof action>>, close: () => void) {
  const navigate = useNavigate();
  useActionToast(result, (r) => {
    if (r.ok) return { tone: "success", text: r.message ?? "" };
    const failed = r.intent ? FAILED[r.intent] : "";
    return { tone: "error", text: r.error && r.error !== failed ? `${failed} ${r.error}`.trim() : failed };
  });
  useEffect(() => {
    if (!result?.ok) return;
    close();
    if (result.intent !== "delete") return;
    // docs/product.md §21: after a delete, home after 1 second.
    const timer = setTimeout(() => navigate("/"), 1000);
    return () => clearTimeout(timer);
  }, [result, navigate, close]);
}

export default function CoachEdit({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  useEditorResult(result, close);
  const busy = useNavigation().state !== "idle";
  const { profile, categories, niches, maxCategories, insights } = loaderData;
  const currentNiche = niches.find((n) => n.id === profile.featuredCategoryId)?.name ?? null;
  const failed = (intent: Intent) => (result && !result.ok && result.intent === intent ? result.error : null);
  const plan = (level: "level3" | "level4") => (
    <p className="text-sm font-medium text-slate-700">
      {hasLevel(profile.level, level) ? t.subscribed : t.notSubscribed}
    </p>
  );
  const dialogProps = (name: EditorDialog) => ({ open: dialog === name, onClose: close, error: failed(name), busy });
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <EditorHeader profile={profile} onOpen={setDialog} />
      <Form method="post" className="mt-6 space-y-6" key={String(profile.updatedAt)}>
        <input type="hidden" name="intent" value="profile" />
        <ProfileFields
          own={profile}
          categories={categories}
          can={{ coach: true, links: true, stories: true, training: true, level5: true, level6: true }}
          maxCategories={maxCategories}
          planNote={plan}
        />
        <AdminSettings profile={profile} niche={currentNiche} onUpgrade={() => setDialog("level")} />
        {failed("profile") && <FormMessage tone="error">{failed("profile")}</FormMessage>}
        <SubmitButton disabled={busy}>{t.save}</SubmitButton>
      </Form>
      {insights && <InsightsPart html={insights.html} />}
      <Modal open={dialog === "level"} onOpenChange={(open) => !open && close()} title={t.upgradeLevel} width="wide">
        <LevelForm
          level={profile.level}
          addOnLevel={profile.addOnLevel}
          niche={currentNiche}
          niches={niches}
          error={failed("level")}
          busy={busy}
          onCancel={close}
        />
      </Modal>
      <DeleteDialog {...dialogProps("delete")} />
      <LinkDialog {...dialogProps("link")} />
      <NotesDialog {...dialogProps("notes")} notes={profile.notes} />
    </main>
  );
}

type EditedProfile = Route.ComponentProps["loaderData"]["profile"];

/** Whose profile this is, and the buttons that open the delete, link and notes dialogs. */
function EditorHeader({ profile, onOpen }: { profile: EditedProfile; onOpen: (dialog: EditorDialog) => void }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t.editorTitle(profile.fullName)}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-medium">{t.email}</dt>
        <dd>{profile.email || "-"}</dd>
        <dt className="font-medium">{t.level}</dt>
        <dd>{profile.level}</dd>
      </dl>
      {profile.deletedAt && <FormMessage tone="error">{t.deletedTag}</FormMessage>}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => onOpen("delete")}>
          {t.deleteProfile}
        </Button>
        <Button variant="secondary" onClick={() => onOpen("link")}>
          {t.linkProfile}
        </Button>
        <Button variant="secondary" onClick={() => onOpen("notes")}>
          {t.addNotes}
        </Button>
      </div>
    </>
  );
}

/** The plan as it stands, the button to change it, and the admins' notes. */
function AdminSettings({
  profile,
  niche,
  onUpgrade,
}: {
  profile: EditedProfile;
  niche: string | null;
  onUpgrade: () => void;
}) {
  return (
    <Section title={t.adminSettings}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-medium">{t.levelSelector}</dt>
        <dd>{profile.level}</dd>
        <dt className="font-medium">{t.addOnSelector}</dt>
        <dd>{profile.addOnLevel ? `${profile.addOnLevel} (${niche ?? "-"})` : t.noAddOn}</dd>
        <dt className="font-medium">{t.fourMonth}</dt>
        <dd>{profile.fourMonthSubscription ? t.yes : t.no}</dd>
      </dl>
      <Button variant="secondary" onClick={onUpgrade}>
        {t.upgradeLevel}
      </Button>
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t.notes}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-800">{profile.notes || "-"}</p>
        <p className="mt-1 text-sm text-slate-600">{t.notesHint}</p>
      </div>
    </Section>
  );
}

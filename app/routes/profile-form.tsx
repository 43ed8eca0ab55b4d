import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/profile-form";
import { PhotoInput } from "../components/photo-input.tsx";
import { Field, FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { showsLinks, showsStoryVideos, showsTrainingVideos } from "../lib/features.ts";
import { GROUPS, hasLevel } from "../lib/levels.ts";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { profileFormMessages as t } from "../lib/messages.ts";
import {
  changePasswordSchema,
  MAX_STORY_VIDEOS,
  MAX_TRAINING_VIDEOS,
  profileFormSchema,
} from "../lib/profile-form-schema.ts";
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
  let intent: "password" | "profile" = "profile";
  try {
    const fields = await readForm(request);
    intent = fields.intent === "password" ? "password" : "profile";
    if (intent === "password") {
      const { oldPassword, newPassword } = parseWith(changePasswordSchema, fields);
      const { cookies } = await changePassword(oldPassword, newPassword, request.headers);
      // Every session was ended and a new one made for this browser: the page is loaded again
      // with its cookie (a loader in this request would still see the ended session).
      return redirect(`/profileForm?${PASSWORD_UPDATED}`, { headers: cookieHeaders(cookies) });
    }
    await updateOwnProfile(viewer.userId, parseWith(profileFormSchema, fields));
    return { intent, error: null, success: t.updated };
  } catch (error) {
    return actionError(error, { intent, success: null });
  }
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30";
const buttonClass =
  "rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-blue-600/40 disabled:cursor-not-allowed disabled:text-slate-400";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A locked part: its upgrade prompt, linking to the plans. */
function UpgradePrompt({ text }: { text: string }) {
  return (
    <p>
      <Link to="/plans" className="font-semibold text-blue-700 hover:underline">
        {text}
      </Link>
    </p>
  );
}

function TextArea({ label, name, defaultValue }: { label: string; name: string; defaultValue: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        maxLength={FIELD_LIMITS.about}
        defaultValue={defaultValue}
        className={inputClass}
      />
    </div>
  );
}

type Row = { key: number; values: string[] };

/**
 * A list of rows the user adds to and removes from, up to `max`. Focus moves to the new row's
 * first input after adding, and to the add button after removing.
 */
function RowList({
  initial,
  max,
  addLabel,
  removeLabel,
  renderRow,
}: {
  initial: string[][];
  max: number;
  addLabel: string;
  removeLabel: (n: number) => string;
  renderRow: (values: string[], n: number) => React.ReactNode;
}) {
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((values, key) => ({ key, values })));
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the rows have changed (set by the buttons, read after rendering).
  const focusTarget = useRef<"last" | "add" | null>(null);
  useEffect(() => {
    if (focusTarget.current === "last")
      listRef.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
    if (focusTarget.current === "add") addRef.current?.focus();
    focusTarget.current = null;
  });
  return (
    <div>
      <ol ref={listRef} className="space-y-3">
        {rows.map((row, i) => (
          <li key={row.key} className="flex flex-wrap items-end gap-3">
            {renderRow(row.values, i + 1)}
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                setRows((all) => all.filter((r) => r.key !== row.key));
                focusTarget.current = "add";
              }}
            >
              {removeLabel(i + 1)}
            </button>
          </li>
        ))}
      </ol>
      <button
        ref={addRef}
        type="button"
        className={`${buttonClass} mt-3`}
        disabled={rows.length >= max}
        onClick={() => {
          setRows((all) => [...all, { key: nextKey.current++, values: [] }]);
          focusTarget.current = "last";
        }}
      >
        {addLabel}
      </button>
    </div>
  );
}

function NichePicker({
  categories,
  selected,
  max,
}: {
  categories: { name: string; group: string }[];
  selected: string[];
  max: number;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {t.niches} <span className="font-normal text-slate-600">{t.nichesHint(max)}</span>
      </legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-3">
        {Array.from({ length: max }, (_, i) => (
          <div key={`${id}-${i}`}>
            <label htmlFor={`${id}-${i}`} className="sr-only">
              {`${t.niches} ${i + 1}`}
            </label>
            <select id={`${id}-${i}`} name="categoryNames" defaultValue={selected[i] ?? ""} className={inputClass}>
              <option value="">-</option>
              {GROUPS.map((group) => (
                <optgroup key={group} label={group}>
                  {categories
                    .filter((c) => c.group === group)
                    .map((c) => (
                      <option key={c.name} value={c.name}>
                        {c.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-slate-800">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="h-4 w-4" />
      {label}
    </label>
  );
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
  // SPEC.md section 8: 'Profile updated successfully.' and 'Password updated successfully.' are toasts.
  useActionToast(profileResult, (r) => (r.success ? { tone: "success", text: r.success } : null));
  useActionToast(passwordUpdated ? searchParams : null, () => ({ tone: "success", text: t.passwordUpdated }));
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.editProfile}</h1>
      {/* Remounted after each save, so the fields show what was stored. */}
      <Form method="post" className="mt-6 space-y-6" key={String(own.updatedAt)}>
        <input type="hidden" name="intent" value="profile" />
        <Section title={t.generalProfile}>
          <PhotoInput current={own.photoLink} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.firstName} name="firstName" defaultValue={own.firstName} maxLength={FIELD_LIMITS.name} />
            <Field label={t.lastName} name="lastName" defaultValue={own.lastName} maxLength={FIELD_LIMITS.name} />
          </div>
          <Field label={t.location} name="location" defaultValue={own.location ?? ""} maxLength={FIELD_LIMITS.short} />
          {can.coach && (
            <>
              <input type="hidden" name="section" value="coach" />
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label={t.city} name="city" defaultValue={own.city ?? ""} maxLength={FIELD_LIMITS.short} />
                <Field label={t.state} name="state" defaultValue={own.state ?? ""} maxLength={FIELD_LIMITS.short} />
                <Field label={t.zip} name="zip" defaultValue={own.zip ?? ""} maxLength={FIELD_LIMITS.short} />
              </div>
              <Field
                label={t.phone}
                name="phone"
                type="tel"
                defaultValue={own.phone ?? ""}
                maxLength={FIELD_LIMITS.short}
              />
              <TextArea label={t.aboutMe} name="aboutMe" defaultValue={own.aboutMe} />
              <NichePicker categories={categories} selected={own.categoryNames} max={maxCategories} />
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">{t.offers}</legend>
                <div className="mt-2 flex flex-wrap gap-6">
                  <Checkbox name="isOneOnOne" label={t.isOneOnOne} defaultChecked={own.isOneOnOne} />
                  <Checkbox name="isGroupCoaching" label={t.isGroupCoaching} defaultChecked={own.isGroupCoaching} />
                  <Checkbox name="isFreeTraining" label={t.isFreeTraining} defaultChecked={own.isFreeTraining} />
                </div>
              </fieldset>
            </>
          )}
        </Section>

        {can.coach && (
          <>
            <Section title={t.level3Features}>
              {can.links ? (
                <>
                  <input type="hidden" name="section" value="links" />
                  <Field
                    label={t.website}
                    name="website"
                    type="text"
                    inputMode="url"
                    defaultValue={own.website ?? ""}
                    maxLength={FIELD_LIMITS.url}
                  />
                  <Field
                    label={t.socialLink}
                    name="fbProfilePage"
                    type="text"
                    inputMode="url"
                    defaultValue={own.fbProfilePage ?? ""}
                    maxLength={FIELD_LIMITS.url}
                  />
                </>
              ) : (
                <UpgradePrompt text={t.upgradeLinks} />
              )}
              {can.stories ? (
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">{t.storyVideos}</legend>
                  <input type="hidden" name="section" value="stories" />
                  <div className="mt-2">
                    <RowList
                      initial={own.storyVideoLinks.map((v) => [v.Title, v.Link])}
                      max={MAX_STORY_VIDEOS}
                      addLabel={t.addStoryVideo}
                      removeLabel={t.removeStoryVideo}
                      renderRow={([title = "", link = ""], n) => (
                        <>
                          <Field
                            className="min-w-40 flex-1"
                            label={t.storyTitle(n)}
                            name="storyTitle"
                            defaultValue={title}
                            maxLength={FIELD_LIMITS.short}
                          />
                          <Field
                            className="min-w-60 flex-[2]"
                            label={t.storyLink(n)}
                            name="storyLink"
                            type="text"
                            inputMode="url"
                            defaultValue={link}
                            maxLength={FIELD_LIMITS.url}
                          />
                        </>
                      )}
                    />
                  </div>
                </fieldset>
              ) : (
                <UpgradePrompt text={t.upgradeStoryVideos} />
              )}
            </Section>

            <Section title={t.level4Features}>
              {can.training ? (
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">{t.trainingVideos}</legend>
                  <input type="hidden" name="section" value="training" />
                  <div className="mt-2">
                    <RowList
                      initial={own.trainingVideoLinks.map((link) => [link])}
                      max={MAX_TRAINING_VIDEOS}
                      addLabel={t.addTrainingVideo}
                      removeLabel={t.removeTrainingVideo}
                      renderRow={([link = ""], n) => (
                        <Field
                          className="min-w-60 flex-1"
                          label={t.trainingLink(n)}
                          name="trainingVideoLinks"
                          type="text"
                          inputMode="url"
                          defaultValue={link}
                          maxLength={FIELD_LIMITS.url}
                        />
                      )}
                    />
                  </div>
                </fieldset>
              ) : (
                <UpgradePrompt text={t.upgradeTrainingVideos} />
              )}
            </Section>

            <Section title={t.level5And6}>
              <p className="text-slate-700">{t.level5Info}</p>
              {!can.level5 && <UpgradePrompt text={t.upgradeLevel5} />}
              <p className="text-slate-700">{t.level6Info}</p>
              {!can.level6 && <UpgradePrompt text={t.upgradeLevel6} />}
            </Section>
          </>
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

import { useEffect, useId, useState } from "react";
import { data, Form, useActionData, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/coach-edit";
import { ProfileFields, Section } from "../components/profile-fields.tsx";
import { Field, FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { Modal } from "../components/ui/modal.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { linkProfileBody, notesBody, userLevelBody } from "../lib/admin-schemas.ts";
import { ADD_ON_LEVELS, type AddOnLevel, hasLevel, isAdmin, LEVELS } from "../lib/levels.ts";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { adminTexts as t } from "../lib/messages/admin.ts";
import { TIER_OF_ADD_ON } from "../lib/plans.ts";
import { profileFormSchema } from "../lib/profile-form-schema.ts";
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
import { DomainError } from "../server/domain-error.server.ts";
import { actionError, parseWith, readForm, uuidParam } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${t.editorMetaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  if (!isAdmin(viewer.profile?.level)) return data({ allowed: false as const }, { status: 403 });
  const id = uuidParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  try {
    const [profile, categories] = await Promise.all([adminProfileView(viewer, id.data), listCategories()]);
    return {
      allowed: true as const,
      profile,
      categories: categories.map((c) => ({ name: c.name, group: c.group })),
      niches: categories.map((c) => ({ id: c.id, name: c.name, tier: c.tier })),
      maxCategories: maxCategoriesFor(profile.level),
    };
  } catch (error) {
    if (error instanceof DomainError && error.kind === "not-found") throw data(null, { status: 404 });
    throw error;
  }
}

type Intent = "profile" | "notes" | "link" | "delete" | "level";
const INTENTS: readonly Intent[] = ["profile", "notes", "link", "delete", "level"];

/** Save, notes, link and delete: each service checks that the viewer is an admin. */
export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: Intent = "profile";
  try {
    asAdmin(viewer); // who may, before what: a non-admin's malformed id is a 403 too
    const id = parseWith(uuidParam, params.id);
    const form = await readForm(request);
    intent = INTENTS.find((i) => i === form.intent) ?? "profile";
    if (intent === "notes") {
      const { notes } = parseWith(notesBody, { userId: id, notes: form.notes ?? "" });
      await writeNotes(viewer, id, notes);
      return done(intent, t.notesUpdated);
    }
    if (intent === "link") {
      const { email } = parseWith(linkProfileBody, { profileToClaimId: id, email: form.email });
      await adminLinkProfile(viewer, id, { email });
      return done(intent, t.linked);
    }
    if (intent === "level") {
      const input = parseWith(userLevelBody, {
        userId: id,
        level: form.level,
        addOnLevel: form.addOnLevel,
        featuredCategory: form.featuredCategory || null,
        fourMonthSubscription: form.fourMonthSubscription === "on",
      });
      const outcome = await setUserLevel(viewer, input);
      if (!outcome.subscriptionSuccessful) return { intent, ok: false, message: null, error: outcome.message };
      return done(intent, outcome.message);
    }
    if (intent === "delete") {
      await deleteProfile(viewer, id);
      return done(intent, t.deleted);
    }
    await adminUpdateProfile(viewer, id, parseWith(profileFormSchema, form));
    return done(intent, t.profileUpdated);
  } catch (error) {
    return actionError(error, { intent, ok: false, message: null as string | null });
  }
}

const done = (intent: Intent, message: string) => ({ intent, ok: true, message, error: null as string | null });

/** What an action failing looks like on screen: SPEC.md's text, then the server's reason. */
const FAILED: Record<Intent, string> = {
  profile: t.profileUpdateFailed,
  notes: t.notesFailed,
  link: t.linkFailed,
  delete: t.deleteFailed,
  level: t.upgradeFailed,
};

const buttonClass =
  "rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-blue-600/40";

export default function CoachEdit({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"delete" | "link" | "notes" | "level" | null>(null);
  useActionToast(result, (r) =>
    r.ok
      ? { tone: "success", text: r.message ?? "" }
      : {
          tone: "error",
          text: r.error && r.error !== FAILED[r.intent] ? `${FAILED[r.intent]} ${r.error}` : FAILED[r.intent],
        },
  );
  useEffect(() => {
    if (!result?.ok) return;
    // oxlint-disable-next-line react/set-state-in-effect -- a finished action closes its dialog
    setDialog(null);
    if (result.intent !== "delete") return;
    // SPEC.md section 4: after a delete, home after 1 second.
    const timer = setTimeout(() => navigate("/"), 1000);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  if (!loaderData.allowed) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-14">
        <h1 className="text-2xl font-bold text-slate-900">{t.notAuthorized}</h1>
      </main>
    );
  }
  const { profile, categories, niches, maxCategories } = loaderData;
  const currentNiche = niches.find((n) => n.id === profile.featuredCategoryId)?.name ?? null;
  const failed = (intent: Intent) => (result && !result.ok && result.intent === intent ? result.error : null);
  const plan = (level: "level3" | "level4") => (
    <p className="text-sm font-medium text-slate-700">
      {hasLevel(profile.level, level) ? t.subscribed : t.notSubscribed}
    </p>
  );
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.editorTitle(profile.fullName)}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-medium">{t.email}</dt>
        <dd>{profile.email || "-"}</dd>
        <dt className="font-medium">{t.level}</dt>
        <dd>{profile.level}</dd>
      </dl>
      {profile.deletedAt && <FormMessage tone="error">{t.deletedTag}</FormMessage>}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={buttonClass} onClick={() => setDialog("delete")}>
          {t.deleteProfile}
        </button>
        <button type="button" className={buttonClass} onClick={() => setDialog("link")}>
          {t.linkProfile}
        </button>
        <button type="button" className={buttonClass} onClick={() => setDialog("notes")}>
          {t.addNotes}
        </button>
      </div>

      <Form method="post" className="mt-6 space-y-6" key={String(profile.updatedAt)}>
        <input type="hidden" name="intent" value="profile" />
        <ProfileFields
          own={profile}
          categories={categories}
          can={{ coach: true, links: true, stories: true, training: true, level5: true, level6: true }}
          maxCategories={maxCategories}
          planNote={plan}
        />
        <Section title={t.adminSettings}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            <dt className="font-medium">{t.levelSelector}</dt>
            <dd>{profile.level}</dd>
            <dt className="font-medium">{t.addOnSelector}</dt>
            <dd>{profile.addOnLevel ? `${profile.addOnLevel} (${currentNiche ?? "-"})` : t.noAddOn}</dd>
            <dt className="font-medium">{t.fourMonth}</dt>
            <dd>{profile.fourMonthSubscription ? t.yes : t.no}</dd>
          </dl>
          <button type="button" className={buttonClass} onClick={() => setDialog("level")}>
            {t.upgradeLevel}
          </button>
          <div>
            <h3 className="text-sm font-medium text-slate-800">{t.notes}</h3>
            <p className="mt-1 whitespace-pre-line text-slate-800">{profile.notes || "-"}</p>
            <p className="mt-1 text-sm text-slate-600">{t.notesHint}</p>
          </div>
        </Section>
        {failed("profile") && <FormMessage tone="error">{failed("profile")}</FormMessage>}
        <SubmitButton disabled={busy}>{t.save}</SubmitButton>
      </Form>

      <Modal
        open={dialog === "level"}
        onOpenChange={(open) => setDialog(open ? "level" : null)}
        title={t.upgradeLevel}
        width="wide"
      >
        <LevelForm
          level={profile.level}
          addOnLevel={profile.addOnLevel}
          niche={currentNiche}
          niches={niches}
          error={failed("level")}
          busy={busy}
          onCancel={() => setDialog(null)}
        />
      </Modal>

      <Modal
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        title={t.deleteProfile}
        width="narrow"
      >
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-slate-800">{t.deleteConfirm}</p>
          {failed("delete") && <FormMessage tone="error">{failed("delete")}</FormMessage>}
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass} onClick={() => setDialog(null)}>
              {t.no}
            </button>
            <SubmitButton disabled={busy}>{t.yes}</SubmitButton>
          </div>
        </Form>
      </Modal>

      <Modal
        open={dialog === "link"}
        onOpenChange={(open) => setDialog(open ? "link" : null)}
        title={t.linkProfile}
        width="wide"
      >
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="link" />
          <Field
            label={t.linkEmail}
            name="email"
            type="email"
            required
            maxLength={FIELD_LIMITS.email}
            error={failed("link")}
          />
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass} onClick={() => setDialog(null)}>
              {t.cancel}
            </button>
            <SubmitButton disabled={busy}>{t.linkProfile}</SubmitButton>
          </div>
        </Form>
      </Modal>

      <Modal
        open={dialog === "notes"}
        onOpenChange={(open) => setDialog(open ? "notes" : null)}
        title={t.addNotes}
        width="wide"
      >
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="notes" />
          <label className="block text-sm font-medium text-slate-800">
            {t.notes}
            <textarea
              name="notes"
              rows={6}
              maxLength={FIELD_LIMITS.notes}
              defaultValue={profile.notes}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          <p className="text-sm text-slate-600">{t.notesHint}</p>
          {failed("notes") && <FormMessage tone="error">{failed("notes")}</FormMessage>}
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass} onClick={() => setDialog(null)}>
              {t.cancel}
            </button>
            <SubmitButton disabled={busy}>{t.save}</SubmitButton>
          </div>
        </Form>
      </Modal>
    </main>
  );
}

const selectClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900";

/**
 * Level, add-on and its niche, four-month switch (off by default here: SPEC.md section 9).
 * Choosing add-on '0' clears the niche list; another add-on lists its tier's niches and
 * preselects the first (SPEC.md section 4).
 */
function LevelForm({
  level,
  addOnLevel,
  niche,
  niches,
  error,
  busy,
  onCancel,
}: {
  level: string;
  addOnLevel: AddOnLevel | null;
  niche: string | null;
  niches: { name: string; tier: string }[];
  error: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  const id = useId();
  const [addOn, setAddOn] = useState<AddOnLevel | "0">(addOnLevel ?? "0");
  const choices = addOn === "0" ? [] : niches.filter((n) => n.tier === TIER_OF_ADD_ON[addOn]);
  const [chosen, setChosen] = useState<string>(niche ?? "");
  const selected = choices.some((c) => c.name === chosen) ? chosen : (choices[0]?.name ?? "");
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="level" />
      <label htmlFor={`${id}-level`} className="block text-sm font-medium text-slate-800">
        {t.levelSelector}
      </label>
      <select id={`${id}-level`} name="level" defaultValue={level} className={selectClass}>
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-addon`} className="block text-sm font-medium text-slate-800">
        {t.addOnSelector}
      </label>
      <select
        id={`${id}-addon`}
        name="addOnLevel"
        value={addOn}
        onChange={(e) => {
          const next = e.target.value as AddOnLevel | "0";
          setAddOn(next);
          setChosen("");
        }}
        className={selectClass}
      >
        <option value="0">{t.noAddOn}</option>
        {ADD_ON_LEVELS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-niche`} className="block text-sm font-medium text-slate-800">
        {t.niche}
      </label>
      <select
        id={`${id}-niche`}
        name="featuredCategory"
        value={selected}
        onChange={(e) => setChosen(e.target.value)}
        disabled={choices.length === 0}
        className={selectClass}
      >
        {choices.length === 0 && <option value="">-</option>}
        {choices.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
      <label className="flex items-center gap-2 text-slate-800">
        <input type="checkbox" name="fourMonthSubscription" className="h-4 w-4" />
        {t.fourMonth}
      </label>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClass} onClick={onCancel}>
          {t.cancel}
        </button>
        <SubmitButton disabled={busy}>{t.upgradeLevel}</SubmitButton>
      </div>
    </Form>
  );
}

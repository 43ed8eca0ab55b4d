import { useState } from "react";
import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-panel";
import { Field, FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { Modal } from "../components/ui/modal.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { rejectClaimBody } from "../lib/admin-schemas.ts";
import { bannerPreferenceBody } from "../lib/banner-schemas.ts";
import { isAdmin } from "../lib/levels.ts";
import { adminTexts as t } from "../lib/messages/admin.ts";
import { bannerMessages } from "../lib/messages/ads.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { coachPath } from "../lib/urls.ts";
import { asAdmin } from "../server/admin/admin-access.server.ts";
import { approveClaim, pendingClaims, rejectClaim } from "../server/admin/admin-claims.server.ts";
import { findProfiles, restoreProfile } from "../server/admin/admin-profiles.server.ts";
import { listActions } from "../server/admin/audit.server.ts";
import { bannerPreferenceFor, changeBannerPreference } from "../server/ads/banner-preference.server.ts";
import { actionError, parseWith, readForm, uuidParam } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${t.panelTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  if (!isAdmin(viewer.profile?.level)) return data({ allowed: false as const }, { status: 403 });
  const url = new URL(request.url);
  const query = url.searchParams.get("q") ?? "";
  const filter = uuidParam.safeParse(url.searchParams.get("profile"));
  const [matches, claims, actions, banner] = await Promise.all([
    findProfiles(viewer, query),
    pendingClaims(viewer),
    listActions(viewer, { profileId: filter.success ? filter.data : undefined }),
    bannerPreferenceFor(viewer),
  ]);
  return { allowed: true as const, query, matches, claims, actions, banner, filtered: filter.success };
}

const done = (intent: string, message: string) => ({ intent, ok: true, message, error: null as string | null });

/** Claim decisions and restoring a deleted profile; each service checks the admin itself. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent = "";
  try {
    asAdmin(viewer); // who may, before what: a non-admin's malformed id is a 403 too
    const form = await readForm(request);
    intent = String(form.intent ?? "");
    if (intent === "approve") {
      await approveClaim(viewer, parseWith(uuidParam, form.claimId));
      return done(intent, t.claimApproved);
    }
    if (intent === "banner") {
      const { isGoogleBanner } = parseWith(bannerPreferenceBody, { isGoogleBanner: form.isGoogleBanner === "true" });
      await changeBannerPreference(viewer, isGoogleBanner);
      return done(intent, bannerMessages.updated);
    }
    if (intent === "reject") {
      const { claimId, reason } = parseWith(rejectClaimBody, form);
      await rejectClaim(viewer, claimId, reason);
      return done(intent, t.claimRejected);
    }
    await restoreProfile(viewer, parseWith(uuidParam, form.profileId));
    return done("restore", t.restored);
  } catch (error) {
    return actionError(error, { intent, ok: false, message: null as string | null });
  }
}

const tableClass = "mt-3 w-full text-left text-sm";
const cellClass = "border-t border-slate-200 px-2 py-2 align-top";
const smallButton =
  "rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useActionToast(result, (r) => {
    if (r.ok) return { tone: "success", text: r.message ?? "" };
    // SPEC.md section 8: the banner switch's failure has its own text, then the reason.
    return {
      tone: "error",
      text: r.intent === "banner" ? `${bannerMessages.updateFailed} ${r.error ?? ""}` : (r.error ?? ""),
    };
  });
  if (!loaderData.allowed) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-14">
        <h1 className="text-2xl font-bold text-slate-900">{t.notAuthorized}</h1>
      </main>
    );
  }
  const { query, matches, claims, actions, banner, filtered } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.panelTitle}</h1>

      <section aria-labelledby="admin-search">
        <h2 id="admin-search" className="text-xl font-semibold text-slate-900">
          {t.searchTitle}
        </h2>
        <Form method="get" role="search" className="mt-3 flex items-end gap-3">
          <Field label={t.searchLabel} name="q" type="search" defaultValue={query} className="flex-1" maxLength={200} />
          <SubmitButton>{t.searchButton}</SubmitButton>
        </Form>
        {query && matches.length === 0 && <p className="mt-3 text-slate-700">{t.noResults}</p>}
        {matches.length > 0 && (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {matches.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <span>
                  <span className="font-semibold text-slate-900">{m.fullName || m.email}</span>{" "}
                  <span className="text-sm text-slate-600">
                    {m.email} · {m.level}
                  </span>{" "}
                  {m.deletedAt && <span className="rounded bg-red-100 px-2 text-sm text-red-800">{t.deletedTag}</span>}
                </span>
                <span className="flex gap-4 text-sm font-semibold">
                  <Link to={`/coach/${m.id}/edit`} className="text-blue-700 underline">
                    {t.edit}
                    <span className="sr-only"> {m.fullName}</span>
                  </Link>
                  {m.isCoach && m.fullName && !m.deletedAt && (
                    <Link to={coachPath({ _id: m.id, fullName: m.fullName })} className="text-blue-700 underline">
                      {t.publicPage}
                      <span className="sr-only"> {m.fullName}</span>
                    </Link>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="admin-banner">
        <h2 id="admin-banner" className="text-xl font-semibold text-slate-900">
          {t.bannerTitle}
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="banner" />
          <fieldset className="flex gap-4">
            <legend className="sr-only">{t.bannerTitle}</legend>
            {[
              { value: "true", label: t.googleAds },
              { value: "false", label: t.customAds },
            ].map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="isGoogleBanner"
                  value={choice.value}
                  defaultChecked={String(banner.isGoogleBanner) === choice.value}
                  className="h-4 w-4"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={smallButton}>
            {t.bannerSave}
          </button>
        </Form>
      </section>

      <section aria-labelledby="admin-claims">
        <h2 id="admin-claims" className="text-xl font-semibold text-slate-900">
          {t.claimsTitle}
        </h2>
        {claims.length === 0 ? (
          <p className="mt-3 text-slate-700">{t.noClaims}</p>
        ) : (
          <table className={tableClass}>
            <thead>
              <tr>
                <th className="px-2 py-2">{t.claimant}</th>
                <th className="px-2 py-2">{t.profile}</th>
                <th className="px-2 py-2">{t.requested}</th>
                <th className="px-2 py-2">
                  <span className="sr-only">{t.approve}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {claims.map((c) => (
                <tr key={c.id}>
                  <td className={cellClass}>{c.claimant}</td>
                  <td className={cellClass}>
                    <Link to={`/coach/${c.profileId}/edit`} className="text-blue-700 underline">
                      {c.profileName}
                    </Link>
                  </td>
                  <td className={cellClass}>{new Date(c.createdAt).toISOString().slice(0, 16).replace("T", " ")}</td>
                  <td className={`${cellClass} flex gap-2`}>
                    {!c.profileClaimed && (
                      <Form method="post">
                        <input type="hidden" name="intent" value="approve" />
                        <input type="hidden" name="claimId" value={c.id} />
                        <button type="submit" className={smallButton} aria-label={`${t.approve}: ${c.claimant}`}>
                          {t.approve}
                        </button>
                      </Form>
                    )}
                    <RejectClaim claimId={c.id} claimant={c.claimant} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="admin-actions">
        <h2 id="admin-actions" className="text-xl font-semibold text-slate-900">
          {filtered && actions[0]?.profileName ? t.actionsFor(actions[0].profileName) : t.actionsTitle}
        </h2>
        {filtered && (
          <Link to="/adminpanel" className="text-sm font-semibold text-blue-700 underline">
            {t.allActions}
          </Link>
        )}
        {actions.length === 0 ? (
          <p className="mt-3 text-slate-700">{t.noActions}</p>
        ) : (
          <table className={tableClass}>
            <thead>
              <tr>
                <th className="px-2 py-2">{t.when}</th>
                <th className="px-2 py-2">{t.who}</th>
                <th className="px-2 py-2">{t.what}</th>
                <th className="px-2 py-2">{t.changes}</th>
              </tr>
            </thead>
            <tbody>
              {actions.map((a) => (
                <tr key={a.id}>
                  <td className={cellClass}>{new Date(a.createdAt).toISOString().slice(0, 19).replace("T", " ")}</td>
                  <td className={cellClass}>{a.actorEmail}</td>
                  <td className={cellClass}>
                    {t.actionNames[a.action]}
                    {a.profileId && (
                      <>
                        {": "}
                        <Link to={`/adminpanel?profile=${a.profileId}`} className="text-blue-700 underline">
                          {a.profileName || a.profileId}
                        </Link>
                      </>
                    )}
                    {a.action === "profile.delete" && a.profileDeleted && a.profileId && (
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="profileId" value={a.profileId} />
                        <button type="submit" className={smallButton}>
                          {t.restore}
                          <span className="sr-only"> {a.profileName}</span>
                        </button>
                      </Form>
                    )}
                  </td>
                  <td className={cellClass}>
                    <Changes before={a.before} after={a.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}

/** Before and after of a recorded action, one line per field. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v ?? null)).slice(0, 120);
  return (
    <ul className="space-y-1">
      {keys.map((k) => (
        <li key={k} className="break-all">
          <span className="font-medium">{k}</span>: {show(was[k])} → {show(now[k])}
        </li>
      ))}
    </ul>
  );
}

/** Reject with a reason, in a dialog that closes only on Cancel (or after sending). */
function RejectClaim({ claimId, claimant }: { claimId: string; claimant: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <>
      <button
        type="button"
        className={smallButton}
        onClick={() => setOpen(true)}
        aria-label={`${t.reject}: ${claimant}`}
      >
        {t.reject}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t.rejectTitle} width="wide">
        <Form
          method="post"
          action={`/adminpanel?${params.toString()}`}
          className="mt-4 space-y-4"
          onSubmit={() => setOpen(false)}
        >
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="claimId" value={claimId} />
          <p className="text-sm text-slate-700">{claimant}</p>
          <label className="block text-sm font-medium text-slate-800">
            {t.rejectReason}
            <textarea
              name="reason"
              required
              rows={4}
              maxLength={5000}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          {result?.intent === "reject" && !result.ok && <FormMessage tone="error">{result.error}</FormMessage>}
          <div className="flex justify-end gap-3">
            <button type="button" className={smallButton} onClick={() => setOpen(false)}>
              {t.cancel}
            </button>
            <SubmitButton disabled={navigation.state !== "idle"}>{t.reject}</SubmitButton>
          </div>
        </Form>
      </Modal>
    </>
  );
}

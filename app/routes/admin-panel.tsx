import { useActionData } from "react-router";
import type { Route } from "./+types/admin-panel";
import { ActionLog } from "../components/admin/action-log.tsx";
import { BannerChoice } from "../components/admin/banner-choice.tsx";
import { ModerationQueue } from "../components/admin/moderation-queue.tsx";
import { PendingClaims } from "../components/admin/pending-claims.tsx";
import { ProfileSearch } from "../components/admin/profile-search.tsx";
import { SiteFiguresSection } from "../components/admin/site-figures.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { adminPanelForm } from "../lib/admin-schemas.ts";
import { namedIntent, unhandled } from "../lib/form-intents.ts";
import { adminTexts as t } from "../lib/messages/admin.ts";
import { bannerMessages } from "../lib/messages/ads.ts";
import { heldReviewTexts } from "../lib/messages/held-reviews.ts";
import { moderationTexts } from "../lib/messages/moderation.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { asAdmin } from "../server/admin/admin-access.server.ts";
import { approveClaim, pendingClaims, rejectClaim } from "../server/admin/admin-claims.server.ts";
import { findProfiles, restoreProfile } from "../server/admin/admin-profiles.server.ts";
import { listActions } from "../server/admin/audit.server.ts";
import { siteFigures } from "../server/admin/site-figures.server.ts";
import { bannerPreferenceFor, changeBannerPreference } from "../server/ads/banner-preference.server.ts";
import { actionError, parseWith, readForm, refusePage, uuidParam } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { decideHeld, heldQueue } from "../server/reviews/held-reviews.server.ts";
import { decideFlags, moderationQueue } from "../server/reviews/moderation-queue.server.ts";
import { decideAppeal } from "../server/reviews/review-appeals.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${t.panelTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const url = new URL(request.url);
  const query = url.searchParams.get("q") ?? "";
  const filter = uuidParam.safeParse(url.searchParams.get("profile"));
  // Each service checks the admin: anyone else is refused (403) by the first of them.
  const [matches, claims, actions, banner, queue, held, figures] = await Promise.all([
    findProfiles(viewer, query),
    pendingClaims(viewer),
    listActions(viewer, { profileId: filter.success ? filter.data : undefined }),
    bannerPreferenceFor(viewer),
    moderationQueue(viewer),
    heldQueue(viewer),
    siteFigures(viewer),
  ]).catch(refusePage);
  return { query, matches, claims, actions, banner, queue: { ...queue, held }, figures, filtered: filter.success };
}

const done = (intent: string, message: string) => ({ intent, ok: true, message, error: null as string | null });

/**
 * Claim decisions, the banner choice, restoring a deleted profile and the moderation queue's
 * decisions (held reviews included); each service checks the admin itself.
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: string | null = null;
  try {
    asAdmin(viewer); // who may, before what: a non-admin's malformed id is a 403 too
    const form = await readForm(request);
    intent = namedIntent(adminPanelForm, form);
    const asked = parseWith(adminPanelForm, form);
    switch (asked.intent) {
      case "approve":
        await approveClaim(viewer, asked.input.claimId);
        return done(asked.intent, t.claimApproved);
      case "banner":
        await changeBannerPreference(viewer, asked.input.isGoogleBanner);
        return done(asked.intent, bannerMessages.updated);
      case "reject":
        await rejectClaim(viewer, asked.input.claimId, asked.input.reason);
        return done(asked.intent, t.claimRejected);
      case "restore":
        await restoreProfile(viewer, asked.input.profileId);
        return done(asked.intent, t.restored);
      case "keepReview":
        await decideFlags(viewer, asked.input.reviewId, { decision: "keep", note: asked.input.note });
        return done(asked.intent, moderationTexts.kept);
      case "removeReview": {
        const { reviewId, reason, note } = asked.input;
        await decideFlags(viewer, reviewId, { decision: "remove", reason, note });
        return done(asked.intent, moderationTexts.removed);
      }
      case "upholdRemoval":
        await decideAppeal(viewer, asked.input.reviewId, { decision: "uphold", note: asked.input.note });
        return done(asked.intent, moderationTexts.upheld);
      case "restoreReview":
        await decideAppeal(viewer, asked.input.reviewId, { decision: "restore", note: asked.input.note });
        return done(asked.intent, moderationTexts.restored);
      case "approveHeld": {
        const decided = await decideHeld(viewer, { decision: "approve", ...asked.input });
        return done(asked.intent, heldReviewTexts.approved(decided));
      }
      case "rejectHeld": {
        const decided = await decideHeld(viewer, { decision: "reject", ...asked.input });
        return done(asked.intent, heldReviewTexts.rejected(decided));
      }
      default:
        return unhandled(asked);
    }
  } catch (error) {
    return actionError(error, { intent, ok: false, message: null as string | null });
  }
}

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useActionToast(result, (r) => {
    if (r.ok) return { tone: "success", text: r.message ?? "" };
    // docs/product.md §23: the banner switch's failure has its own text, then the reason.
    return {
      tone: "error",
      text: r.intent === "banner" ? `${bannerMessages.updateFailed} ${r.error ?? ""}` : (r.error ?? ""),
    };
  });
  const { query, matches, claims, actions, banner, queue, figures, filtered } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.panelTitle}</h1>
      <ProfileSearch query={query} matches={matches} />
      <BannerChoice banner={banner} />
      <PendingClaims claims={claims} />
      <ModerationQueue flagged={queue.flagged} appeals={queue.appeals} held={queue.held} />
      <SiteFiguresSection figures={figures} />
      <ActionLog actions={actions} filtered={filtered} />
    </main>
  );
}

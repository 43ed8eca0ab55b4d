import { STORAGE_KEYS } from "./browser-storage.ts";
import { authMessages } from "./messages/auth.ts";
import { coachPath } from "./urls.ts";

export type HomeAccount = {
  level: string | null;
  accountType: string | null;
  affiliateId: string | null;
  /** A claim of a coach profile waits for an administrator: the account is a coach-to-be. */
  pendingClaim: boolean;
};

export type HomeStep =
  | { kind: "save-affiliate"; affiliateId: string }
  | { kind: "go"; to: string; message?: string; forget: string[] };

/**
 * docs/product.md §14, in order: the stored affiliate id is saved (when the profile has none), then
 * the first redirect that applies: a stored claim (every account, not only social ones:
 * decision 0045), a stored review invitation (before the account type, so that a new invitee
 * reviews first: decision 0075), their profile for a new user whose claim waits, account type for
 * a new user, a stored plan upgrade, a stored coach to rate.
 */
export function homeSteps(
  account: HomeAccount,
  stored: (key: string) => string | null,
  upgradePath: (level: string) => string,
): HomeStep[] {
  const steps: HomeStep[] = [];
  const affiliateId = stored(STORAGE_KEYS.affiliateId);
  if (affiliateId && !account.affiliateId) steps.push({ kind: "save-affiliate", affiliateId });
  const claim = stored(STORAGE_KEYS.claimProfile);
  const plan = stored(STORAGE_KEYS.planUpgrade);
  const rateId = stored(STORAGE_KEYS.rateCoachId);
  const invitation = stored(STORAGE_KEYS.invitation);
  if (claim) {
    steps.push({ kind: "go", to: "/claimProfile", forget: [] });
  } else if (invitation) {
    steps.push({
      kind: "go",
      to: `/invitations/${encodeURIComponent(invitation)}`,
      forget: [STORAGE_KEYS.invitation],
    });
  } else if (account.level === "level1" && !account.accountType && account.pendingClaim) {
    // Not the user-or-coach choice: /profile says whose profile the claim waits on.
    steps.push({ kind: "go", to: "/profile", forget: [] });
  } else if (account.level === "level1" && !account.accountType && !claim) {
    steps.push({ kind: "go", to: "/account-type", forget: [] });
  } else if (plan) {
    steps.push({
      kind: "go",
      to: upgradePath(plan),
      message: authMessages.upgradeRedirect,
      forget: [STORAGE_KEYS.planUpgrade],
    });
  } else if (rateId) {
    const name = stored(STORAGE_KEYS.rateCoachName);
    steps.push({
      kind: "go",
      to: coachPath({ _id: rateId, fullName: name }),
      message: authMessages.rateRedirect,
      forget: [STORAGE_KEYS.rateCoachId, STORAGE_KEYS.rateCoachName],
    });
  }
  return steps;
}

/**
 * Review invitations (decision 0075): what the coach's list, the API and the landing page share.
 * No zod here: the pages that show states import this file into their script.
 */
export const INVITATION_STATES = ["sent", "opened", "reviewed", "expired"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_LIMITS = {
  /** How long a link works. */
  days: 30,
  /** Addresses in one request (one pasted list). */
  perRequest: 50,
  /** Invitations a coach sends in any 24 hours. */
  perDay: 200,
} as const;

export const DAY_MS = 86_400_000;

/** Where an invitation stands: used, else past its date, else opened, else only sent. */
export function invitationState(
  invitation: { reviewedAt: Date | string | null; expiresAt: Date | string; openedAt: Date | string | null },
  now = Date.now(),
): InvitationState {
  if (invitation.reviewedAt) return "reviewed";
  if (new Date(invitation.expiresAt).getTime() <= now) return "expired";
  return invitation.openedAt ? "opened" : "sent";
}

/**
 * The addresses of a pasted list: separated by line breaks, commas, semicolons or spaces, lower
 * case, each once in the order first given.
 */
export function addressList(text: string): string[] {
  const addresses = text
    .split(/[\s,;]+/)
    .map((part) => part.toLowerCase())
    .filter((part) => part !== "");
  return [...new Set(addresses)];
}

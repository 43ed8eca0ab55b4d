/** A claim waits for an admin (pending) until it is approved or rejected. */
export const CLAIM_STATUSES = ["pending", "approved", "rejected"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

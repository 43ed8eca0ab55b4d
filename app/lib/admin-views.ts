// What the admin panel shows, as the admin services answer it and the panel's parts take it.

/** A claim waiting for a decision. */
export type PendingClaim = {
  id: string;
  claimant: string;
  profileId: string;
  profileName: string;
  /** Whether someone owns the profile by now (then the claim can only be rejected). */
  profileClaimed: boolean;
  createdAt: Date;
};

/** A profile found by the admin's search. */
export type ProfileMatch = {
  id: string;
  fullName: string;
  email: string | null;
  level: string;
  isCoach: boolean;
  deletedAt: Date | null;
};

export type AdminActionName =
  | "profile.update"
  | "profile.delete"
  | "profile.restore"
  | "profile.link"
  | "claim.approve"
  | "claim.reject"
  | "notes.update"
  | "level.update"
  | "banner.update"
  | "comment.delete"
  | "review.keep"
  | "review.approve"
  | "review.remove"
  | "review.uphold"
  | "review.restore";

/** One recorded admin action. */
export type AdminActionRecord = {
  id: string;
  actorEmail: string;
  action: AdminActionName;
  profileId: string | null;
  /** The profile as it is now: its name, and whether it is deleted (so it can be restored). */
  profileName: string | null;
  profileDeleted: boolean;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

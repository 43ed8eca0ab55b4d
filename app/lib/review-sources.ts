/**
 * How a review came (decision 0075): written on the reviewer's own initiative, or through the
 * coach's invitation. Shown on every review, in the API (`source`) and counted apart.
 */
export const REVIEW_SOURCES = ["organic", "invited"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

import { apiErrors } from "../../lib/messages/api-errors.ts";
import { reviewerTexts } from "../../lib/messages/reviewers.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";
import { type AuthoredComment, commentsByAuthor, type Reviewer, reviewerOfId } from "./review-service.server.ts";

export type ReviewerHistory = { reviewer: Reviewer; reviews: AuthoredComment[]; total: number };

/**
 * A reviewer's other reviews (decision 0075): their public fields (never an address) and a page
 * of their shown reviews, newest first, for signed-in visitors only (issue 25). `total` is the
 * count each of their reviews shows beside their name.
 */
export async function reviewerHistory(
  viewer: Viewer | null,
  reviewerId: string,
  page: { from: number; size: number },
): Promise<ReviewerHistory> {
  if (!viewer) throw new DomainError("unauthorized", apiErrors.signInRequired);
  const reviewer = await reviewerOfId(reviewerId);
  if (!reviewer) throw new DomainError("not-found", reviewerTexts.notFound);
  const reviews = await commentsByAuthor(reviewer, page);
  return { reviewer, reviews, total: reviewer.reviews };
}

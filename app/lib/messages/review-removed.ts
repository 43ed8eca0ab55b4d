// The coach page's toast after a removal with a reason (decision 0067). Its own module: it is in
// the page's first load, the rest of the review-trust texts (./review-trust.ts) in deferred parts.
export const reviewRemovedToast = "The review is removed and its author is told why.";

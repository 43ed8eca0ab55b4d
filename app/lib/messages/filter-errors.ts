/** 400 answers for bad filter values in the URL query. */
export const filterErrors = {
  minRating: "minRating must be 3, 4 or 4.5.",
  offer: "offer must be one-on-one, group-coaching or free-training.",
  badge: "badge must be one of the badge slugs, e.g. great-communicator.",
  location: (max: number) => `location must be at most ${max} characters.`,
  sort: "sort must be best, score or reviews.",
} as const;

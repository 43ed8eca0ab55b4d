// Filters, sort and result count of the search and category pages (issue 15).
export const filterTexts = {
  resultCount: (count: number, cap: number) =>
    count > cap
      ? `${cap.toLocaleString("en-US")}+ coaches`
      : count === 1
        ? "1 coach"
        : `${count.toLocaleString("en-US")} coaches`,
  heading: "Filter and sort",
  minRating: "Minimum rating",
  anyRating: "Any rating",
  starsOrMore: (stars: string) => `${stars}+ stars`,
  offers: "Offers",
  badges: (times: number) => `Badges (given at least ${times} times)`,
  location: "City or state",
  sort: "Sort by",
  sortBest: "Best match",
  sortScore: "Highest score",
  sortReviews: "Most reviewed",
  apply: "Apply",
  clear: "Clear filters",
} as const;

/** docs/product.md §10: the full name with its first space replaced by an underscore, or 'noname'. */
export function coachNameSegment(fullName: string | null | undefined): string {
  const name = (fullName ?? "").trim();
  return name ? name.replace(" ", "_") : "noname";
}

export function coachPath(coach: { _id: string; fullName?: string | null }): string {
  return `/coach/${encodeURIComponent(coachNameSegment(coach.fullName))}/${coach._id}`;
}

/** A reviewer's page: their shown reviews, for signed-in visitors (decision 0075). */
export const reviewerPath = (profileId: string) => `/reviewers/${profileId}`;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const categoryPath = (category: { slug: string }) => `/category/${category.slug}`;

export function searchPath(keyword: string): string | null {
  const text = keyword.trim();
  return text ? `/search/${encodeURIComponent(text)}` : null;
}

import { BADGES, type BadgeName, type Level } from "./levels.ts";

/** A coach as the lists (search, category, featured blocks) show it. */
export type CoachCardData = {
  _id: string;
  fullName: string;
  photoLink: string | null;
  aboutMe: string;
  rating: number;
  reviewCount: number;
  badges: { name: BadgeName; count: number }[];
  isOneOnOne: boolean;
  isGroupCoaching: boolean;
  isFreeTraining: boolean;
  sponsored: boolean;
  level: Level;
  categoryNames: string[];
  city: string | null;
  state: string | null;
};

export function badgeList(counts: readonly number[]): { name: BadgeName; count: number }[] {
  return BADGES.map((name, i) => ({ name, count: counts[i] ?? 0 }));
}

/** A list page's first cards: their ids, and their HTML (kept: null in a document, which holds it). */
export type KeptCoachList = { ids: string[]; html: string | null };

/** The kept HTML of a list page's first cards (components/coach-list.tsx). */
export const COACH_LIST_ID = "coach-list";

/** Cuts text at `max` characters and marks the cut with '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * Cuts text at the last word that fits in `max` characters, with '...' (issue 15: a featured
 * card's snippet says something instead of stopping mid-word); a word longer than `max` is cut.
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,.;:!?-]+$/, "")}...`;
}

/**
 * A list card as a page sends it to the browser: the about text already cut where the card cuts it
 * (the card's own cut then changes nothing), so the page does not carry text nobody sees.
 */
export const cardForPage = (card: CoachCardData): CoachCardData => ({
  ...card,
  aboutMe: truncate(card.aboutMe, ABOUT_CUT),
});

/** A featured card of the home page: what it shows; its popup fetches the full card (GET /api/user/{id}). */
export type CompactCardData = Pick<
  CoachCardData,
  "_id" | "fullName" | "photoLink" | "rating" | "reviewCount" | "sponsored"
> & {
  snippet: string;
};

/** A compact card's snippet of the about text: it reads no further than COMPACT_ABOUT_CUT + 1 characters. */
export const compactSnippet = (aboutMe: string) => truncateAtWord(aboutMe, COMPACT_ABOUT_CUT);

/** Ratings display in half steps. */
export const roundToHalf = (rating: number) => Math.round(rating * 2) / 2;

export const ABOUT_CUT = 640;
export const COMPACT_NAME_CUT = 35;
/** Once 50 (docs/product.md §9 has today's rule); issue 15 asks for a snippet that says something (decision 0050). */
export const COMPACT_ABOUT_CUT = 120;
export const FEATURED_BLOCK_SIZE = 8;
/** Coaches per page of a search or category list (the first rendered on the server, then on scroll). */
export const LIST_PAGE_SIZE = 5;

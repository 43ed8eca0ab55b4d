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

/** Cuts text at `max` characters and marks the cut with '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Ratings display in half steps. */
export const roundToHalf = (rating: number) => Math.round(rating * 2) / 2;

export const ABOUT_CUT = 640;
export const COMPACT_NAME_CUT = 35;
export const COMPACT_ABOUT_CUT = 50;
export const FEATURED_BLOCK_SIZE = 8;

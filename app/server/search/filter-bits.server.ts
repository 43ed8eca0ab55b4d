import { type SQL, sql } from "drizzle-orm";
import { BADGE_SLUGS, type Offer, type SearchFilters } from "../../lib/search-filters.ts";
import { profileCategories, profileFacetBits } from "../db/schema.ts";

// The bits of SQL's coach_facet_bits (migration 0016): offers, minimum ratings met, badges shown.
const OFFER_BITS: Record<Offer, number> = { "one-on-one": 1, "group-coaching": 2, "free-training": 4 };
const RATING_BITS = new Map([
  [3, 8],
  [4, 16],
  [4.5, 32],
]);
const FIRST_BADGE_BIT = 64;

/** The bits a coach must have to meet the filters' offers, minimum rating and badges (0: none asked). */
export function filterBits(f: SearchFilters): number {
  let bits = 0;
  for (const offer of f.offer) bits |= OFFER_BITS[offer];
  if (f.minRating !== undefined) {
    const bit = RATING_BITS.get(f.minRating);
    if (bit === undefined) throw new Error(`No bit for a minimum rating of ${f.minRating}`);
    bits |= bit;
  }
  for (const badge of f.badge) bits |= FIRST_BADGE_BIT << BADGE_SLUGS.indexOf(badge);
  return bits;
}

/** The profile has every one of these bits. */
export const profileHasBits = (bits: number): SQL => sql`(${profileFacetBits} & ${bits}) = ${bits}`;

/** The niche seat's copy of its profile's bits has every one of these (no profile read). */
export const seatHasBits = (bits: number): SQL => sql`(${profileCategories.facetBits} & ${bits}) = ${bits}`;

/** The combinations (facet_combination) that have these bits and a listed coach. */
export const combinationsWith = (bits: number): SQL =>
  sql`array(select f.bits from facet_combination f where (f.bits & ${bits}) = ${bits} and f.coaches > 0)`;

/** How many listed coaches have these bits, from the counts the triggers keep (exact, no profile read). */
export const coachesWithBitsQuery = (bits: number): SQL =>
  sql`select coalesce(sum(coaches), 0)::int as n from facet_combination where (bits & ${bits}) = ${bits}`;

import { type SQL, sql } from "drizzle-orm";
import { BADGE_SLUGS, type Offer, type SearchFilters } from "../../lib/search-filters.ts";
import { profileCategories, profiles } from "../db/schema.ts";

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

/** Each bit's test on the profile's own columns, as coach_facet_bits sets it. */
function bitTest(bit: number): SQL {
  const offer = Object.entries(OFFER_BITS).find(([, b]) => b === bit)?.[0] as Offer | undefined;
  if (offer === "one-on-one") return sql`${profiles.isOneOnOne}`;
  if (offer === "group-coaching") return sql`${profiles.isGroupCoaching}`;
  if (offer === "free-training") return sql`${profiles.isFreeTraining}`;
  const rating = [...RATING_BITS].find(([, b]) => b === bit)?.[0];
  if (rating !== undefined) return sql`${profiles.rating} >= ${sql.raw(String(rating))}`;
  const badge = Math.log2(bit / FIRST_BADGE_BIT);
  if (!Number.isInteger(badge) || badge < 0 || badge >= BADGE_SLUGS.length) throw new Error(`No filter bit ${bit}`);
  return sql`${profiles.badgeCounts}[${sql.raw(String(badge + 1))}] >= 3`;
}

/**
 * The profile has every one of these bits, tested on the columns each stands for: computing all
 * of a row's bits (coach_facet_bits) to keep a few was half the time of reading a rare word's
 * few thousand coaches (7 of 13 ms at 1M).
 */
export function profileHasBits(bits: number): SQL {
  if (bits === 0) return sql`true`;
  const tests: SQL[] = [];
  for (let bit = 1; bit <= bits; bit *= 2) if (bits & bit) tests.push(bitTest(bit));
  return sql`(${sql.join(tests, sql` and `)}) is true`;
}

/** The niche seat's copy of its profile's bits has every one of these (no profile read). */
export const seatHasBits = (bits: number): SQL => sql`(${profileCategories.facetBits} & ${bits}) = ${bits}`;

/** The combinations (facet_combination) that have these bits and a listed coach. */
export const combinationsWith = (bits: number): SQL =>
  sql`array(select f.bits from facet_combination f where (f.bits & ${bits}) = ${bits} and f.coaches > 0)`;

/** How many listed coaches have these bits, from the counts the triggers keep (exact, no profile read). */
export const coachesWithBitsQuery = (bits: number): SQL =>
  sql`select coalesce(sum(coaches), 0)::int as n from facet_combination where (bits & ${bits}) = ${bits}`;

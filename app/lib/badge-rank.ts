/** Badges ranked for the coach page: most given first (ties keep the list's order), zero ones last. */
export function rankBadges<T extends { count: number }>(badges: readonly T[]): T[] {
  return [...badges].sort((a, b) => b.count - a.count);
}

/** The badges a card shows: only those given at least once, in the list's order. */
export const givenBadges = <T extends { count: number }>(badges: readonly T[]): T[] =>
  badges.filter((b) => b.count > 0);

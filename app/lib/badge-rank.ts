/** Badges ranked for cards and the coach page: most given first (ties keep the list's order), zero ones last. */
export function rankBadges<T extends { count: number }>(badges: readonly T[]): T[] {
  return [...badges].sort((a, b) => b.count - a.count);
}

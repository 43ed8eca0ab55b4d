/** A demo coach's public profile, as GET /api/user/{id} answers it (the fields tests read). */
export type DemoCoach = {
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  isClaimed: boolean;
  level: string;
  reviewCount: number;
};

/**
 * Hands out demo coaches of one niche that nobody owns, a different one on each call, for tests
 * that claim, link, edit or delete them. `base` is read on the first call (servers start later).
 */
export function unclaimedCoaches(base: () => string, niche: string): () => Promise<DemoCoach> {
  const seen = new Set<string>();
  return async () => {
    const response = await fetch(`${base()}/api/user/category/${niche}?size=50`);
    for (const card of ((await response.json()) as { data: { _id: string }[] }).data) {
      if (seen.has(card._id)) continue;
      seen.add(card._id);
      const profile = await fetch(`${base()}/api/user/${card._id}`);
      const coach = ((await profile.json()) as { data: DemoCoach }).data;
      if (!coach.isClaimed) return coach;
    }
    throw new Error(`no unclaimed demo coach left in ${niche}`);
  };
}

// docs/product.md §7: sub-category chip rules.
export const CHIP_CUT = 20;
export const MAX_CHIPS = 30;

/** Names over 20 characters are cut at the last space within the first 20. */
export function chipLabel(name: string): string {
  if (name.length <= CHIP_CUT) return name;
  const head = name.slice(0, CHIP_CUT);
  const space = head.lastIndexOf(" ");
  return space > 0 ? head.slice(0, space) : head;
}

/**
 * Which niches become chips: a long list (over 50) keeps names over 15 characters, a shorter
 * one names over 10, and at most 30 chips show.
 */
export function selectChips<T extends { name: string }>(niches: readonly T[]): T[] {
  const minLength = niches.length > 50 ? 15 : 10;
  return niches.filter((n) => n.name.length > minLength).slice(0, MAX_CHIPS);
}

// docs/product.md §14: what the browser keeps between visits (localStorage), under the keys it names.
export const STORAGE_KEYS = {
  affiliateId: "affiliateId",
  claimProfile: "claimProfile",
  claimName: "name",
  planUpgrade: "planupgrade",
  rateCoachName: "LoginToRateCoachName",
  rateCoachId: "LoginToRateCoachId",
  /** The token of a review invitation opened signed out (decision 0075): after sign-up or sign-in, home goes back to it. */
  invitation: "reviewInvitation",
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function store(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode); the flows then simply start over.
  }
}

export function forget(...keys: string[]) {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // as above
  }
}

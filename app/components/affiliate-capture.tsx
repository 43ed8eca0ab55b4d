import { useEffect } from "react";
import { forget, STORAGE_KEYS, store } from "../lib/browser-storage.ts";

/**
 * Keeps `?affiliateId=` from any page in the browser until the visitor signs in, when home saves
 * it to the profile. A profile keeps the first affiliate id it gets: once it has one, a stored id
 * is dropped and a new one in an address (the sales funnel's links carry it) is not kept.
 */
export function AffiliateCapture({ profileHasAffiliate }: { profileHasAffiliate: boolean }) {
  useEffect(() => {
    if (profileHasAffiliate) {
      forget(STORAGE_KEYS.affiliateId);
      return;
    }
    const affiliateId = new URLSearchParams(window.location.search).get("affiliateId");
    if (affiliateId) store(STORAGE_KEYS.affiliateId, affiliateId);
  });
  return null;
}

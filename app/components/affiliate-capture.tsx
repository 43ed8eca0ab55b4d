import { useEffect } from "react";
import { STORAGE_KEYS, store } from "../lib/browser-storage.ts";

/** Keeps `?affiliateId=` from any page in the browser until the visitor signs in. */
export function AffiliateCapture() {
  useEffect(() => {
    const affiliateId = new URLSearchParams(window.location.search).get("affiliateId");
    if (affiliateId) store(STORAGE_KEYS.affiliateId, affiliateId);
  });
  return null;
}

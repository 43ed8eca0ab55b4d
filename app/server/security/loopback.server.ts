import { isIP } from "node:net";

/** Whether an address (or a host name to listen on) stays on this machine. */
export function isLoopback(address: string | undefined | null): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  const v4 = bare.startsWith("::ffff:") ? bare.slice(7) : bare;
  return isIP(v4) === 4 && v4.startsWith("127.");
}

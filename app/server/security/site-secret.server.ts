import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "../config.server.ts";
import { logger } from "../logger.server.ts";

let secret: string | undefined;

/**
 * AUTH_SECRET, or one generated on first start and kept in the data folder: it signs sessions, and
 * the keyed hashes that stand in for client addresses (rate limits, ad clicks) derive from it.
 */
export function siteSecret(): string {
  if (secret) return secret;
  if (config.AUTH_SECRET) return (secret = config.AUTH_SECRET);
  const file = path.resolve(config.DATA_DIR, "auth-secret");
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    secret = randomBytes(32).toString("hex");
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    logger.warn("AUTH_SECRET is not set: generated one in the data folder");
  }
  return secret;
}

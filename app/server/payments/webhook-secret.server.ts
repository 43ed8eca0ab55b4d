import { randomBytes } from "node:crypto";
import { config } from "../config.server.ts";

const holder = globalThis as typeof globalThis & { __testWebhookSecret?: string };

/**
 * The secret webhook events are signed with: Stripe's endpoint secret, or (test checkout) one made
 * for this process, which never leaves it.
 */
export function webhookSecret(): string {
  if (config.STRIPE_WEBHOOK_SECRET) return config.STRIPE_WEBHOOK_SECRET;
  holder.__testWebhookSecret ??= `whsec_${randomBytes(24).toString("base64url")}`;
  return holder.__testWebhookSecret;
}

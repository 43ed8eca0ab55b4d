import { eq } from "drizzle-orm";
import { config } from "../config.server.ts";
import { getDb } from "../db/database.server.ts";
import { subscriptions } from "../db/schema.ts";
import type { PaymentProvider } from "./payment-types.server.ts";
import { declineTestCheckout, newTestSessionId, testSubscriptionOps } from "./test-checkout.server.ts";

/** Without provider keys: the built-in test checkout at /checkout, marked as a test on every screen. */
export function testProvider(): PaymentProvider {
  return {
    kind: "test",
    async createCheckout() {
      const id = newTestSessionId();
      return { id, url: `${config.baseUrl}/checkout?session_id=${id}` };
    },
    async checkoutState(sessionId) {
      const [row] = await getDb()
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.checkoutSessionId, sessionId));
      if (!row) return null;
      if (row.status === "pending") return { status: "open", paid: false };
      if (row.status === "expired" || row.status === "failed") return { status: "expired", paid: false };
      return { status: "complete", paid: true };
    },
    async expireCheckout(sessionId) {
      const [row] = await getDb()
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.checkoutSessionId, sessionId));
      if (row?.status === "pending") await declineTestCheckout(sessionId, null);
    },
    ...testSubscriptionOps,
    async billingPortalUrl() {
      return null;
    },
  };
}

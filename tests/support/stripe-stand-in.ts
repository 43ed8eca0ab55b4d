import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * A local stand-in for the parts of Stripe's API the site calls, spoken over real HTTP so the
 * real `stripe` SDK talks to it (STRIPE_API_HOST/PORT/PROTOCOL): Checkout Sessions (create,
 * retrieve, expire), coupons, subscription updates and cancels, and billing-portal sessions.
 * Bodies are form-encoded the way the SDK sends them; answers are Stripe-shaped JSON. It also
 * builds the events Stripe would send for what happened to a session, for the test to sign.
 */

export type RecordedRequest = { method: string; path: string; body: Record<string, unknown>; authorization: string };

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  customer: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  metadata: Record<string, string>;
  line_items: unknown;
  discounts: unknown;
  subscription_data: { metadata?: Record<string, string> } | undefined;
};

export type StripeEvent = { id: string; object: "event"; type: string; created: number; data: { object: unknown } };

export type StripeStandIn = {
  host: string;
  port: number;
  /** The secret key the stand-in accepts. */
  secretKey: string;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  coupons: Map<string, Record<string, unknown>>;
  /** The customer pays on the hosted page: the session completes with a subscription. */
  pay(sessionId: string): StandInSession;
  events: {
    checkoutCompleted(sessionId: string): StripeEvent;
    checkoutExpired(sessionId: string): StripeEvent;
    invoicePaid(sessionId: string, period: { start: Date; end: Date }): StripeEvent;
    invoicePaymentFailed(sessionId: string): StripeEvent;
    subscriptionDeleted(sessionId: string): StripeEvent;
  };
  close(): Promise<void>;
};

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

/** `a[b][0][c]=v` pairs into nested objects and arrays, as Stripe reads them. */
export function decodeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? "");
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= nextIsIndex ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const coupons = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  let port = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": rid("req") });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { error: { type: "invalid_request_error", code, message } });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const raw = await readBody(req);
    const body = req.method === "GET" ? Object.fromEntries(url.searchParams) : decodeForm(raw);
    const authorization = req.headers.authorization ?? "";
    requests.push({ method: req.method ?? "", path: url.pathname, body, authorization });
    if (authorization !== `Bearer ${secretKey}`) {
      send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }
    const parts = url.pathname.split("/").filter(Boolean);
    // /v1/checkout/sessions
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = rid("cs_test");
      const session: StandInSession = {
        id,
        object: "checkout.session",
        mode: String(body.mode ?? ""),
        status: "open",
        payment_status: "unpaid",
        url: `http://127.0.0.1:${port}/c/pay/${id}`,
        client_reference_id: (body.client_reference_id as string) ?? null,
        customer_email: (body.customer_email as string) ?? null,
        customer: null,
        subscription: null,
        success_url: String(body.success_url ?? "").replace("{CHECKOUT_SESSION_ID}", id),
        cancel_url: String(body.cancel_url ?? ""),
        expires_at: Number(body.expires_at ?? 0),
        metadata: (body.metadata as Record<string, string>) ?? {},
        line_items: body.line_items,
        discounts: body.discounts,
        subscription_data: body.subscription_data as StandInSession["subscription_data"],
      };
      sessions.set(id, session);
      send(res, 200, session);
      return;
    }
    if (parts[0] === "v1" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
      const session = sessions.get(parts[3]);
      if (!session) return fail(res, 404, "resource_missing", `No such checkout.session: '${parts[3]}'`);
      if (req.method === "GET" && parts.length === 4) return send(res, 200, session);
      if (req.method === "POST" && parts[4] === "expire") {
        if (session.status !== "open")
          return fail(res, 400, "checkout_session_not_open", "Only open sessions can be expired.");
        session.status = "expired";
        return send(res, 200, session);
      }
    }
    if (req.method === "POST" && url.pathname === "/v1/coupons") {
      const id = String(body.id ?? rid("coupon"));
      if (coupons.has(id)) return fail(res, 400, "resource_already_exists", "Coupon already exists.");
      const coupon = { id, object: "coupon", ...body };
      coupons.set(id, coupon);
      return send(res, 200, coupon);
    }
    if (parts[0] === "v1" && parts[1] === "subscriptions" && parts[2]) {
      const id = parts[2];
      const current = subscriptions.get(id) ?? { id, object: "subscription", status: "active" };
      if (req.method === "POST") {
        const updated = { ...current, ...body, cancel_at_period_end: body.cancel_at_period_end === "true" };
        subscriptions.set(id, updated);
        return send(res, 200, updated);
      }
      if (req.method === "DELETE") {
        const canceled = { ...current, status: "canceled" };
        subscriptions.set(id, canceled);
        return send(res, 200, canceled);
      }
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      return send(res, 200, {
        id: rid("bps"),
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url,
        url: `http://127.0.0.1:${port}/p/session/${String(body.customer)}`,
      });
    }
    fail(res, 404, "resource_missing", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The Stripe stand-in has no port.");
  port = address.port;

  const session = (id: string) => {
    const found = sessions.get(id);
    if (!found) throw new Error(`The stand-in has no session ${id}`);
    return found;
  };
  const event = (type: string, object: unknown): StripeEvent => ({
    id: rid("evt"),
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const subscriptionMetadata = (s: StandInSession) => s.subscription_data?.metadata ?? {};

  return {
    host: "127.0.0.1",
    port,
    secretKey,
    requests,
    sessions,
    coupons,
    pay(sessionId) {
      const s = session(sessionId);
      s.status = "complete";
      s.payment_status = "paid";
      s.customer ??= rid("cus");
      s.subscription ??= rid("sub");
      return s;
    },
    events: {
      checkoutCompleted: (id) => event("checkout.session.completed", { ...session(id) }),
      checkoutExpired: (id) => event("checkout.session.expired", { ...session(id), status: "expired" }),
      invoicePaid(id, period) {
        const s = session(id);
        return event("invoice.paid", {
          id: rid("in"),
          object: "invoice",
          customer: s.customer,
          status: "paid",
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: s.subscription, metadata: subscriptionMetadata(s) },
          },
          lines: {
            object: "list",
            data: [
              {
                period: {
                  start: Math.floor(period.start.getTime() / 1000),
                  end: Math.floor(period.end.getTime() / 1000),
                },
              },
            ],
          },
        });
      },
      invoicePaymentFailed(id) {
        const s = session(id);
        return event("invoice.payment_failed", {
          id: rid("in"),
          object: "invoice",
          customer: s.customer,
          status: "open",
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: s.subscription, metadata: subscriptionMetadata(s) },
          },
          lines: { object: "list", data: [] },
        });
      },
      subscriptionDeleted(id) {
        const s = session(id);
        return event("customer.subscription.deleted", {
          id: s.subscription,
          object: "subscription",
          status: "canceled",
          customer: s.customer,
          metadata: subscriptionMetadata(s),
        });
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

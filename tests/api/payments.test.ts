import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planMessages, planTexts } from "../../app/lib/messages/plans.ts";
import { newAccount, post, sessionCookie } from "../support/accounts.ts";
import { type IsolatedDatabase, isolatedDatabase } from "../support/isolated-database.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { type StripeEvent, type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in.ts";

// The real `stripe` SDK inside the server talks to a local stand-in of Stripe's API; webhooks are
// signed with the SDK's own test-header helper. A database of its own: levels and slots change.
let server: RunningServer;
let database: IsolatedDatabase;
let sink: SmtpSink;
let stripe: StripeStandIn;
let dataDir: string;
let base: string;
const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  stripe = await startStripeStandIn();
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-payments-"));
  database = await isolatedDatabase("coach_payments");
  server = await startServer({
    dataDir,
    logName: "server-payments",
    env: {
      SMTP_URL: sink.url,
      RATE_LIMIT_IP_FACTOR: "20",
      DATABASE_URL: database.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    },
  });
  base = server.url;
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await sink?.close();
  await stripe?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Own = { _id: string; level: string; addOnLevel: string | null; featured: boolean; categoryNames: string[] };
type Sub = {
  _id: string;
  plan: string;
  status: string;
  periodsPaid: number;
  currentPeriodEnd: string | null;
  endsAt: string | null;
  renews: boolean;
  affiliateId: string | null;
  featuredCategory: string | null;
};

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let accounts = 0;
/** The e-mail of each new coach, by its token. */
const emails = new Map<string, string>();

/** A new free coach (level2) with a name, so it has a public page: its bearer token. */
async function newCoach(label: string): Promise<string> {
  accounts += 1;
  const email = `pay-${label}-${accounts}-${Date.now()}@coaches.example`;
  const token = await newAccount(base, sink, {
    email,
    password: "a-long-password",
    name: `Payer ${label}`,
  });
  const free = await post(base, "/api/subscription", { level: "level2" }, { headers: auth(token) });
  expect(free.body).toEqual({
    redirectToCheckout: false,
    subscriptionSuccessful: true,
    message: planMessages.upgraded,
  });
  emails.set(token, email);
  return token;
}

async function own(token: string): Promise<Own> {
  const response = await fetch(`${base}/api/profile`, { headers: auth(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Own }).data;
}

async function subs(token: string): Promise<Sub[]> {
  const response = await fetch(`${base}/api/subscription`, { headers: auth(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Sub[] }).data;
}

/** Opens a checkout for the body and answers the stand-in's session id. */
async function checkout(token: string, body: unknown): Promise<string> {
  const answer = await post(base, "/api/subscription", body, { headers: auth(token) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ redirectToCheckout: true, subscriptionSuccessful: null });
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(String(answer.body.checkoutUrl))?.[1];
  if (!sessionId) throw new Error(`No stand-in checkout in ${answer.body.checkoutUrl}`);
  return sessionId;
}

/** Delivers an event the way Stripe does: the raw JSON body, signed with the endpoint secret. */
async function deliver(event: StripeEvent, options: { secret?: string; timestamp?: number; payload?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  const response = await fetch(`${base}/api/payments/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
    body: options.payload ?? payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Each event three times, shuffled by a fixed pattern: every delivery is accepted. */
async function deliverThriceOutOfOrder(events: StripeEvent[]) {
  const order = [...events, ...events, ...events].reverse();
  [order[0], order[order.length - 1]] = [order[order.length - 1] as StripeEvent, order[0] as StripeEvent];
  const answers = [];
  for (const event of order) {
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    answers.push(answer.body);
  }
  expect(answers.filter((a) => a.duplicate === false)).toHaveLength(events.length);
}

/** The coupon a stand-in session was opened with. */
const couponOf = (sessionId: string) =>
  ((stripe.sessions.get(sessionId)?.discounts ?? []) as { coupon: string }[])[0]?.coupon ?? "";

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

async function paid(sessionId: string, period = { start: new Date(), end: days(30) }) {
  stripe.pay(sessionId);
  await deliverThriceOutOfOrder([
    stripe.events.checkoutCompleted(sessionId),
    stripe.events.invoicePaid(sessionId, period),
  ]);
}

async function sponsorsIn(niche: string): Promise<string[]> {
  const response = await fetch(`${base}/api/user/category/${encodeURIComponent(niche)}?size=10`);
  const cards = ((await response.json()) as { data: { _id: string; sponsored?: boolean }[] }).data;
  return cards.filter((c) => c.sponsored).map((c) => c._id);
}

async function availability(niche: string) {
  const response = await fetch(`${base}/api/plans/checkNicheAvailbility/${encodeURIComponent(niche)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { available: boolean; freeSlots: number; tier: string } }).data;
}

describe("checkout sessions through the real Stripe SDK", () => {
  it("level 4 opens a subscription-mode session for the plan's yearly price, tied to the profile, its e-mail and affiliate", async () => {
    const token = await newCoach("level4");
    await post(base, "/api/profile", { affiliateId: "aff-42" }, { method: "PUT", headers: auth(token) });
    const me = await own(token);
    const sessionId = await checkout(token, { plan: "level4" });
    const created = stripe.requests.find(
      (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.body.client_reference_id === me._id,
    );
    expect(created?.authorization).toBe(`Bearer ${stripe.secretKey}`);
    const session = stripe.sessions.get(sessionId);
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: me._id,
      success_url: `${base}/success?session_id=${sessionId}`,
      line_items: [
        { quantity: "1", price_data: { currency: "usd", unit_amount: "29700", recurring: { interval: "year" } } },
      ],
    });
    expect(session?.customer_email).toMatch(/^pay-level4-/);
    expect(session?.cancel_url).toMatch(new RegExp(`^${base}/fail\\?subscription=[0-9a-f-]{36}$`));
    expect(session?.metadata).toMatchObject({ affiliateId: "aff-42", profileId: me._id, planId: "level4" });
    expect(session?.discounts).toBeUndefined();
    // Nothing is granted before the payment event.
    expect((await own(token)).level).toBe("level2");
    expect((await subs(token))[0]).toMatchObject({ plan: "level4", status: "pending", affiliateId: "aff-42" });
  });
});

describe("the signed webhook grants exactly once", () => {
  it("each event delivered 3 times and out of order grants level 4 once; a renewal extends it", async () => {
    const token = await newCoach("once");
    const sessionId = await checkout(token, { plan: "level4" });
    const firstEnd = days(365);
    await paid(sessionId, { start: new Date(), end: firstEnd });
    expect((await own(token)).level).toBe("level4");
    const [sub] = await subs(token);
    expect(sub).toMatchObject({ status: "active", periodsPaid: 1, renews: true, endsAt: null });
    expect(sub?.currentPeriodEnd).toBe(new Date(Math.floor(firstEnd.getTime() / 1000) * 1000).toISOString());

    const renewedEnd = days(730);
    await deliverThriceOutOfOrder([stripe.events.invoicePaid(sessionId, { start: firstEnd, end: renewedEnd })]);
    const [renewed] = await subs(token);
    expect(renewed?.periodsPaid).toBe(2);
    expect(renewed?.currentPeriodEnd).toBe(new Date(Math.floor(renewedEnd.getTime() / 1000) * 1000).toISOString());

    // Manage billing on /profile opens Stripe's customer portal for the paying customer.
    const cookie = await sessionCookie(base, emails.get(token) ?? "", "a-long-password");
    const profilePage = await (await fetch(`${base}/profile`, { headers: { Cookie: cookie } })).text();
    expect(profilePage).toContain(planTexts.manageBilling);
    const billing = await fetch(`${base}/billing`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(billing.status).toBe(302);
    const customer = stripe.sessions.get(sessionId)?.customer ?? "";
    expect(billing.headers.get("location")).toBe(`http://127.0.0.1:${stripe.port}/p/session/${customer}`);
    expect(stripe.requests.find((r) => r.path === "/v1/billing_portal/sessions")?.body).toEqual({
      customer,
      return_url: `${base}/profile`,
    });
  });

  it("a forged, stale, tampered or missing signature answers 400 and changes nothing", async () => {
    const token = await newCoach("forged");
    const sessionId = await checkout(token, { plan: "level3" });
    stripe.pay(sessionId);
    const event = stripe.events.checkoutCompleted(sessionId);
    const refusals = [
      await deliver(event, { secret: `whsec_${randomBytes(16).toString("hex")}` }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      await deliver(event, { payload: JSON.stringify({ ...event, id: "evt_other" }) }),
    ];
    const unsigned = await fetch(`${base}/api/payments/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(event),
    });
    refusals.push({ status: unsigned.status, body: (await unsigned.json()) as Record<string, unknown> });
    for (const refusal of refusals)
      expect(refusal).toEqual({ status: 400, body: { message: planMessages.badSignature } });
    expect((await own(token)).level).toBe("level2");
    expect((await subs(token))[0]?.status).toBe("pending");
    // The same event, properly signed, is then applied: the refusals did not record it.
    expect((await deliver(event)).body).toMatchObject({ duplicate: false });
    expect((await own(token)).level).toBe("level3");
  });

  it("subscription deleted returns the coach to level2", async () => {
    const token = await newCoach("deleted");
    const sessionId = await checkout(token, { plan: "level4" });
    await paid(sessionId);
    expect((await own(token)).level).toBe("level4");
    await deliverThriceOutOfOrder([stripe.events.subscriptionDeleted(sessionId)]);
    expect((await own(token)).level).toBe("level2");
    expect((await subs(token))[0]?.status).toBe("canceled");
  });

  it("an expired checkout grants nothing, even when a late completion arrives after it", async () => {
    const token = await newCoach("expired");
    const sessionId = await checkout(token, { plan: "level3" });
    await deliverThriceOutOfOrder([stripe.events.checkoutExpired(sessionId)]);
    stripe.pay(sessionId);
    await deliver(stripe.events.checkoutCompleted(sessionId));
    expect((await own(token)).level).toBe("level2");
    expect((await subs(token))[0]?.status).toBe("expired");
  });
});

describe("level 5 and four-month subscriptions", () => {
  it("is priced by the highest niche tier, discounted for three months, and ends itself after four periods", async () => {
    const tiers = (await (await fetch(`${base}/api/category_types`)).json()) as {
      data: { alternative: string[]; premium: string[] };
    };
    const [alt] = tiers.data.alternative;
    const [premium] = tiers.data.premium;
    const token = await newCoach("level5");
    const sessionId = await checkout(token, {
      plan: "level5",
      categories: [alt, premium],
      fourMonthSubscription: true,
    });
    const session = stripe.sessions.get(sessionId);
    expect(session?.metadata.planId).toBe("level5premium");
    expect(session?.line_items).toMatchObject([
      { price_data: { unit_amount: "110000", recurring: { interval: "day", interval_count: "30" } } },
    ]);
    const couponId = couponOf(sessionId);
    expect(stripe.coupons.get(couponId)).toMatchObject({
      amount_off: "50000",
      duration: "repeating",
      duration_in_months: "3",
    });

    stripe.pay(sessionId);
    await deliver(stripe.events.checkoutCompleted(sessionId));
    const me = await own(token);
    expect(me.level).toBe("level5");
    expect(me.categoryNames.toSorted()).toEqual([alt, premium].toSorted());

    const subscriptionId = stripe.sessions.get(sessionId)?.subscription;
    const cancels = () =>
      stripe.requests.filter(
        (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.body.cancel_at_period_end === "true",
      );
    for (let period = 0; period < 4; period++) {
      expect(cancels()).toHaveLength(0);
      await deliverThriceOutOfOrder([
        stripe.events.invoicePaid(sessionId, { start: days(30 * period), end: days(30 * (period + 1)) }),
      ]);
    }
    expect(cancels()).toHaveLength(1);
    const [sub] = await subs(token);
    expect(sub).toMatchObject({ status: "active", periodsPaid: 4, renews: false });
    expect(sub?.endsAt).toBe(sub?.currentPeriodEnd);
  });
});

describe("sponsored slots", () => {
  it("sells a niche's last slot once: the second buyer is refused before paying; seats follow seniority", async () => {
    const niches = ((await (await fetch(`${base}/api/category_types`)).json()) as { data: { standard: string[] } }).data
      .standard;
    let niche = "";
    for (const name of niches) {
      if ((await availability(name)).freeSlots === 3) {
        niche = name;
        break;
      }
    }
    expect(niche).not.toBe("");
    const buy = { addOnLevel: "level6standard", featuredCategory: niche, fourMonthSubscription: true };
    const [a, b, c, d] = await Promise.all(["a", "b", "c", "d"].map((x) => newCoach(`slot-${x}`)));
    if (!a || !b || !c || !d) throw new Error("accounts missing");
    const ids = await Promise.all([a, b, c, d].map(async (t) => (await own(t))._id));

    const sessionA = await checkout(a, buy);
    const coupon = couponOf(sessionA);
    expect(stripe.coupons.get(coupon)).toMatchObject({ amount_off: "40000" });
    await paid(sessionA);
    const sessionB = await checkout(b, buy);
    await paid(sessionB);
    expect(await sponsorsIn(niche)).toEqual([ids[0], ids[1]]);
    expect(await availability(niche)).toMatchObject({ available: true, freeSlots: 1 });

    // C's open checkout holds the last slot: D is refused before any payment.
    const sessionC = await checkout(c, buy);
    expect(await availability(niche)).toMatchObject({ available: false, freeSlots: 0 });
    const refused = await post(base, "/api/subscription", buy, { headers: auth(d) });
    expect(refused).toEqual({ status: 409, body: { message: planMessages.nicheHeld(niche) } });
    expect(stripe.requests.filter((r) => r.body.client_reference_id === ids[3])).toHaveLength(0);

    // C's checkout expires: the hold is released and D buys the slot; now C is refused.
    await deliverThriceOutOfOrder([stripe.events.checkoutExpired(sessionC)]);
    const sessionD = await checkout(d, buy);
    expect(await post(base, "/api/subscription", buy, { headers: auth(c) })).toEqual({
      status: 409,
      body: { message: planMessages.nicheHeld(niche) },
    });
    await paid(sessionD);
    expect(await sponsorsIn(niche)).toEqual([ids[0], ids[1], ids[3]]);
    expect(await post(base, "/api/subscription", buy, { headers: auth(c) })).toEqual({
      status: 409,
      body: { message: planMessages.nicheFull(niche) },
    });
    expect(await own(d)).toMatchObject({ level: "level2", addOnLevel: "level6standard", featured: true });
    expect((await own(c)).addOnLevel).toBeNull();

    // A's subscription ends: its slot is freed and the others move up by seniority.
    await deliverThriceOutOfOrder([stripe.events.subscriptionDeleted(sessionA)]);
    expect(await own(a)).toMatchObject({ level: "level2", addOnLevel: null, featured: false });
    expect(await sponsorsIn(niche)).toEqual([ids[1], ids[3]]);
    expect(await availability(niche)).toMatchObject({ available: true, freeSlots: 1 });
  });

  it("four buyers at once for a niche's three free slots: exactly three checkouts open", async () => {
    const niches = ((await (await fetch(`${base}/api/category_types`)).json()) as { data: { premium: string[] } }).data
      .premium;
    let niche = "";
    for (const name of niches.toReversed()) {
      if ((await availability(name)).freeSlots === 3) {
        niche = name;
        break;
      }
    }
    expect(niche).not.toBe("");
    const buyers = await Promise.all(["w", "x", "y", "z"].map((x) => newCoach(`race-${x}`)));
    const buy = { addOnLevel: "level6premium", featuredCategory: niche, fourMonthSubscription: true };
    const answers = await Promise.all(buyers.map((t) => post(base, "/api/subscription", buy, { headers: auth(t) })));
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 200, 200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: planMessages.nicheHeld(niche) });
    expect(await availability(niche)).toMatchObject({ available: false, freeSlots: 0 });
  });

  it("refuses a niche of another tier and an unknown niche", async () => {
    const token = await newCoach("tier");
    const tiers = ((await (await fetch(`${base}/api/category_types`)).json()) as { data: { premium: string[] } }).data;
    const premium = tiers.premium[0] ?? "";
    const wrong = await post(
      base,
      "/api/subscription",
      { addOnLevel: "level6alt", featuredCategory: premium },
      { headers: auth(token) },
    );
    expect(wrong).toEqual({ status: 400, body: { message: planMessages.wrongTier(premium, "alternative") } });
    const missing = await fetch(`${base}/api/plans/checkNicheAvailbility/no-such-niche`);
    expect(missing.status).toBe(404);
  });
});

describe("POST /api/subscription refusals", () => {
  it("answers each refusal with its status and message", async () => {
    const token = await newCoach("refusals");
    const names = ((await (await fetch(`${base}/api/categories?format=plain`)).json()) as { data: string[] }).data;
    const cases: [unknown, number, string][] = [
      [{}, 400, planMessages.sendOne],
      [{ plan: "level9" }, 400, planMessages.unknownPlan],
      [{ plan: "level5", categories: names.slice(0, 4) }, 400, planMessages.tooManyNiches],
      [{ plan: "level5", categories: [] }, 400, planMessages.chooseNiches],
      [{ level: "level2" }, 409, planMessages.notAnUpgrade],
    ];
    for (const [body, status, message] of cases) {
      expect(await post(base, "/api/subscription", body, { headers: auth(token) }), JSON.stringify(body)).toEqual({
        status,
        body: { message },
      });
    }
    const sessionId = await checkout(token, { plan: "level4" });
    await paid(sessionId);
    expect(await post(base, "/api/subscription", { plan: "level3" }, { headers: auth(token) })).toEqual({
      status: 409,
      body: { message: planMessages.notAnUpgrade },
    });
    const anonymous = await post(base, "/api/subscription", { plan: "level3" });
    expect(anonymous.status).toBe(401);
  });
});

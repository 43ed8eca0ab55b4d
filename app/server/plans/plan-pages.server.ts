import { and, desc, eq, or, type Placeholder, sql } from "drizzle-orm";
import { z } from "zod";
import { planTexts } from "../../lib/messages/plans.ts";
import {
  insightsBenefit,
  isAddOnPlan,
  isPlanId,
  isUpgrade,
  levelOfPlan,
  type PlanId,
  type PlanInterval,
  type PlanKind,
} from "../../lib/plans.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import { config } from "../config.server.ts";
import { getDb } from "../db/database.server.ts";
import type { Db } from "../db/client.server.ts";
import { jsonArray, jsonRow } from "../db/json-rows.server.ts";
import { categories, subscriptions } from "../db/schema.ts";
import { logger } from "../logger.server.ts";
import { paymentProvider } from "../payments/provider.server.ts";
import { listPlans, nicheTiers } from "./plan-service.server.ts";

// What the plan screens show: /plans, /plansupgrade, /success, /fail and the plan on /profile.

export type PlanCard = {
  id: PlanId;
  name: string;
  kind: PlanKind;
  chargesCents: number;
  regularCents: number;
  interval: PlanInterval;
  description: string;
  features: string[];
  current: boolean;
  /** Offered as an upgrade (lower plans and the current one are not). */
  offered: boolean;
};

/** A plan's features with its insights line (decision 0076). */
function withInsights(plan: PlanId, features: string[]): string[] {
  const benefit = insightsBenefit(plan);
  return benefit ? [...features, planTexts.insightsBenefit[benefit]] : features;
}

export async function plansPage(profile: OwnProfile | null) {
  const level = profile?.level ?? "level1";
  const addOnLevel = profile?.addOnLevel ?? null;
  const [rows, niches] = await Promise.all([listPlans(), nicheTiers()]);
  const cards: PlanCard[] = rows.flatMap((p) =>
    isPlanId(p.id)
      ? [
          {
            id: p.id,
            name: p.name,
            kind: p.kind,
            chargesCents: p.chargesCents,
            regularCents: p.regularCents,
            interval: p.interval,
            description: p.description,
            features: withInsights(p.id, p.features),
            current: isAddOnPlan(p.id) ? p.id === addOnLevel : levelOfPlan(p.id) === level,
            offered: isAddOnPlan(p.id) ? !addOnLevel : isUpgrade(level, p.id),
          },
        ]
      : [],
  );
  return {
    cards,
    level,
    addOnLevel,
    niches,
    affiliateRate: config.AFFILIATE_RATE_PERCENT,
    level5AffiliateRate: config.AFFILIATE_LEVEL5_RATE_PERCENT,
  };
}

/**
 * /plansupgrade/{level}, signed in: the sales-funnel address for the level (configuration; the
 * own plans page by default) with e-mail, affiliateId, prev-level and add-on-prev-level.
 */
export function funnelAddress(level: string, viewer: { email: string; profile: OwnProfile | null }): string {
  const template = config.FUNNEL_URLS[level] ?? config.FUNNEL_URL_TEMPLATE;
  const url = new URL(template.replaceAll("{level}", encodeURIComponent(level)), config.baseUrl);
  url.searchParams.set("email", viewer.email);
  url.searchParams.set("affiliateId", viewer.profile?.affiliateId ?? "");
  url.searchParams.set("prev-level", viewer.profile?.level ?? "level1");
  url.searchParams.set("add-on-prev-level", viewer.profile?.addOnLevel ?? "0");
  // The site's own pages stay relative, so the browser stays on the address it used.
  return url.origin === new URL(config.baseUrl).origin && template.startsWith("/")
    ? `${url.pathname}${url.search}`
    : url.toString();
}

export type PlanSummary = {
  plan: string;
  level: string;
  status: string;
  featuredCategory: string | null;
  currentPeriodEnd: string | null;
  endsAt: string | null;
  renews: boolean;
  paymentFailed: boolean;
  /** Given by an administrator: nothing is billed. */
  complimentary: boolean;
};

const subscriptionRow = jsonRow({
  planId: subscriptions.planId,
  status: subscriptions.status,
  niche: categories.name,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  endsAt: subscriptions.endsAt,
  paymentFailedAt: subscriptions.paymentFailedAt,
  provider: subscriptions.provider,
  customer: subscriptions.providerCustomerId,
});

/**
 * A profile's active subscriptions, newest first, as one JSON array: /profile reads them in the
 * statement that reads the rest of its page.
 */
export const activeSubscriptionsJson = (db: Db, profileId: Placeholder) =>
  jsonArray(
    db
      .select({ row: subscriptionRow.column, startedAt: subscriptions.startedAt })
      .from(subscriptions)
      .leftJoin(categories, eq(categories.id, subscriptions.featuredCategoryId))
      .where(and(eq(subscriptions.profileId, profileId), eq(subscriptions.status, "active"))),
    sql`r.started_at desc`,
  );

/**
 * The plan shown on /profile, from activeSubscriptionsJson: the active standard plan and the
 * active add-on, with their dates.
 */
export function ownPlanSummary(json: Record<string, unknown>[]): {
  standard: PlanSummary | null;
  addOn: PlanSummary | null;
  billing: "portal" | "test" | "none";
} {
  const rows = json.map(subscriptionRow.read);
  const summary = (row: (typeof rows)[number] | undefined): PlanSummary | null =>
    row
      ? {
          plan: row.planId,
          level: isPlanId(row.planId) ? levelOfPlan(row.planId) : row.planId,
          status: row.status,
          featuredCategory: row.niche,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          endsAt: row.endsAt?.toISOString() ?? null,
          renews: !row.endsAt && row.provider !== "admin",
          paymentFailed: row.paymentFailedAt !== null,
          complimentary: row.provider === "admin",
        }
      : null;
  const standard = rows.find((r) => !isAddOnPlan(r.planId));
  const addOn = rows.find((r) => isAddOnPlan(r.planId));
  const billing = rows.some((r) => r.provider === "stripe" && r.customer)
    ? "portal"
    : rows.some((r) => r.provider === "test")
      ? "test"
      : "none";
  return { standard: summary(standard), addOn: summary(addOn), billing };
}

/** The provider's customer portal for the profile's newest paid subscription, or null. */
export async function billingPortal(profileId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.profileId, profileId), eq(subscriptions.provider, "stripe")))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row?.customer) return null;
  return paymentProvider().billingPortalUrl(row.customer, `${config.baseUrl}/profile`);
}

export type CheckoutOutcome = {
  state: "confirmed" | "pending" | "failed";
  test: boolean;
  plan: string | null;
};

const sessionIdParam = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/);

/**
 * /success: the session is confirmed on the server before the page says so: our subscription is
 * active (the webhook applied the payment), or the provider reports the session complete and paid.
 */
export async function checkoutOutcome(profileId: string, sessionId: string | null): Promise<CheckoutOutcome> {
  const id = sessionIdParam.safeParse(sessionId);
  if (!id.success) return { state: "failed", test: false, plan: null };
  const [row] = await getDb()
    .select({ status: subscriptions.status, provider: subscriptions.provider, plan: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.checkoutSessionId, id.data), eq(subscriptions.profileId, profileId)));
  if (!row) return { state: "failed", test: false, plan: null };
  const base = { test: row.provider === "test", plan: row.plan };
  if (row.status === "active") return { state: "confirmed", ...base };
  if (row.status !== "pending") return { state: "failed", ...base };
  const provider = paymentProvider();
  const state = await provider.checkoutState(id.data).catch((error: unknown) => {
    logger.warn({ err: error }, "could not read the checkout session");
    return null;
  });
  if (state?.status === "complete" && state.paid) return { state: "confirmed", ...base };
  if (state?.status === "expired") return { state: "failed", ...base };
  return { state: "pending", ...base };
}

/**
 * /fail (the provider's cancel address, or Decline): the buyer's open checkout is closed, so a
 * held sponsored slot is released now rather than when the session would have expired.
 */
export async function abandonCheckout(
  profileId: string,
  ref: { sessionId: string | null; subscriptionId: string | null },
): Promise<{ test: boolean }> {
  const session = sessionIdParam.safeParse(ref.sessionId);
  const subscription = z.uuid().safeParse(ref.subscriptionId);
  if (!session.success && !subscription.success) return { test: false };
  const [row] = await getDb()
    .select({
      status: subscriptions.status,
      session: subscriptions.checkoutSessionId,
      provider: subscriptions.provider,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.profileId, profileId),
        or(
          session.success ? eq(subscriptions.checkoutSessionId, session.data) : undefined,
          subscription.success ? eq(subscriptions.id, subscription.data) : undefined,
        ),
      ),
    );
  if (!row) return { test: false };
  if (row.status === "pending" && row.session) {
    await paymentProvider()
      .expireCheckout(row.session)
      .catch((error: unknown) => logger.warn({ err: error }, "could not close the checkout"));
  }
  return { test: row.provider === "test" };
}

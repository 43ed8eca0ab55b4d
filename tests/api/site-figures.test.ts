import { describe, expect, it } from "vitest";
import { siteFigureLabels as label, siteFiguresTexts as t } from "../../app/lib/messages/site-figures.ts";
import { PLANS } from "../../app/server/seed/plans.ts";
import { newAccount, post, sessionCookie } from "../support/accounts.ts";
import { unclaimedCoaches } from "../support/demo-coaches.ts";
import { useOwnServer } from "../support/own-server.ts";

// The site figures on /adminpanel count every sign-up, claim, review and payment: a server and a
// database of this file's own, so that nothing but this file's doings moves them.
const server = useOwnServer("site-figures", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "20" } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const PASSWORD = "figures-password-1";
let unique = 0;
const fresh = (who: string) => `${who}.${Date.now()}.${unique++}@figures-test.example`;
const unclaimedCoach = unclaimedCoaches(() => server.base, "life-coach");

async function page(path: string, cookie: string) {
  const response = await fetch(`${server.base}${path}`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
}

/** A form post to a page, as its buttons send it. */
async function submit(path: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${server.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: server.base },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .trim();

/** A table's column headers and rows, each cell's text, from where `marker` is on the page. */
function tableAt(html: string, marker: string): { columns: string[]; rows: string[][] } {
  const start = html.indexOf(marker);
  if (start < 0) throw new Error(`no ${marker} on the panel`);
  const table = html.slice(html.indexOf("<table", start), html.indexOf("</table>", start));
  const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => text(m[1] ?? ""));
  const [head = "", ...body] = table.split("<tr>").slice(1);
  return { columns: cells(head), rows: body.map(cells) };
}

/** A figure in this week's row of its chart's table; 0 when the chart has no such column (no plan took money). */
function thisWeek(html: string, chart: string, column: string): { week: string; value: string } {
  const { columns, rows } = tableAt(html, `id="figures-${chart}-h"`);
  const row = rows.at(-1) ?? [];
  const at = columns.indexOf(column);
  return { week: row[0] ?? "", value: at < 0 ? "0" : (row[at] ?? "") };
}

/** A figure's total over the weeks shown, from the totals table. */
function total(html: string, figure: string): string {
  const { rows } = tableAt(html, `id="site-figures"`);
  return rows.find((r) => r[0] === figure)?.[1] ?? "0";
}

const cents = (dollars: string) => Math.round(Number(dollars.replace(/[$,]/g, "")) * 100);

/** What the panel says of this week, and the weeks' totals, figure by figure. */
function figures(html: string, plan: string) {
  const count = (chart: string, name: string) => {
    const { week, value } = thisWeek(html, chart, name);
    return { week, n: Number(value), total: Number(total(html, name)) };
  };
  const revenue = thisWeek(html, "revenue", plan);
  return {
    signUps: count("signUps", label.signUps),
    claimsFiled: count("claimsFiled", label.claimsFiled),
    claimsApproved: count("claimsApproved", label.claimsApproved),
    reviews: count("reviews", label.reviews),
    paidPlans: count("paidPlans", label.paidPlans),
    revenue: {
      week: revenue.week,
      cents: cents(revenue.value),
      plan: cents(total(html, t.planRevenue(plan))),
      all: cents(total(html, label.revenue)),
    },
  };
}

/** The id of the claimant's pending claim: its row on the panel starts with the claimant's address. */
function claimIdOf(html: string, claimant: string): string {
  const id = /name="claimId" value="([0-9a-f-]{36})"/.exec(html.slice(html.indexOf(claimant)))?.[1];
  if (!html.includes(claimant) || !id) throw new Error(`no pending claim by ${claimant} on the panel`);
  return id;
}

/** A new account that reviews the demo coach, turns coach and buys `planId` through the test checkout. */
async function reviewAndBuy(planId: string) {
  const email = fresh("buyer");
  const token = await newAccount(server.base, server.sink, { email, password: PASSWORD, name: "Figure Buyer" });
  const coach = await post(server.base, "/api/signin", { email: "coach@example.com", password: "demo-password" });
  const coachProfile = await fetch(`${server.base}/api/profile`, { headers: auth(coach.body.data.token) });
  const coachId = ((await coachProfile.json()) as { data: { _id: string } }).data._id;
  const review = { userId: coachId, rating: 5, comment: "Clear goals, kind and honest.", badges: [], agreement: true };
  expect((await post(server.base, "/api/comment", review, { headers: auth(token) })).status).toBe(201);

  expect((await post(server.base, "/api/subscription", { level: "level2" }, { headers: auth(token) })).status).toBe(
    200,
  );
  const opened = await post(server.base, "/api/subscription", { plan: planId }, { headers: auth(token) });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const sessionId = new URL(String(opened.body.checkoutUrl)).searchParams.get("session_id") ?? "";
  const paid = await submit("/checkout", await sessionCookie(server.base, email, PASSWORD), {
    intent: "pay",
    sessionId,
  });
  expect(paid.status).toBe(302);
}

/** A new account that claims a demo coach under another address; the admin approves the claim. */
async function claimApproved(adminCookie: string) {
  const email = fresh("claimant");
  const token = await newAccount(server.base, server.sink, { email, password: PASSWORD });
  const coach = await unclaimedCoach();
  const claim = await post(server.base, `/api/user/mapping/${coach._id}`, {}, { headers: auth(token) });
  expect(claim.body.data?.status).toBe("pending");
  const { html } = await page("/adminpanel", adminCookie);
  const approved = await submit("/adminpanel", adminCookie, { intent: "approve", claimId: claimIdOf(html, email) });
  expect(approved.status).toBe(200);
}

describe("site figures on /adminpanel", () => {
  it("counts this week's sign-ups, claims, reviews, paid plans and revenue as they happen", async () => {
    const plan = PLANS.find((p) => p.id === "level3");
    if (!plan) throw new Error("no level3 plan");
    const admin = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const opened = await page("/adminpanel", admin);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(`<h2 id="site-figures"`);
    const before = figures(opened.html, plan.name);
    expect(before.signUps.week).toMatch(/^Week of [A-Z][a-z]{2} \d{1,2} \(so far\)$/);

    await reviewAndBuy(plan.id);
    await claimApproved(admin);

    const after = figures((await page("/adminpanel", admin)).html, plan.name);
    // Both reads are of one week (a run across Monday 00:00 UTC would move the figures to the next).
    expect(after.signUps.week).toBe(before.signUps.week);
    const plus = (figure: { n: number; total: number }, by: number) => ({
      ...figure,
      n: figure.n + by,
      total: figure.total + by,
    });
    expect(after.signUps).toEqual(plus(before.signUps, 2));
    expect(after.reviews).toEqual(plus(before.reviews, 1));
    expect(after.paidPlans).toEqual(plus(before.paidPlans, 1));
    expect(after.claimsFiled).toEqual(plus(before.claimsFiled, 1));
    expect(after.claimsApproved).toEqual(plus(before.claimsApproved, 1));
    expect(after.revenue).toEqual({
      week: before.revenue.week,
      cents: before.revenue.cents + plan.chargesCents,
      plan: before.revenue.plan + plan.chargesCents,
      all: before.revenue.all + plan.chargesCents,
    });
  });

  it("draws each figure as an image with its table, and no script of its own", async () => {
    const admin = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const { html } = await page("/adminpanel", admin);
    // The figures come after the moderation queue, before the action log.
    const section = html.slice(
      html.indexOf(`<section aria-labelledby="site-figures"`),
      html.indexOf(`<section aria-labelledby="admin-actions"`),
    );
    const charts = [...section.matchAll(/<svg role="img" aria-labelledby="(figures-[a-zA-Z]+)-t"/g)].map((m) => m[1]);
    expect(charts).toEqual([
      "figures-signUps",
      "figures-claimsFiled",
      "figures-claimsApproved",
      "figures-reviews",
      "figures-paidPlans",
      "figures-revenue",
    ]);
    for (const chart of charts) expect(tableAt(section, `id="${chart}-h"`).rows).toHaveLength(12);
    expect(section).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it("is for admins only: anyone else gets 403", async () => {
    const user = await sessionCookie(server.base, "user@example.com", "demo-password");
    const refused = await page("/adminpanel", user);
    expect(refused.status).toBe(403);
    expect(refused.html).not.toContain(t.title);
  });
});

import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { newAccount, post } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";

// Every REST route (app/routes.ts under /api) called as each role, with the status each must get.
// A route added to the table without a row here fails the first test. Calls that change data act
// on throwaway profiles and accounts, on a server and database of this file's own.
const server = useOwnServer("authorization-matrix", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "100" } });

const ROLES = ["anonymous", "user", "owner", "otherCoach", "admin"] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;

/** What a call needs: ids of demo data and fresh throwaway things, made on demand. */
type World = {
  /** The profile owned by "owner" (coach@example.com's level 3 profile). */
  ownedProfile: string;
  level5Coach: string;
  /** An unclaimed demo coach nobody else touches. */
  freshCoach: () => Promise<string>;
  /** A review of the owned profile by a new account: the owner may delete it. */
  freshReview: () => Promise<string>;
  /** Such a review with the owner's reply. */
  freshRepliedReview: () => Promise<string>;
  /** Such a review that its author reported (an open flag). */
  freshFlaggedReview: () => Promise<string>;
  /** Such a review that an admin removed and its author appealed. */
  freshAppealedReview: () => Promise<string>;
  /** A review by the "user" role of an unclaimed demo coach, removed by an admin: "user" may appeal. */
  freshRemovalOfUsersReview: () => Promise<string>;
  freshAccount: () => Promise<{ email: string; token: string }>;
};

type Row = {
  route: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: (w: World) => Promise<string> | string;
  body?: (w: World) => Promise<unknown> | unknown;
  expect: Statuses;
};

const all = (status: number): Statuses => ({
  anonymous: status,
  user: status,
  owner: status,
  otherCoach: status,
  admin: status,
});
const signedIn = (status: number): Statuses => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Statuses => ({
  anonymous: 401,
  user: 403,
  owner: 403,
  otherCoach: 403,
  admin: status,
});
let unique = 0;
const fresh = (label: string) => `${label}.${Date.now()}.${unique++}@matrix.example`;
/** One shown review for every role's decision on it (the decision never changes it). */
let shownReview: Promise<string> | undefined;

const ROWS: Row[] = [
  { route: "api/auth/*", method: "GET", path: () => "/api/auth/get-session", expect: all(200) },
  {
    route: "api/signup",
    method: "PUT",
    path: () => "/api/signup",
    body: () => ({ email: fresh("signup"), password: "matrix-password-1" }),
    expect: all(201),
  },
  {
    route: "api/confirmuser",
    method: "POST",
    path: () => "/api/confirmuser",
    body: () => ({ email: fresh("confirm"), code: "000000" }),
    expect: all(400),
  },
  {
    route: "api/signin",
    method: "POST",
    path: () => "/api/signin",
    body: () => ({ email: "reviewer3@users.example", password: "demo-password" }),
    expect: all(200),
  },
  { route: "api/profile", method: "GET", path: () => "/api/profile", expect: signedIn(200) },
  {
    route: "api/profile",
    method: "PUT",
    path: () => "/api/profile",
    body: () => ({ affiliateId: "matrix" }),
    expect: signedIn(200),
  },
  { route: "api/category_types", method: "GET", path: () => "/api/category_types", expect: all(200) },
  { route: "api/categories", method: "GET", path: () => "/api/categories", expect: all(200) },
  { route: "api/user/search/:keyword", method: "GET", path: () => "/api/user/search/life", expect: all(200) },
  {
    route: "api/user/category/:category",
    method: "GET",
    path: () => "/api/user/category/life-coach",
    expect: all(200),
  },
  {
    route: "api/user/featured-category/:category",
    method: "GET",
    path: () => "/api/user/featured-category/life-coach",
    expect: all(200),
  },
  {
    route: "api/user/mapping/:id",
    method: "POST",
    path: async (w) => `/api/user/mapping/${await w.freshCoach()}`,
    body: () => ({}),
    // A user and a coach without a listed profile may claim (pending: the e-mail differs); an
    // account that holds a coach profile, and an admin's, may not.
    expect: { anonymous: 401, user: 202, owner: 409, otherCoach: 202, admin: 409 },
  },
  { route: "api/user/:id", method: "GET", path: (w) => `/api/user/${w.ownedProfile}`, expect: all(200) },
  {
    route: "api/user/:id",
    method: "DELETE",
    path: async (w) => `/api/user/${await w.freshCoach()}`,
    expect: adminOnly(200),
  },
  {
    route: "api/comment",
    method: "POST",
    path: () => "/api/comment",
    body: (w) => ({ userId: w.ownedProfile, rating: 4, comment: "Helpful sessions.", badges: [], agreement: true }),
    // Nobody rates their own profile.
    expect: { anonymous: 401, user: 201, owner: 403, otherCoach: 201, admin: 201 },
  },
  { route: "api/comment/:id", method: "GET", path: (w) => `/api/comment/${w.ownedProfile}`, expect: all(200) },
  {
    route: "api/comment/:id",
    method: "DELETE",
    path: async (w) => `/api/comment/${await w.freshReview()}`,
    body: () => ({ reason: "not-a-client" }),
    // The author, the rated profile's owner from level 3, and an admin (these two with a reason).
    expect: { anonymous: 401, user: 403, owner: 200, otherCoach: 403, admin: 200 },
  },
  {
    route: "api/comment/:id",
    method: "DELETE",
    path: async (w) => `/api/comment/${await w.freshReview()}`,
    // A removal without a reason is refused; who may not remove at all learns that first.
    expect: { anonymous: 401, user: 403, owner: 400, otherCoach: 403, admin: 400 },
  },
  {
    route: "api/comment/:id/reply",
    method: "POST",
    path: async (w) => `/api/comment/${await w.freshReview()}/reply`,
    body: () => ({ text: "Thank you for the kind words." }),
    // Only the owner of the reviewed profile replies; an admin does not write for a coach.
    expect: { anonymous: 401, user: 403, owner: 201, otherCoach: 403, admin: 403 },
  },
  {
    route: "api/comment/:id/reply",
    method: "PUT",
    path: async (w) => `/api/comment/${await w.freshRepliedReview()}/reply`,
    body: () => ({ text: "Thank you, and see you soon." }),
    expect: { anonymous: 401, user: 403, owner: 200, otherCoach: 403, admin: 403 },
  },
  {
    route: "api/comment/:id/reply",
    method: "DELETE",
    path: async (w) => `/api/comment/${await w.freshRepliedReview()}/reply`,
    // The owner, and an admin.
    expect: { anonymous: 401, user: 403, owner: 200, otherCoach: 403, admin: 200 },
  },
  {
    route: "api/comment/:id/flag",
    method: "POST",
    path: async (w) => `/api/comment/${await w.freshReview()}/flag`,
    body: () => ({ reason: "fake" }),
    // Any signed-in account, the coach's owner included.
    expect: signedIn(201),
  },
  {
    route: "api/comment/:id/appeal",
    method: "POST",
    path: async (w) => `/api/comment/${await w.freshRemovalOfUsersReview()}/appeal`,
    body: () => ({ text: "My review was honest." }),
    // Only the author of the removed review.
    expect: { anonymous: 401, user: 201, owner: 403, otherCoach: 403, admin: 403 },
  },
  {
    route: "api/user/:id/moderation",
    method: "GET",
    path: (w) => `/api/user/${w.ownedProfile}/moderation`,
    expect: all(200),
  },
  // A reviewer's history: any profile's, for signed-in callers only.
  {
    route: "api/user/:id/reviews",
    method: "GET",
    path: (w) => `/api/user/${w.ownedProfile}/reviews`,
    expect: signedIn(200),
  },
  { route: "api/admin/flags", method: "GET", path: () => "/api/admin/flags", expect: adminOnly(200) },
  {
    route: "api/admin/flags/:id/decision",
    method: "POST",
    path: async (w) => `/api/admin/flags/${await w.freshFlaggedReview()}/decision`,
    body: () => ({ decision: "keep" }),
    expect: adminOnly(200),
  },
  { route: "api/admin/appeals", method: "GET", path: () => "/api/admin/appeals", expect: adminOnly(200) },
  {
    route: "api/admin/appeals/:id/decision",
    method: "POST",
    path: async (w) => `/api/admin/appeals/${await w.freshAppealedReview()}/decision`,
    body: () => ({ decision: "uphold" }),
    expect: adminOnly(200),
  },
  { route: "api/admin/held-reviews", method: "GET", path: () => "/api/admin/held-reviews", expect: adminOnly(200) },
  {
    route: "api/admin/held-reviews/decision",
    method: "POST",
    path: () => "/api/admin/held-reviews/decision",
    body: async (w) => {
      shownReview ??= w.freshReview();
      return { ids: [await shownReview], decision: "approve" };
    },
    // The review-bomb guard is off on test servers, so the review is shown, not held: only an
    // admin gets that far (409); tests/api/review-bursts.test.ts decides on held ones.
    expect: adminOnly(409),
  },
  { route: "api/comments/mine", method: "GET", path: () => "/api/comments/mine", expect: signedIn(200) },
  // Review invitations: the owner of a claimed coach profile only. The other coach chose the
  // coach account type but claimed no profile; the admin's profile is no coach's.
  {
    route: "api/invitations",
    method: "GET",
    path: () => "/api/invitations",
    expect: { anonymous: 401, user: 403, owner: 200, otherCoach: 403, admin: 403 },
  },
  {
    route: "api/invitations",
    method: "POST",
    path: () => "/api/invitations",
    body: () => ({ emails: [fresh("invitee")] }),
    expect: { anonymous: 401, user: 403, owner: 201, otherCoach: 403, admin: 403 },
  },
  // Insights (decision 0076): the owner of a claimed coach profile (level 2 gets a part), and an
  // admin who names the coach; the other coach claimed nothing, the user is no coach.
  {
    route: "api/profile/insights",
    method: "GET",
    path: () => "/api/profile/insights?days=30",
    expect: { anonymous: 401, user: 403, owner: 200, otherCoach: 403, admin: 400 },
  },
  {
    route: "api/profile/insights",
    method: "GET",
    path: (w) => `/api/profile/insights?days=90&id=${w.ownedProfile}`,
    expect: { anonymous: 401, user: 403, owner: 200, otherCoach: 403, admin: 200 },
  },
  {
    route: "api/email",
    method: "POST",
    path: () => "/api/email",
    body: (w) => ({ userId: w.level5Coach, text: "A question about coaching." }),
    expect: signedIn(200),
  },
  {
    route: "api/contact",
    method: "POST",
    path: () => "/api/contact",
    body: () => ({ from: fresh("contact"), text: "A question for the site." }),
    expect: all(200),
  },
  // Coach insights' counting call (decision 0076): public, the same answer whoever calls (the
  // owner's and an admin's count nothing, tests/api/insights-counting.test.ts).
  {
    route: "api/insights/events",
    method: "POST",
    path: () => "/api/insights/events",
    body: (w) => ({ views: [w.ownedProfile], impressions: { search: [w.level5Coach] } }),
    expect: all(204),
  },
  // The weekly digest's one-click unsubscribe (decision 0077): the signed link is the permission,
  // so a link without its signature is refused alike for everyone (tests/api/weekly-digest.test.ts).
  {
    route: "api/weekly-digest/stop",
    method: "POST",
    path: (w) => `/api/weekly-digest/stop?coach=${w.ownedProfile}&sig=not-its-signature`,
    expect: all(404),
  },
  {
    route: "api/admin/profile",
    method: "PUT",
    path: () => "/api/admin/profile",
    body: async (w) => ({ _id: await w.freshCoach(), aboutMe: "Edited by the matrix test." }),
    expect: adminOnly(200),
  },
  {
    route: "api/admin/linkprofile",
    method: "POST",
    path: () => "/api/admin/linkprofile",
    body: async (w) => ({ profileToClaimId: await w.freshCoach(), email: (await w.freshAccount()).email }),
    expect: adminOnly(200),
  },
  {
    route: "api/admin/userlevel",
    method: "PUT",
    path: () => "/api/admin/userlevel",
    body: async (w) => ({
      userId: await w.freshCoach(),
      level: "level4",
      addOnLevel: "0",
      fourMonthSubscription: false,
    }),
    expect: adminOnly(200),
  },
  {
    route: "api/admin/bannerpreference",
    method: "GET",
    path: () => "/api/admin/bannerpreference",
    expect: adminOnly(200),
  },
  {
    route: "api/admin/bannerpreference",
    method: "PUT",
    path: () => "/api/admin/bannerpreference",
    body: () => ({ isGoogleBanner: false }),
    expect: adminOnly(200),
  },
  { route: "api/admin/houseads", method: "GET", path: () => "/api/admin/houseads", expect: adminOnly(200) },
  { route: "api/subscription", method: "GET", path: () => "/api/subscription", expect: signedIn(200) },
  {
    route: "api/subscription",
    method: "POST",
    path: () => "/api/subscription",
    body: () => ({ plan: "level4" }),
    // Anyone below level 4 opens a checkout; an admin has every feature already.
    expect: { anonymous: 401, user: 200, owner: 200, otherCoach: 200, admin: 409 },
  },
  {
    route: "api/plans/checkNicheAvailbility/:name",
    method: "GET",
    path: () => "/api/plans/checkNicheAvailbility/life-coach",
    expect: all(200),
  },
  {
    route: "api/payments/webhook",
    method: "POST",
    path: () => "/api/payments/webhook",
    body: () => ({ id: "evt_unsigned", type: "invoice.paid", data: { object: {} } }),
    // Only the provider's signature counts: no role gets past a missing one.
    expect: all(400),
  },
  {
    route: "api/notes",
    method: "PUT",
    path: () => "/api/notes",
    body: (w) => ({ userId: w.ownedProfile, notes: "Seen by admins only." }),
    expect: adminOnly(200),
  },
  { route: "api/notes/:id", method: "GET", path: (w) => `/api/notes/${w.ownedProfile}`, expect: adminOnly(200) },
  { route: "api/openapi.json", method: "GET", path: () => "/api/openapi.json", expect: all(200) },
  { route: "api/docs", method: "GET", path: () => "/api/docs", expect: all(200) },
  { route: "api/*", method: "GET", path: () => "/api/no-such-thing", expect: all(404) },
];

const apiRoutes = routes.map((r) => r.path ?? "").filter((p) => p.startsWith("api/"));

describe("authorization matrix: every /api route as every role", () => {
  it("has a row for every route of app/routes.ts under /api, and no row for a route that is gone", () => {
    const covered = new Set(ROWS.map((r) => r.route));
    expect(apiRoutes.filter((p) => !covered.has(p))).toEqual([]);
    expect([...covered].filter((p) => !apiRoutes.includes(p))).toEqual([]);
  });

  it(`answers each of ${ROWS.length} calls x ${ROLES.length} roles with the status the table says`, async () => {
    const tokens = await roleTokens();
    const world = await makeWorld(tokens);
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const row of ROWS) {
      for (const role of ROLES) {
        const path = await row.path(world);
        const body = row.body ? await row.body(world) : undefined;
        const token = tokens[role];
        const response = await fetch(`${server.base}${path}`, {
          method: row.method,
          headers: {
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const cell = `${row.method} ${row.route} as ${role}`;
        seen.push(`${cell}: ${response.status}`);
        wanted.push(`${cell}: ${row.expect[role]}`);
      }
    }
    // One comparison, so a failure lists every cell that differs.
    expect(seen).toEqual(wanted);
    // 230 calls in turn, with new accounts made first: about 40 s alone, more beside other files.
  }, 180_000);
});

/** A bearer token per role (none for anonymous); the user and the other coach are new accounts. */
async function roleTokens(): Promise<Record<Role, string | null>> {
  const signIn = async (email: string) => {
    const answer = await post(server.base, "/api/signin", { email, password: "demo-password" });
    if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
    return answer.body.data.token as string;
  };
  const user = await newAccount(server.base, server.sink, { email: fresh("user"), password: "matrix-password-1" });
  const otherCoach = await newAccount(server.base, server.sink, {
    email: fresh("coach"),
    password: "matrix-password-1",
  });
  const asCoach = await post(
    server.base,
    "/api/profile",
    { accountType: "coach" },
    { method: "PUT", headers: { Authorization: `Bearer ${otherCoach}` } },
  );
  if (asCoach.status !== 200) throw new Error(`choosing the coach account type: ${asCoach.status}`);
  return {
    anonymous: null,
    user,
    owner: await signIn("coach@example.com"),
    otherCoach,
    admin: await signIn("admin@example.com"),
  };
}

async function makeWorld(tokens: Record<Role, string | null>): Promise<World> {
  const base = server.base;
  const as = (token: string | null) => ({ headers: { Authorization: `Bearer ${token}` } });
  /** A call that must succeed while the world is made. */
  const must = async (what: string, method: string, path: string, body: unknown, token: string | null) => {
    const answer = await post(base, path, body, { method, ...as(token) });
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.body?.message}`);
    return answer.body;
  };
  const get = async <T>(path: string, token?: string) => {
    const response = await fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return ((await response.json()) as { data: T }).data;
  };
  const coach = await post(base, "/api/signin", { email: "coach@example.com", password: "demo-password" });
  const ownedProfile = (await get<{ _id: string }>("/api/profile", coach.body.data.token))._id;
  const cards = await get<{ _id: string; level: string }[]>("/api/user/search/coach?size=50");
  const level5Coach = cards.find((c) => c.level === "level5")?._id;
  if (!level5Coach) throw new Error("no level5 demo coach");
  const pool: string[] = [];
  for (const niche of ["business-coach", "health-coach", "fitness-trainer"]) {
    for (const card of await get<{ _id: string }[]>(`/api/user/category/${niche}?size=50`)) {
      const profile = await get<{ isClaimed: boolean }>(`/api/user/${card._id}`);
      if (!profile.isClaimed && card._id !== level5Coach) pool.push(card._id);
    }
  }
  const freshAccount = async () => {
    const email = fresh("account");
    return { email, token: await newAccount(base, server.sink, { email, password: "matrix-password-1" }) };
  };
  const freshCoach = async () => {
    const id = pool.shift();
    if (!id) throw new Error("no unclaimed demo coach left");
    return id;
  };
  const review = async (coachId: string, token: string | null) =>
    (
      await must(
        "posting a review",
        "POST",
        "/api/comment",
        { userId: coachId, rating: 3, comment: "An honest review.", badges: [], agreement: true },
        token,
      )
    ).data._id as string;
  const reviewByNewAccount = async () => {
    const author = await freshAccount();
    return { id: await review(ownedProfile, author.token), author: author.token };
  };
  const removeAsAdmin = (id: string) =>
    must("removing a review", "DELETE", `/api/comment/${id}`, { reason: "spam" }, tokens.admin);
  return {
    ownedProfile,
    level5Coach,
    freshCoach,
    freshReview: async () => (await reviewByNewAccount()).id,
    freshRepliedReview: async () => {
      const { id } = await reviewByNewAccount();
      await must("replying", "POST", `/api/comment/${id}/reply`, { text: "Thank you!" }, tokens.owner);
      return id;
    },
    freshFlaggedReview: async () => {
      const { id, author } = await reviewByNewAccount();
      await must("reporting", "POST", `/api/comment/${id}/flag`, { reason: "other", details: "A test." }, author);
      return id;
    },
    freshAppealedReview: async () => {
      const { id, author } = await reviewByNewAccount();
      await removeAsAdmin(id);
      await must("appealing", "POST", `/api/comment/${id}/appeal`, { text: "It was honest." }, author);
      return id;
    },
    freshRemovalOfUsersReview: async () => {
      const id = await review(await freshCoach(), tokens.user);
      await removeAsAdmin(id);
      return id;
    },
    freshAccount,
  };
}

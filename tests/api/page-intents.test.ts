import { beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { post, sessionCookie } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";

// Every page action dispatches on its form's `intent` (app/lib/form-intents.ts): an unknown or
// missing intent answers 400 and changes nothing. Each case sends a form that would otherwise do
// something (the fields of one of the page's real intents), then reads back what it could have
// changed. Before the dispatch, a missing intent restored a profile, saved a profile, posted a
// review or declined a checkout.
const server = useOwnServer("page-intents", { isolated: true });
const PASSWORD = "demo-password";

type Person = { cookie: string; bearer: string };
const nobody = { cookie: "", bearer: "" };
const people: Record<"user" | "coach" | "freeCoach" | "admin", Person> = {
  user: nobody,
  coach: nobody,
  freeCoach: nobody,
  admin: nobody,
};
let coach = { id: "", path: "" };
let deletedId = "";
let checkoutId = "";

/** A step of the set-up that must hold, or the file fails before its tests. */
function must(holds: boolean, what: string): void {
  if (!holds) throw new Error(`Set-up failed: ${what}`);
}

async function signIn(email: string): Promise<Person> {
  const signin = await post(server.base, "/api/signin", { email, password: PASSWORD });
  must(signin.status === 200, `signing in ${email}`);
  return { cookie: await sessionCookie(server.base, email, PASSWORD), bearer: signin.body.data.token as string };
}

const api = async (path: string, person?: Person) => {
  const response = await fetch(`${server.base}${path}`, {
    headers: person ? { Authorization: `Bearer ${person.bearer}` } : {},
  });
  return { status: response.status, body: await response.text() };
};

/** Posts the form as a browser would, with the intent given (or none). */
async function postForm(path: string, fields: Record<string, string>, person?: Person) {
  const response = await fetch(`${server.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.base,
      ...(person ? { Cookie: person.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text(), cookies: response.headers.getSetCookie() };
}

beforeAll(async () => {
  people.user = await signIn("user@example.com");
  people.coach = await signIn("coach@example.com");
  people.admin = await signIn("admin@example.com");
  people.freeCoach = await signIn("coach2@example.com");
  const search = JSON.parse((await api("/api/user/search/coach?size=2")).body) as {
    data: { _id: string; fullName: string }[];
  };
  const [first, second] = search.data;
  if (!first || !second) throw new Error("The demo data has no coaches");
  coach = { id: first._id, path: `/coach/${encodeURIComponent(first.fullName.replace(/ /g, "_"))}/${first._id}` };
  // A deleted profile, which the admin panel's restore form names.
  deletedId = second._id;
  const removed = await fetch(`${server.base}/coach/${deletedId}/edit`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: people.admin.cookie },
    body: "intent=delete",
  });
  must(removed.status === 200, "the admin deleting a profile");
  must((await api(`/api/user/${deletedId}`)).status === 404, "the deleted profile is gone");
  // An open test checkout of a level 2 coach's, which the checkout page pays or declines.
  const subscription = await post(
    server.base,
    "/api/subscription",
    { plan: "level3" },
    { headers: { Authorization: `Bearer ${people.freeCoach.bearer}` } },
  );
  must(subscription.status === 200, `a level 3 request: ${subscription.status} ${JSON.stringify(subscription.body)}`);
  checkoutId = new URL(subscription.body.checkoutUrl as string, server.base).searchParams.get("session_id") ?? "";
  must(checkoutId !== "", "a test checkout to pay or decline");
});

type Case = {
  name: string;
  path: () => string;
  person?: keyof typeof people;
  /** The fields of one of the page's real intents, which must not be acted on. */
  fields: () => Record<string, string>;
  /** What the form could have changed, read before and after. */
  state: () => Promise<unknown>;
};

const ownProfile = (who: keyof typeof people) => () => api("/api/profile", people[who]);
const mails = () => Promise.resolve(server.sink.messages.length);

const CASES: Case[] = [
  {
    name: "the admin panel (the restore form)",
    path: () => "/adminpanel",
    person: "admin",
    fields: () => ({ profileId: deletedId }),
    state: () => api(`/api/user/${deletedId}`),
  },
  {
    name: "the admin's profile editor (the profile form)",
    path: () => `/coach/${coach.id}/edit`,
    person: "admin",
    fields: () => ({ firstName: "Changed", lastName: "Name", notes: "changed", level: "level4" }),
    state: () => api(`/api/user/${coach.id}`),
  },
  {
    name: "the coach page (the rate form)",
    path: () => coach.path,
    person: "user",
    fields: () => ({ rating: "4", comment: "Helpful and clear.", agreement: "true" }),
    state: () => api(`/api/comment/${coach.id}?size=50`),
  },
  {
    name: "the appeal page (the appeal form)",
    path: () => "/reviews/00000000-0000-4000-8000-000000000000/appeal",
    person: "user",
    fields: () => ({ text: "Please restore it." }),
    state: mails,
  },
  {
    name: "the profile form (the profile)",
    path: () => "/profileForm",
    person: "coach",
    fields: () => ({ firstName: "Changed", lastName: "Name" }),
    state: ownProfile("coach"),
  },
  {
    name: "the sign-in page",
    path: () => "/signin",
    fields: () => ({ email: "user@example.com", password: PASSWORD }),
    state: mails,
  },
  {
    name: "the sign-up page",
    path: () => "/signup",
    fields: () => ({ email: "intent-probe@example.org", password: "a-long-password" }),
    state: mails,
  },
  { name: "the verify page", path: () => "/verify", fields: () => ({ email: "user@example.com" }), state: mails },
  { name: "the thanks page", path: () => "/thanks", fields: () => ({ email: "user@example.com" }), state: mails },
  {
    name: "the verify-email page",
    path: () => "/verifyemail",
    person: "user",
    fields: () => ({ email: "user@example.com" }),
    state: mails,
  },
  {
    name: "the account-type page",
    path: () => "/account-type",
    person: "user",
    fields: () => ({ accountType: "coach" }),
    state: ownProfile("user"),
  },
  {
    name: "the subscription page (level 2, granted at once)",
    path: () => "/subscription/level2",
    person: "user",
    fields: () => ({}),
    state: ownProfile("user"),
  },
  {
    name: "the test checkout (declined without an intent before)",
    path: () => "/checkout",
    person: "freeCoach",
    fields: () => ({ sessionId: checkoutId }),
    state: async () => {
      const page = await fetch(`${server.base}/checkout?session_id=${checkoutId}`, {
        headers: { Cookie: people.freeCoach.cookie },
      });
      const html = await page.text();
      return { status: page.status, open: html.includes(`name="intent" value="pay"`) };
    },
  },
];

describe("a page action's unknown or missing intent", () => {
  for (const action of CASES) {
    it(`answers 400 and changes nothing on ${action.name}`, async () => {
      const person = action.person ? people[action.person] : undefined;
      const before = await action.state();
      for (const intent of ["nonsense", undefined]) {
        const fields = intent === undefined ? action.fields() : { intent, ...action.fields() };
        const answer = await postForm(action.path(), fields, person);
        expect(answer.status, `intent ${intent ?? "(none)"}`).toBe(400);
        expect(answer.text).toContain(apiErrors.unknownIntent);
        expect(answer.cookies.filter((c) => c.includes("session_token"))).toEqual([]);
      }
      expect(await action.state()).toEqual(before);
    });
  }
});

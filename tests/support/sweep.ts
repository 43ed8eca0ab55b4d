import { afterAll, beforeAll } from "vitest";
import { post } from "./accounts.ts";
import { type OwnServer, useOwnServer } from "./own-server.ts";

// What the bad-input sweeps share (tests/api/bad-input-sweep.test.ts over the API,
// tests/api/bad-form-sweep.test.ts over the page actions; apart so they run side by side): a
// server and database of their own (the sweeps write: notes, profiles), with TRUST_PROXY so each
// request may speak as its own address and per-address limits stay out of the way; four
// identities; and a sender that records every 5xx or missing answer.

export type Identity = { name: string; bearer?: string; cookie?: string };
export type Sent = { method: string; path: string; identity: Identity; contentType?: string; body?: string };
export type Answer = { status: number; text: string };

export type Sweep = {
  server: OwnServer;
  /** Anonymous, then user, coach and admin once signed in. */
  identities: Identity[];
  /** coachId: the demo coach's own profile; reviewedCoachId and coachPath: a public coach with reviews. */
  state: { coachId: string; coachPath: string; reviewedCoachId: string };
  failures: string[];
  send: (sent: Sent) => Promise<Answer>;
  sendAll: (batch: Sent[]) => Promise<void>;
  who: (name: string) => Identity;
};

export function useSweep(label: string): Sweep {
  const server = useOwnServer(label, {
    isolated: true,
    env: { TRUST_PROXY: "loopback", RATE_LIMIT_IP_FACTOR: "1000" },
  });
  const identities: Identity[] = [{ name: "anonymous" }];
  const state = { coachId: "", coachPath: "", reviewedCoachId: "" };
  const failures: string[] = [];
  const counted = { requests: 0, clients: 0 };
  const newClient = () => {
    counted.clients += 1;
    const n = counted.clients;
    return `198.19.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };

  async function send({ method, path, identity, contentType, body }: Sent): Promise<Answer> {
    const headers: Record<string, string> = { Origin: server.base, "X-Forwarded-For": newClient() };
    if (contentType) headers["Content-Type"] = contentType;
    // The API as an API client (a bearer token), pages as a browser (the session cookie).
    if (path.startsWith("/api/") && identity.bearer) headers.Authorization = `Bearer ${identity.bearer}`;
    if (!path.startsWith("/api/") && identity.cookie) headers.Cookie = identity.cookie;
    counted.requests += 1;
    const shown = body?.slice(0, 80) ?? "";
    const response = await fetch(`${server.base}${path}`, { method, headers, body, redirect: "manual" }).catch(
      (error: unknown) => {
        failures.push(`no answer (${String(error)}) to ${method} ${path.slice(0, 120)} as ${identity.name} ${shown}`);
        return null;
      },
    );
    if (!response) return { status: 0, text: "" };
    const text = await response.text();
    if (response.status >= 500) {
      failures.push(
        `${response.status} ${method} ${path.slice(0, 120)} as ${identity.name} ${contentType ?? ""} ${shown}`,
      );
    }
    return { status: response.status, text };
  }

  async function sendAll(batch: Sent[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < batch.length; i = next++) await send(batch[i] as Sent);
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }

  async function signIn(email: string): Promise<Identity> {
    const signin = await post(server.base, "/api/signin", { email, password: "demo-password" });
    if (signin.status !== 200) throw new Error(`Sign-in of ${email} answered ${signin.status}`);
    const response = await fetch(`${server.base}/signin`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
      body: new URLSearchParams({ intent: "signin", email, password: "demo-password" }).toString(),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { name: email.split("@")[0] ?? email, bearer: signin.body.data.token as string, cookie };
  }

  beforeAll(async () => {
    identities.push(
      await signIn("user@example.com"),
      await signIn("coach@example.com"),
      await signIn("admin@example.com"),
    );
    const coach = identities[2];
    const own = await fetch(`${server.base}/api/profile`, { headers: { Authorization: `Bearer ${coach?.bearer}` } });
    state.coachId = ((await own.json()) as { data: { _id: string } }).data._id;
    const search = (await (await fetch(`${server.base}/api/user/search/coach?size=1`)).json()) as {
      data: { _id: string; fullName: string }[];
    };
    const first = search.data[0];
    state.reviewedCoachId = first?._id ?? "";
    state.coachPath = `/coach/${encodeURIComponent((first?.fullName ?? "x").replace(/ /g, "_"))}/${state.reviewedCoachId}`;
  });

  afterAll(() => {
    console.log(`${label}: ${counted.requests} requests, ${failures.length} answered 5xx`);
  });

  const who = (name: string) => {
    const identity = identities.find((i) => i.name === name);
    if (!identity) throw new Error(`no identity ${name}`);
    return identity;
  };

  return { server, identities, state, failures, send, sendAll, who };
}

import { describe, expect, it } from "vitest";
import { claimTexts } from "../../app/lib/messages/claims.ts";
import { mailTexts } from "../../app/lib/messages/mail.ts";
import { demoCoachEmail } from "../../app/server/seed/demo.server.ts";
import { unclaimedCoaches } from "../support/demo-coaches.ts";
import { newAccount, post } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";

// Claims change who owns demo coaches: a server and a database of this file's own.
const server = useOwnServer("claims", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "50" } });

type Card = { _id: string; firstName: string; lastName: string; fullName: string; isClaimed: boolean; level: string };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const claim = (token: string, id: string) => post(server.base, `/api/user/mapping/${id}`, {}, { headers: auth(token) });
let unique = 0;
const address = (label: string) => `${label}.${Date.now()}.${unique++}@claimants.example`;

const unclaimedCoach = unclaimedCoaches(() => server.base, "life-coach");

async function ownProfile(token: string) {
  const response = await fetch(`${server.base}/api/profile`, { headers: auth(token) });
  return ((await response.json()) as { data: { _id: string; level: string; email: string } }).data;
}

async function publicCoach(id: string) {
  const response = await fetch(`${server.base}/api/user/${id}`);
  return ((await response.json()) as { data: Card & { reviewCount: number } }).data;
}

describe("POST /api/user/mapping/{id}", () => {
  it("gives the profile at once to the account with its verified e-mail: level and reviews stay, no second profile", async () => {
    const coach = await unclaimedCoach();
    const before = await publicCoach(coach._id);
    const token = await newAccount(server.base, server.sink, {
      email: demoCoachEmail(coach),
      password: "claim-password-1",
    });
    // The welcome says what a coach can do with the profile, not only how to rate coaches.
    const welcome = await server.sink.waitFor(
      (m) =>
        m.to.includes(demoCoachEmail(coach).toLowerCase()) && decodeBody(m.raw).includes(mailTexts.welcome.heading),
      10_000,
    );
    expect(decodeBody(welcome.raw).replace(/\s+/g, " ")).toContain(mailTexts.welcome.coachIntro);
    expect(decodeBody(welcome.raw)).not.toContain("You can now rate coaches");
    const answer = await claim(token, coach._id);
    expect(answer.body).toEqual({
      data: { status: "claimed", profileId: coach._id },
      message: claimTexts.claimed,
    });
    expect(answer.status).toBe(200);
    const own = await ownProfile(token);
    expect(own._id).toBe(coach._id);
    expect(own.level).toBe(before.level);
    const after = await publicCoach(coach._id);
    expect(after.isClaimed).toBe(true);
    expect(after.reviewCount).toBe(before.reviewCount);
  });

  it("records a pending claim for another e-mail, once, and e-mails the administrators once", async () => {
    const coach = await unclaimedCoach();
    const email = address("pending");
    const token = await newAccount(server.base, server.sink, { email, password: "claim-password-1" });
    const since = server.sink.messages.length;
    const first = await claim(token, coach._id);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ data: { status: "pending", profileId: coach._id }, message: claimTexts.pending });
    const mail = await server.sink.waitFor(
      (m) => server.sink.messages.indexOf(m) >= since && m.to.includes("admin@example.com"),
      10_000,
    );
    const body = decodeBody(mail.raw);
    expect(body).toContain(email);
    expect(body).toContain(coach.fullName);
    // Asking again is answered the same way and announces nothing new.
    const again = await claim(token, coach._id);
    expect(again.status).toBe(202);
    const third = await claim(token, coach._id);
    expect(third.status).toBe(202);
    const adminMails = server.sink.messages.slice(since).filter((m) => m.to.includes("admin@example.com"));
    expect(adminMails).toHaveLength(1);
    expect((await publicCoach(coach._id)).isClaimed).toBe(false);
    // The account keeps its own profile meanwhile.
    expect((await ownProfile(token))._id).not.toBe(coach._id);
  });

  it("answers 409 'This profile is already linked.' for a claimed profile", async () => {
    const coach = await unclaimedCoach();
    const owner = await newAccount(server.base, server.sink, {
      email: demoCoachEmail(coach),
      password: "claim-password-1",
    });
    expect((await claim(owner, coach._id)).status).toBe(200);
    const other = await newAccount(server.base, server.sink, { email: address("late"), password: "claim-password-1" });
    const answer = await claim(other, coach._id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: claimTexts.alreadyLinked });
    const coachAccount = await post(server.base, "/api/signin", {
      email: "coach@example.com",
      password: "demo-password",
    });
    const demoCoachId = (await ownProfile(coachAccount.body.data.token))._id;
    expect((await claim(other, demoCoachId)).body).toEqual({ message: claimTexts.alreadyLinked });
  });

  it("refuses a second coach profile to an account that holds one (409)", async () => {
    const signin = await post(server.base, "/api/signin", { email: "coach@example.com", password: "demo-password" });
    const answer = await claim(signin.body.data.token, (await unclaimedCoach())._id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: claimTexts.ownsProfile });
  });

  it("answers 401 signed out, 400 for a malformed id and 404 for an unknown one", async () => {
    const coach = await unclaimedCoach();
    expect((await post(server.base, `/api/user/mapping/${coach._id}`, {})).status).toBe(401);
    const token = await newAccount(server.base, server.sink, {
      email: address("bad-ids"),
      password: "claim-password-1",
    });
    expect((await claim(token, "not-a-uuid")).status).toBe(400);
    const unknown = await claim(token, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: claimTexts.notFound });
  });

  it("leaves exactly one owner when 10 accounts claim one profile at the same moment", async () => {
    const coach = await unclaimedCoach();
    const matching = await newAccount(server.base, server.sink, {
      email: demoCoachEmail(coach),
      password: "claim-password-1",
    });
    const others = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        newAccount(server.base, server.sink, { email: address(`race${i}`), password: "claim-password-1" }),
      ),
    );
    const answers = await Promise.all([...others, matching].map((token) => claim(token, coach._id)));
    const mine = answers.at(-1);
    expect(mine?.status).toBe(200);
    expect((await ownProfile(matching))._id).toBe(coach._id);
    // Each other claim was either recorded (when it came before the owner's) or refused after it.
    const pending = answers.slice(0, 9).filter((a) => a.status === 202).length;
    const outcome = (a: { status: number; body: Record<string, unknown> }) =>
      a.status === 202 ? "pending" : a.status === 409 && a.body.message === claimTexts.alreadyLinked ? "linked" : a;
    for (const answer of answers.slice(0, 9)) expect(["pending", "linked"]).toContain(outcome(answer));
    for (const token of others) expect((await ownProfile(token))._id).not.toBe(coach._id);
    console.info(`10 concurrent claims: 1 owner, ${pending} pending, ${9 - pending} refused as already linked`);
  });
});

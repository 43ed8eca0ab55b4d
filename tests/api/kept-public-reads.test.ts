import { describe, expect, it } from "vitest";
import { newAccount, post } from "../support/accounts.ts";
import { coachIdsIn } from "../support/http.ts";
import { useOwnServer } from "../support/own-server.ts";

// What every visitor sees is kept in the server until a committed change (decision 0090): here
// the home page's featured blocks, a search's words and a search page's first page (a niche's first page in
// niche-listing.test.ts, a query's sponsors in public-coaches.test.ts). A server and database of
// this file's own: it adds accounts, a coach and a review.
const server = useOwnServer("kept-public-reads", { isolated: true });

const auth = (t: string) => ({ Authorization: `Bearer ${t}` });

describe("the home page's featured blocks after a review", () => {
  /** The Life Coach block's cards: the coach's id and the review count each shows. */
  const lifeCoachCards = async () => {
    const html = await (await fetch(`${server.base}/`)).text();
    const block = html.split('aria-labelledby="featured-life-coach"')[1]?.split("</section>")[0] ?? "";
    return block
      .split("<li ")
      .map((card) => /href="\/coach\/[^/"]+\/([0-9a-f-]{36})"[\s\S]*?\((\d+)\)<\/p>/.exec(card))
      .filter((match) => match !== null)
      .map(([, id, count]) => ({ id, count: Number(count) }));
  };

  it("show a new review's count on the next request (they are kept until a change)", async () => {
    const [card] = await lifeCoachCards();
    expect(card, "a reviewed card in the Life Coach block").toBeDefined();
    const token = await newAccount(server.base, server.sink, {
      email: "home-reviewer@coaches.example",
      password: "reviewer-password-1",
      name: "Home Reviewer",
    });
    const review = { userId: card?.id, rating: 5, comment: "Very helpful.", badges: [], agreement: true };
    expect((await post(server.base, "/api/comment", review, { headers: auth(token) })).status).toBe(201);
    const after = (await lifeCoachCards()).find((c) => c.id === card?.id);
    expect(after?.count).toBe((card?.count ?? 0) + 1);
  });
});

/** A new public coach in Life Coach named `name`; answers its profile id. */
async function newCoach(email: string, name: string): Promise<string> {
  const token = await newAccount(server.base, server.sink, { email, password: "coach-password-1", name });
  for (const body of [{ accountType: "coach" }, { categoryNames: ["Life Coach"] }]) {
    expect((await post(server.base, "/api/profile", body, { method: "PUT", headers: auth(token) })).status).toBe(200);
  }
  const own = (await (await fetch(`${server.base}/api/profile`, { headers: auth(token) })).json()) as {
    data: { _id: string };
  };
  return own.data._id;
}

describe("a search after a coach joins", () => {
  const found = async (keyword: string) => {
    const body = (await (await fetch(`${server.base}/api/user/search/${keyword}`)).json()) as {
      data: { _id: string }[];
    };
    return body.data.map((c) => c._id);
  };

  it("corrects a misspelling to a name that entered the vocabulary since it was last searched", async () => {
    expect(await found("quillbone")).toEqual([]);
    const id = await newCoach("quillborne@coaches.example", "Xavier Quillborne");
    expect(await found("quillbone")).toEqual([id]);
  });

  it("lists the coach on the search page whose first page was read before (kept until a change)", async () => {
    const listed = async () => coachIdsIn(await (await fetch(`${server.base}/search/wrenfield`)).text());
    expect(await listed()).toEqual([]);
    const id = await newCoach("wrenfield@coaches.example", "Ophelia Wrenfield");
    expect(await listed()).toEqual([id]);
  });
});

describe("a coach page after a review", () => {
  it("shows the review on the next request (the coach, its first comments and figures are kept until a change)", async () => {
    const id = await newCoach("marlowe@coaches.example", "Idris Marlowe");
    const page = async () => (await fetch(`${server.base}/coach/x/${id}`)).text();
    expect(await page()).toContain("Idris Marlowe");
    const token = await newAccount(server.base, server.sink, {
      email: "marlowe-reviewer@coaches.example",
      password: "reviewer-password-1",
      name: "Marlowe Reviewer",
    });
    const review = { userId: id, rating: 4, comment: "Patient and precise.", badges: [], agreement: true };
    expect((await post(server.base, "/api/comment", review, { headers: auth(token) })).status).toBe(201);
    expect(await page()).toContain("Patient and precise.");
  });
});

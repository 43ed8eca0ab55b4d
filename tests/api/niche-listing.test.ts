import { describe, expect, it } from "vitest";
import { newAccount, post } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";

// A server and database of this file's own: it adds coaches and a review, and on the PostgreSQL
// pass its sign-ups and sign-ins would otherwise count against the other files' rate limits.
const server = useOwnServer("niche-listing", { isolated: true });

type Card = { _id: string };
const auth = (t: string) => ({ Authorization: `Bearer ${t}` });
const cardsOf = async (path: string) => {
  const body = (await (await fetch(`${server.base}${path}`)).json()) as { data: Card[] | { data: Card[] } };
  return ("data" in body.data ? body.data.data : body.data).map((c) => c._id);
};

/** A niche no demo coach is in, so the test's own coaches are all of its listing. */
async function emptyNiche(): Promise<string> {
  const names = ((await (await fetch(`${server.base}/api/categories?format=plain`)).json()) as { data: string[] }).data;
  for (const name of names.toReversed()) {
    if ((await cardsOf(`/api/user/category/${encodeURIComponent(name)}?size=1`)).length === 0) return name;
  }
  throw new Error("every niche has demo coaches");
}

/** A named level 2 coach in `niche`: its id, token and name. */
async function coachIn(
  niche: string,
  email: string,
  name: string,
): Promise<{ id: string; token: string; name: string }> {
  const token = await newAccount(server.base, server.sink, { email, password: "coach-password-1", name });
  for (const body of [{ accountType: "coach" }, { categoryNames: [niche] }]) {
    expect((await post(server.base, "/api/profile", body, { method: "PUT", headers: auth(token) })).status).toBe(200);
  }
  const own = (await (await fetch(`${server.base}/api/profile`, { headers: auth(token) })).json()) as {
    data: { _id: string };
  };
  return { id: own.data._id, token, name };
}

describe("a niche's listing and featured block after a review", () => {
  it("reorder on the next request, and again once the review is deleted", async () => {
    const niche = encodeURIComponent(await emptyNiche());
    const coaches = [
      await coachIn(decodeURIComponent(niche), "listing-one@coaches.example", "Listing One"),
      await coachIn(decodeURIComponent(niche), "listing-two@coaches.example", "Listing Two"),
    ];
    const listing = `/api/user/category/${niche}?size=10`;
    const featured = `/api/user/featured-category/${niche}`;
    // No reviews yet: equal scores, so both lists run by id.
    const [first, second] = coaches.map((c) => c.id).toSorted();
    expect(await cardsOf(listing)).toEqual([first, second]);
    expect(await cardsOf(featured)).toEqual([first, second]);
    // The niche's first page is kept by the server until a change (category-listing.server.ts).
    const nameOf = (id: string | undefined) => coaches.find((c) => c.id === id)?.name ?? "";
    const pageBefore = await (await fetch(`${server.base}/category/${niche}`)).text();
    expect(pageBefore.indexOf(nameOf(first))).toBeLessThan(pageBefore.indexOf(nameOf(second)));

    const reviewer = coaches.find((c) => c.id === first)?.token ?? "";
    const review = { userId: second, rating: 5, comment: "Excellent.", badges: [], agreement: true };
    const posted = await post(server.base, "/api/comment", review, { headers: auth(reviewer) });
    expect(posted.status).toBe(201);
    expect(await cardsOf(listing)).toEqual([second, first]);
    expect(await cardsOf(featured)).toEqual([second, first]);
    const page = await (await fetch(`${server.base}/category/${niche}`)).text();
    expect(page.indexOf(nameOf(second))).toBeLessThan(page.indexOf(nameOf(first)));

    const mine = (await (await fetch(`${server.base}/api/comments/mine`, { headers: auth(reviewer) })).json()) as {
      data: { _id: string }[];
    };
    const deleted = await fetch(`${server.base}/api/comment/${mine.data[0]?._id}`, {
      method: "DELETE",
      headers: auth(reviewer),
    });
    expect(deleted.status).toBe(200);
    expect(await cardsOf(listing)).toEqual([first, second]);
  });
});

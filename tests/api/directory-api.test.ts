import { describe, expect, it } from "vitest";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { coachIdsIn, getHtml, getJson } from "../support/http.ts";

type Card = { _id: string; fullName: string; sponsored: boolean; categoryNames: string[]; aboutMe: string };
type Comment = { _id: string; createdAt: string; rating: number; commentee: { name: string } };

const search = async (keyword: string, query = "") =>
  getJson<{ data: Card[] }>(`/api/user/search/${encodeURIComponent(keyword)}${query}`);

describe("GET /api/user/search/{keyword}", () => {
  it("pages without overlap or gaps", async () => {
    const first = (await search("life", "?from=0&size=5")).body.data;
    const second = (await search("life", "?from=5&size=5")).body.data;
    const both = (await search("life", "?from=0&size=10")).body.data;
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    expect([...first, ...second].map((c) => c._id)).toEqual(both.map((c) => c._id));
    expect(new Set(both.map((c) => c._id)).size).toBe(10);
  });

  it("tolerates typos: 'bussiness' finds business coaches and 'lfe coach' life coaches", async () => {
    const business = (await search("bussiness")).body.data;
    expect(business.length).toBeGreaterThan(0);
    expect(business.slice(0, 5).every((c) => c.categoryNames.some((n) => /business/i.test(n)))).toBe(true);
    const life = (await search("lfe coach")).body.data;
    expect(life.length).toBeGreaterThan(0);
    expect(life.slice(0, 5).every((c) => c.categoryNames.includes("Life Coach"))).toBe(true);
  });

  it("lists coaches sponsored in a matching niche first", async () => {
    const cards = (await search("business coach", "?size=50")).body.data;
    const sponsored = cards.map((c) => c.sponsored);
    expect(sponsored[0]).toBe(true);
    expect(sponsored.slice(sponsored.indexOf(false)).every((s) => !s)).toBe(true);
  });

  it("finds nothing for a nonsense word", async () => {
    const { status, body } = await search("zzqxwv");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("defaults to 20, caps size at 50 and refuses bad paging with 400", async () => {
    expect((await search("coach")).body.data).toHaveLength(20);
    expect((await search("coach", "?size=500")).body.data).toHaveLength(50);
    for (const query of ["?size=abc", "?size=0", "?from=-1", "?from=1.5"]) {
      const { status, body } = await getJson<{ message: string }>(`/api/user/search/coach${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(/must be a whole number/);
    }
  });
});

describe("GET /api/user/category/{category}", () => {
  it("lists the niche's sponsors first, then pages without overlap", async () => {
    const first = (await getJson<{ data: Card[] }>("/api/user/category/business-coach?from=0&size=5")).body.data;
    const second = (await getJson<{ data: Card[] }>("/api/user/category/business-coach?from=5&size=5")).body.data;
    expect(first[0]?.sponsored).toBe(true);
    expect(second.every((c) => !c.sponsored)).toBe(true);
    const ids = [...first, ...second].map((c) => c._id);
    expect(new Set(ids).size).toBe(10);
    expect([...first, ...second].every((c) => c.categoryNames.includes("Business Coach"))).toBe(true);
  });

  it("answers 404 for an unknown niche", async () => {
    expect((await getJson("/api/user/category/no-such-niche")).status).toBe(404);
  });
});

describe("GET /api/user/featured-category/{category}", () => {
  it("wraps the 8 featured cards in data.data, sponsors first", async () => {
    const { status, body } = await getJson<{ data: { data: Card[] } }>("/api/user/featured-category/life-coach");
    expect(status).toBe(200);
    expect(body.data.data).toHaveLength(8);
    expect(body.data.data[0]?.sponsored).toBe(true);
  });
});

describe("GET /api/comment/{id}", () => {
  it("gives anonymous callers at most the first 2 comments, newest first", async () => {
    const ids = coachIdsIn((await getHtml("/")).html);
    const answers = await Promise.all(
      ids.map(async (id) => ({
        id,
        ...(await getJson<{ data: Comment[]; total: number }>(`/api/comment/${id}?size=50`)),
      })),
    );
    expect(answers.every((a) => a.status === 200 && a.body.data.length <= 2)).toBe(true);
    const busy = answers.filter((a) => a.body.total > 2);
    expect(busy.length).toBeGreaterThan(0);
    for (const { id, body } of busy) {
      expect(body.data).toHaveLength(2);
      const [a, b] = body.data.map((c) => Date.parse(c.createdAt));
      expect(a).toBeGreaterThanOrEqual(b ?? 0);
      expect((await getJson<{ data: Comment[] }>(`/api/comment/${id}?from=2`)).body.data).toEqual([]);
    }
  });

  it("answers 400 for a malformed id", async () => {
    expect(await getJson("/api/comment/abc")).toEqual({ status: 400, body: { message: apiErrors.badId } });
  });
});

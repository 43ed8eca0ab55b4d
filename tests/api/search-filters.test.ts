import { describe, expect, it } from "vitest";
import { filterTexts } from "../../app/lib/messages/filters.ts";
import { filterErrors } from "../../app/lib/messages/filter-errors.ts";
import { BADGE_MIN_COUNT, BADGE_SLUGS, RESULT_COUNT_CAP } from "../../app/lib/search-filters.ts";
import { coachIdsIn, getHtml, getJson } from "../support/http.ts";

type Card = {
  _id: string;
  rating: number;
  reviewCount: number;
  sponsored: boolean;
  isOneOnOne: boolean;
  isGroupCoaching: boolean;
  isFreeTraining: boolean;
  badges: { name: string; count: number }[];
  city: string | null;
  state: string | null;
};

/** Every coach of a list call, paging through the API 50 at a time. */
async function allOf(path: string, query: string): Promise<Card[]> {
  const all: Card[] = [];
  for (let from = 0; ; from += 50) {
    const { status, body } = await getJson<{ data: Card[] }>(`${path}?${query}&from=${from}&size=50`);
    expect(status).toBe(200);
    all.push(...body.data);
    if (body.data.length < 50) return all;
  }
}

const countIn = (html: string) => html.match(/data-result-count="[^"]*">([^<]+)</)?.[1];

describe("search filters: /search/coach?minRating=4&offer=free-training", () => {
  const query = "minRating=4&offer=free-training";

  it("the page shows the count and the same coaches as the API, each matching both filters", async () => {
    const page = await getHtml(`/search/coach?${query}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const all = await allOf("/api/user/search/coach", query);
    expect(all.length).toBeGreaterThan(0);
    for (const coach of all) {
      expect(coach.rating).toBeGreaterThanOrEqual(4);
      expect(coach.isFreeTraining).toBe(true);
    }
    expect(new Set(all.map((c) => c._id)).size).toBe(all.length);
    expect(countIn(page.html)).toBe(filterTexts.resultCount(all.length, RESULT_COUNT_CAP));
    const pageIds = coachIdsIn(page.html);
    expect(pageIds.length).toBeGreaterThan(0);
    expect(pageIds).toEqual(all.slice(0, pageIds.length).map((c) => c._id));
    // The filters really narrow the list.
    const unfiltered = await allOf("/api/user/search/coach", "");
    expect(unfiltered.length).toBeGreaterThan(all.length);
  });

  it("keeps pages of the filtered list without overlap or gaps", async () => {
    const first = (await getJson<{ data: Card[] }>(`/api/user/search/coach?${query}&from=0&size=3`)).body.data;
    const second = (await getJson<{ data: Card[] }>(`/api/user/search/coach?${query}&from=3&size=3`)).body.data;
    const both = (await getJson<{ data: Card[] }>(`/api/user/search/coach?${query}&from=0&size=6`)).body.data;
    expect([...first, ...second].map((c) => c._id)).toEqual(both.map((c) => c._id));
  });
});

describe("a filtered search across its two tiers", () => {
  it("pages through name, niche or place matches and then about-text matches without repeats or gaps", async () => {
    const query = "minRating=4";
    const whole = (await getJson<{ data: Card[] }>(`/api/user/search/life?${query}&from=0&size=50`)).body.data;
    const unfiltered = await allOf("/api/user/search/life", "");
    expect(whole.length).toBeGreaterThan(4);
    expect(whole.length).toBeLessThan(unfiltered.length);
    const paged: Card[] = [];
    for (let from = 0; from < whole.length; from += 2) {
      paged.push(...(await getJson<{ data: Card[] }>(`/api/user/search/life?${query}&from=${from}&size=2`)).body.data);
    }
    expect(paged.map((c) => c._id)).toEqual(whole.map((c) => c._id));
    for (const coach of whole) expect(coach.rating).toBeGreaterThanOrEqual(4);
  });
});

describe("other filters and sorts", () => {
  it("badge keeps coaches given that badge at least the documented number of times", async () => {
    const slug = BADGE_SLUGS[0];
    const all = await allOf("/api/user/search/coach", `badge=${slug}`);
    expect(all.length).toBeGreaterThan(0);
    for (const coach of all) expect(coach.badges[0]?.count).toBeGreaterThanOrEqual(BADGE_MIN_COUNT);
  });

  it("location matches the start of city or state, case-insensitively", async () => {
    const some = (await getJson<{ data: Card[] }>("/api/user/search/coach?size=50")).body.data;
    const city = some.find((c) => c.city)?.city ?? "";
    expect(city).not.toBe("");
    const all = await allOf("/api/user/search/coach", `location=${encodeURIComponent(city.slice(0, 4).toLowerCase())}`);
    expect(all.length).toBeGreaterThan(0);
    const prefix = city.slice(0, 4).toLowerCase();
    for (const coach of all) {
      expect(
        (coach.city ?? "").toLowerCase().startsWith(prefix) || (coach.state ?? "").toLowerCase().startsWith(prefix),
      ).toBe(true);
    }
  });

  it("sort=reviews lists the most reviewed first, after the sponsors", async () => {
    const all = await allOf("/api/user/search/coach", "sort=reviews");
    const organic = all.filter((c) => !c.sponsored);
    expect(all.slice(0, all.length - organic.length).every((c) => c.sponsored)).toBe(true);
    const counts = organic.map((c) => c.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("sponsors stay first and labelled, and leave when they do not match the filters", async () => {
    const plain = (await getJson<{ data: Card[] }>("/api/user/category/life-coach?size=50")).body.data;
    const sponsors = plain.filter((c) => c.sponsored);
    expect(sponsors.length).toBeGreaterThan(0);
    expect(plain.slice(0, sponsors.length).every((c) => c.sponsored)).toBe(true);
    const filtered = await allOf("/api/user/category/life-coach", "minRating=4.5");
    for (const coach of filtered) expect(coach.rating).toBeGreaterThanOrEqual(4.5);
    const kept = filtered.filter((c) => c.sponsored);
    expect(filtered.slice(0, kept.length).every((c) => c.sponsored)).toBe(true);
    expect(kept.map((c) => c._id)).toEqual(sponsors.filter((s) => s.rating >= 4.5).map((s) => s._id));
  });

  it("the category page counts its filtered coaches and is noindex only when filtered", async () => {
    const plain = await getHtml("/category/life-coach");
    expect(plain.html).not.toMatch(/name="robots" content="noindex/);
    const filtered = await getHtml("/category/life-coach?offer=group-coaching&sort=score");
    expect(filtered.html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const all = await allOf("/api/user/category/life-coach", "offer=group-coaching&sort=score");
    for (const coach of all) expect(coach.isGroupCoaching).toBe(true);
    expect(countIn(filtered.html)).toBe(filterTexts.resultCount(all.length, RESULT_COUNT_CAP));
    expect(coachIdsIn(filtered.html)).toEqual(all.slice(0, coachIdsIn(filtered.html).length).map((c) => c._id));
  });
});

describe("bad filter values", () => {
  it("the API answers 400 with a clear message", async () => {
    const cases: [string, string][] = [
      ["minRating=2", filterErrors.minRating],
      ["offer=yoga", filterErrors.offer],
      ["badge=kind", filterErrors.badge],
      ["sort=newest", filterErrors.sort],
      [`location=${"x".repeat(101)}`, filterErrors.location(100)],
    ];
    for (const [query, message] of cases) {
      for (const path of ["/api/user/search/coach", "/api/user/category/life-coach"]) {
        const { status, body } = await getJson<{ message: string }>(`${path}?${query}`);
        expect({ path, query, status, message: body.message }).toEqual({ path, query, status: 400, message });
      }
    }
  });

  it("the pages answer 400 and say why", async () => {
    const page = await getHtml("/search/coach?offer=yoga");
    expect(page.status).toBe(400);
    expect(page.html).toContain(filterErrors.offer);
  });
});

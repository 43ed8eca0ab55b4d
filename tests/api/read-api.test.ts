import { describe, expect, it } from "vitest";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { coachIdsIn, getHtml, getJson } from "../support/http.ts";

type Category = { _id: number; name: string; name2: string; slug: string; group: string; tier: string };
type Profile = Record<string, unknown> & {
  _id: string;
  level: string;
  website: string | null;
  badges: { name: string; count: number }[];
};

describe("GET /api/categories", () => {
  it("lists every niche with its group, search name and tier", async () => {
    const { status, body } = await getJson<{ data: Category[] }>("/api/categories/");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(250);
    const business = body.data.find((c) => c.name === "Business Coach");
    expect(business).toMatchObject({
      group: "Business",
      slug: "business-coach",
      tier: "premium",
      name2: "business coach",
    });
    expect(body.data.find((c) => c.name === "Actors")?.group).toBe("Influencers");
    expect(new Set(body.data.map((c) => c.group))).toEqual(
      new Set(["Business", "Life", "Relationship", "Health", "Fitness", "More", "Influencers"]),
    );
  });

  it("answers plain names with ?format=plain", async () => {
    const full = await getJson<{ data: Category[] }>("/api/categories");
    const { status, body } = await getJson<{ data: string[] }>("/api/categories?format=plain");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(full.body.data.length);
    expect(body.data).toContain("Life Coach");
    expect(body.data.every((n) => typeof n === "string")).toBe(true);
  });

  it("refuses an unknown format with 400", async () => {
    const { status, body } = await getJson<{ message: string }>("/api/categories?format=xml");
    expect(status).toBe(400);
    expect(body.message).toBe(apiErrors.badCategoriesFormat);
  });
});

describe("GET /api/category_types/", () => {
  it("groups every niche under exactly one plan tier", async () => {
    const { status, body } = await getJson<{ data: Record<string, string[]> }>("/api/category_types/");
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(["alternative", "premium", "standard"]);
    const all = await getJson<{ data: string[] }>("/api/categories?format=plain");
    const grouped = Object.values(body.data).flat();
    expect(grouped.sort()).toEqual([...all.body.data].sort());
    expect(body.data.premium).toContain("Business Coach");
  });
});

describe("GET /api/user/{id}", () => {
  it("returns a coach's public profile without private fields", async () => {
    const [id] = coachIdsIn((await getHtml("/")).html);
    expect(id).toBeDefined();
    const { status, body } = await getJson<{ data: Profile }>(`/api/user/${id}`);
    expect(status).toBe(200);
    expect(body.data._id).toBe(id);
    expect(body.data.badges).toHaveLength(8);
    expect(body.data).not.toHaveProperty("email");
    expect(body.data).not.toHaveProperty("phone");
    expect(body.data).not.toHaveProperty("notes");
    expect(body.data).not.toHaveProperty("affiliateId");
    expect(body.data.categoryNames).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it("shows links only from level 3 and training videos only from level 4", async () => {
    const ids = coachIdsIn((await getHtml("/")).html);
    const profiles = await Promise.all(
      ids.map(async (id) => (await getJson<{ data: Profile }>(`/api/user/${id}`)).body.data),
    );
    const free = profiles.filter((p) => p.level === "level2");
    const paid = profiles.filter((p) => ["level3", "level4", "level5"].includes(p.level));
    expect(free.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);
    for (const p of free) {
      expect(p.website).toBeNull();
      expect(p.storyVideoLinks).toEqual([]);
      expect(p.trainingVideoLinks).toEqual([]);
    }
    expect(paid.some((p) => typeof p.website === "string")).toBe(true);
    for (const p of profiles.filter((profile) => profile.level === "level3")) expect(p.trainingVideoLinks).toEqual([]);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const bad = await getJson<{ message: string }>("/api/user/not-an-id");
    expect(bad).toEqual({ status: 400, body: { message: apiErrors.badId } });
    const missing = await getJson<{ message: string }>("/api/user/00000000-0000-4000-8000-000000000000");
    expect(missing).toEqual({ status: 404, body: { message: apiErrors.notFound } });
  });
});

describe("unknown API paths", () => {
  it("answer 404 with a JSON message", async () => {
    const { status, body } = await getJson<{ message: string }>("/api/no-such-call");
    expect(status).toBe(404);
    expect(body.message).toBeTruthy();
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { chipLabel, MAX_CHIPS, selectChips } from "../../app/lib/chips.ts";
import { decodeEntities } from "../support/html.ts";
import { post } from "../support/accounts.ts";
import { getHtml, getJson } from "../support/http.ts";
import { useOwnServer } from "../support/own-server.ts";

// The change feed tells every process after the commit: the next pages show it within moments.
const POLL = { timeout: 10_000, interval: 100 };

type Niche = { name: string; slug: string; group: string };
type Chip = { slug: string; title: string; label: string; current: boolean };

// Relationship has fewer chips than the cap, so which niches show does not depend on their order.
const PAGE = "/category/relationship-coach";
const GROUP = "Relationship";

/** The links of a page's "Related niches" navigation. */
function chipsIn(html: string): Chip[] {
  const nav = /<nav aria-label="Related niches"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a([^>]*)>(.*?)<\/a>/gs)].map(([, attributes = "", label = ""]) => ({
    slug: /href="\/category\/([^"]+)"/.exec(attributes)?.[1] ?? "",
    title: decodeEntities(/title="([^"]*)"/.exec(attributes)?.[1] ?? ""),
    label: decodeEntities(label),
    current: attributes.includes('aria-current="page"'),
  }));
}

const hasCoaches = async (niche: Niche) =>
  (await getJson<{ data: unknown[] }>(`/api/user/category/${niche.slug}?size=1`)).body.data.length > 0;

describe("sub-category chips on a category page", () => {
  let populated: Niche[];
  let empty: Niche[];
  let status: number;
  let chips: Chip[];

  beforeAll(async () => {
    const all = (await getJson<{ data: Niche[] }>("/api/categories")).body.data;
    const group = all.filter((n) => n.group === GROUP);
    const filled = await Promise.all(group.map(hasCoaches));
    populated = group.filter((_, i) => filled[i]);
    empty = group.filter((_, i) => !filled[i]);
    const page = await getHtml(PAGE);
    status = page.status;
    chips = chipsIn(page.html);
  });

  it("link every sibling niche with coaches that the chip rule keeps, labelled by the rule", () => {
    expect(status).toBe(200);
    const expected = selectChips(populated);
    expect(expected.length).toBeLessThan(MAX_CHIPS);
    expect(chips.map((c) => c.slug).sort()).toEqual(expected.map((n) => n.slug).sort());
    expect(chips.filter((c) => c.slug !== "relationship-coach").length).toBeGreaterThan(1);
    for (const chip of chips) {
      const niche = populated.find((n) => n.slug === chip.slug);
      // The full name is the chip's title where the label cuts it.
      const name = niche?.name ?? "";
      expect(chip.label).toBe(chipLabel(name));
      expect(chip.title).toBe(chip.label === name ? "" : name);
    }
  });

  it("mark the current niche", () => {
    expect(chips.filter((c) => c.current).map((c) => c.slug)).toEqual(["relationship-coach"]);
  });

  it("leave out niches without coaches", () => {
    const emptyButLong = empty.filter((n) => n.name.length > 15).map((n) => n.slug);
    expect(emptyButLong.length).toBeGreaterThan(0);
    expect(chips.map((c) => c.slug).filter((slug) => emptyButLong.includes(slug))).toEqual([]);
  });
});

describe("a category page's chips after a coach joins or leaves an empty niche", () => {
  // A database of its own: the demo coach's niches change here.
  const server = useOwnServer("category-chips-change", { isolated: true });

  const chipsOf = async () => {
    const response = await fetch(`${server.base}${PAGE}`);
    return chipsIn(await response.text()).map((c) => c.slug);
  };

  it("show the niche once the change is committed, and drop it once it is empty again", async () => {
    const all = (await (await fetch(`${server.base}/api/categories`)).json()) as { data: Niche[] };
    const group = all.data.filter((n) => n.group === GROUP);
    const filled = await Promise.all(
      group.map(
        async (n) =>
          ((await (await fetch(`${server.base}/api/user/category/${n.slug}?size=1`)).json()) as { data: unknown[] })
            .data.length > 0,
      ),
    );
    // An empty niche that the chip rule would show once it has a coach.
    const niche = group.find((n, i) => !filled[i] && selectChips([...group, n]).includes(n));
    if (!niche) throw new Error(`no empty ${GROUP} niche with a long enough name in the demo data`);
    const before = await chipsOf();
    expect(before).not.toContain(niche.slug);

    const signin = await post(server.base, "/api/signin", { email: "coach@example.com", password: "demo-password" });
    const auth = { Authorization: `Bearer ${signin.body.data.token as string}` };
    const own = async () =>
      (
        (await (await fetch(`${server.base}/api/profile`, { headers: auth })).json()) as {
          data: { categoryNames: string[] };
        }
      ).data.categoryNames;
    const kept = await own();
    const put = (categoryNames: string[]) =>
      post(server.base, "/api/profile", { categoryNames }, { method: "PUT", headers: auth });

    expect((await put([...kept.slice(0, 2), niche.name])).status).toBe(200);
    await expect.poll(chipsOf, POLL).toContain(niche.slug);

    expect((await put(kept)).status).toBe(200);
    await expect.poll(chipsOf, POLL).not.toContain(niche.slug);
    expect((await chipsOf()).sort()).toEqual([...before].sort());
  });
});

import { describe, expect, it } from "vitest";
import { adminTexts } from "../../app/lib/messages/admin.ts";
import { contactMessages } from "../../app/lib/messages/contact.ts";
import { homeTexts } from "../../app/lib/messages/home.ts";
import { planTexts } from "../../app/lib/messages/plans.ts";
import { profileFormMessages } from "../../app/lib/messages/profile-form.ts";
import { reviewActionTexts } from "../../app/lib/messages/review-actions.ts";
import { reviewMessages } from "../../app/lib/messages/reviews.ts";
import { scoreTexts } from "../../app/lib/messages/score.ts";
import { coachIdsIn, decodedBody, getHtml, rawGet } from "../support/http.ts";

/** The budget of docs/architecture.md (First load) for the JavaScript a public page loads before interaction. */
const FIRST_LOAD_BUDGET = 120_000;

/** The scripts a page's HTML loads before it is interactive: its module preloads and imports. */
const scriptsOf = (html: string) => [
  ...new Set(
    [...html.matchAll(/(?:rel="modulepreload" href="|import (?:\* as \w+ from )?")(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1] ?? "",
    ),
  ),
];

async function publicPages(): Promise<string[]> {
  const coachId = coachIdsIn((await getHtml("/")).html)[0];
  expect(coachId).toBeTruthy();
  const coach = (await getHtml("/")).html.match(new RegExp(`href="(/coach/[^"]+/${coachId})"`))?.[1] ?? "";
  return ["/", "/search/life", "/category/life-coach", coach];
}

describe("the first load of a public page", () => {
  // A browser's Accept-Encoding gets the brotli twins; a client that takes only gzip, the gzip ones.
  const clients = [
    { accept: "gzip, deflate, br, zstd", encoding: "br" },
    { accept: "gzip", encoding: "gzip" },
  ];
  for (const { accept, encoding } of clients) {
    it(`is at most 120 KB of JavaScript as sent for Accept-Encoding: ${accept} (${encoding})`, async () => {
      for (const page of await publicPages()) {
        const scripts = scriptsOf((await getHtml(page)).html);
        expect(scripts.length, page).toBeGreaterThan(2);
        let bytes = 0;
        for (const script of scripts) {
          const response = await rawGet(script, accept);
          expect(response.headers["content-encoding"], script).toBe(encoding);
          bytes += response.body.length;
        }
        expect(bytes, page).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
      }
    });
  }

  it("carries its own texts, not those of other screens or of dialogs that load on demand", async () => {
    const elsewhere = [
      adminTexts.panelTitle,
      planTexts.lead,
      profileFormMessages.level5Info,
      scoreTexts.intro,
      reviewMessages.terms,
      contactMessages.honeypotLabel,
    ];
    const [home, , , coach] = await publicPages();
    const textOf = async (page: string) => {
      let text = "";
      for (const script of scriptsOf((await getHtml(page)).html))
        text += decodedBody(await rawGet(script, "br")).toString("utf8");
      return text;
    };
    for (const page of await publicPages()) {
      const text = await textOf(page);
      for (const other of elsewhere) expect(text.includes(other), `${page} carries "${other}"`).toBe(false);
    }
    expect(await textOf(home ?? "/")).toContain(homeTexts.joinTitle);
    expect(await textOf(coach ?? "/")).toContain(reviewActionTexts.rateCoach);
  });
});

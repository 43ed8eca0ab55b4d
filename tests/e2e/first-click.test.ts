import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../app/lib/browser-storage.ts";
import { authMessages } from "../../app/lib/messages/auth.ts";
import { coachPageTexts } from "../../app/lib/messages/coach-page.ts";
import { contactCoachTexts } from "../../app/lib/messages/contact-coach.ts";
import { contactUsTexts } from "../../app/lib/messages/contact-us.ts";
import { directoryTexts } from "../../app/lib/messages/directory.ts";
import { homeTexts } from "../../app/lib/messages/home.ts";
import { messages } from "../../app/lib/messages/common.ts";
import { navTexts } from "../../app/lib/messages/nav.ts";
import { reviewActionTexts } from "../../app/lib/messages/review-actions.ts";
import { reportTexts } from "../../app/lib/messages/review-trust.ts";
import { videoTexts } from "../../app/lib/messages/videos.ts";
import { coachPath } from "../../app/lib/urls.ts";
import { sessionCookie } from "../support/accounts.ts";
import { pageLocation, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl, getJson } from "../support/http.ts";

// Issue 24: every control a visitor sees works on the first click, made as soon as the page is
// there, whether or not the page (or the deferred part the control is in) has hydrated. Each
// control is clicked right after DOMContentLoaded, on many loads, at three moments: with every
// script of the page held back until the click is made (nothing is interactive yet), with only
// its deferred part's chunk held (the page has hydrated, the part not), and as the page loads by
// itself (a race, as for a visitor).
const currentPage = useBrowserPage(undefined, { waitForHydration: false });
/** Room for a busy machine, where hydration can take seconds. */
const POLL = { timeout: 20_000 };
/** Loads per control and moment (FIRST_CLICK_ROUNDS for a longer run: issue 24 asks 20 in a row). */
const ROUNDS = Number(process.env.FIRST_CLICK_ROUNDS ?? 1);

const EVERY_SCRIPT = /\/assets\/[^/]+\.js(\?.*)?$/;
/** The chunks of the deferred parts (app/components/deferred.tsx) whose controls are clicked. */
const PART = {
  footer: /\/assets\/footer-[^/]+\.js$/,
  coachList: /\/assets\/coach-list-[^/]+\.js$/,
  coachDetails: /\/assets\/coach-details-[^/]+\.js$/,
  reviewList: /\/assets\/review-list-[^/]+\.js$/,
  notFound: /\/assets\/not-found-[^/]+\.js$/,
};

type Moment = { name: string; hold: RegExp | null };
/** The moments of a control in `part` (null: in the page's first load, so there is no part to hold). */
const moments = (part: RegExp | null): Moment[] => [
  { name: "every script held", hold: EVERY_SCRIPT },
  ...(part ? [{ name: "its part held", hold: part }] : []),
  { name: "as the page loads", hold: null },
];

type Control = {
  url: () => string | Promise<string>;
  part: RegExp | null;
  /** Clicks the control (no waiting for the page, only for the control to be on screen). */
  click: (page: Page) => Promise<void>;
  /** Waits until the click has done what it does. */
  done: (page: Page) => Promise<void>;
};

const isTrue = async (check: () => Promise<boolean>) => {
  await expect.poll(() => check().catch(() => false), POLL).toBe(true);
};
const shows = (locator: Locator) => isTrue(() => locator.isVisible());
const interactive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/**
 * Loads the control's page, clicks it right after DOMContentLoaded (the scripts `moment` holds
 * come only after the click), then waits for the click's effect. Whether the page was still not
 * interactive at the click.
 */
async function clickEarly(page: Page, control: Control, moment: Moment): Promise<boolean> {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  const hold = moment.hold;
  if (hold) {
    await page.route(hold, (route) => {
      if (holding) held.push(() => route.continue());
      else void route.continue().catch(() => {});
    });
  }
  const url = await control.url();
  await page.goto(url, { waitUntil: "domcontentloaded" });
  const early = !(await interactive(page));
  // With a script held back the page cannot have hydrated: this click is early for certain.
  expect(early || !hold, `${url}, ${moment.name}: not interactive yet`).toBe(true);
  await control.click(page);
  holding = false;
  await Promise.all(held.splice(0).map((go) => go().catch(() => {})));
  if (hold) await page.unroute(hold);
  try {
    await control.done(page);
  } catch (error) {
    const now = await pageLocation(page);
    const at = now === url ? "" : `, the page now ${now}`;
    throw new Error(`${url}, ${moment.name}, clicked ${early ? "before" : "after"} hydration${at}`, { cause: error });
  }
  return early;
}

/** A test's loads: all of them, those whose click came before hydration, and those left to the race. */
type Tally = { loads: number; early: number; racing: number };
const newTally = (): Tally => ({ loads: 0, early: 0, racing: 0 });

/** Clicks the control at every moment, `rounds` times, counting the loads into `tally`. */
async function clickEarlyEveryWay(tally: Tally, control: Control, rounds = ROUNDS) {
  const page = currentPage();
  for (let round = 0; round < rounds; round++) {
    for (const moment of moments(control.part)) {
      if (await clickEarly(page, control, moment)) tally.early++;
      if (!moment.hold) tally.racing++;
      tally.loads++;
    }
  }
}

const footerContactUs = (page: Page) =>
  page.getByRole("contentinfo").getByRole("button", { name: contactUsTexts.contactUs });
const contactUsDialog = (page: Page) => page.getByRole("dialog", { name: contactUsTexts.contactUsTitle });

type Profile = { _id: string; fullName: string; level: string; trainingVideoLinks: string[] };

/** A level 5 demo coach (contact-me-directly, five training videos) with reviews by others. */
async function levelFiveCoach(acceptable: (coach: Profile) => Promise<boolean> = async () => true): Promise<Profile> {
  const { body } = await getJson<{ data: Profile[] }>("/api/user/search/coach?size=50");
  for (const card of body.data.filter((c) => c.level === "level5")) {
    const { body: profile } = await getJson<{ data: Profile }>(`/api/user/${card._id}`);
    if (profile.data.trainingVideoLinks.length === 5 && (await acceptable(profile.data))) return profile.data;
  }
  throw new Error("No suitable level 5 demo coach");
}

const pageOf = (coach: Profile) => `${baseUrl()}${coachPath(coach)}`;

/**
 * A test's time: its loads wait for the page on a busy machine (each load's wait is bounded by
 * POLL), 4 minutes a round (20 rounds of the home page's 6 loads took longer than 4 minutes in all).
 */
const LONG = { timeout: 240_000 * ROUNDS };

describe("the first click on a control works before the page has hydrated", () => {
  const footerPages: [string, () => Promise<string>][] = [
    ["the home page", async () => "/"],
    ["a category", async () => "/category/life-coach"],
    ["a search", async () => "/search/life"],
    ["a coach page", async () => coachPath(await levelFiveCoach())],
    ["the not-found page", async () => "/no-such-page"],
    ["sign-in", async () => "/signin"],
  ];
  for (const [where, pathOf] of footerPages) {
    it(`Contact Us in the footer opens its dialog on ${where}`, LONG, async () => {
      const tally = newTally();
      const path = await pathOf();
      await clickEarlyEveryWay(
        tally,
        {
          url: () => `${baseUrl()}${path}`,
          part: PART.footer,
          click: (page) => footerContactUs(page).click(),
          done: (page) => shows(contactUsDialog(page)),
        },
        // Each moment once elsewhere, 2 * ROUNDS times on the home page, where the issue measured it.
        path === "/" ? 2 * ROUNDS : 1,
      );
      // Every load with a script held back was clicked before hydration; a racing one may be either.
      expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
    });
  }

  it("Show more adds the next coaches to a category's and a search's list", LONG, async () => {
    const tally = newTally();
    for (const path of ["/category/life-coach", "/search/life"]) {
      await clickEarlyEveryWay(tally, {
        url: () => `${baseUrl()}${path}`,
        part: PART.coachList,
        click: async (page) => {
          const button = page.getByRole("button", { name: directoryTexts.showMore });
          // Clicked where it stands, below the fold: scrolling it into view would let the list
          // load more by itself once hydrated (infinite scroll), click or no click.
          expect(await button.evaluate((b) => b.getBoundingClientRect().top > window.innerHeight)).toBe(true);
          await button.dispatchEvent("click");
        },
        done: async (page) => {
          await expect.poll(() => page.locator("main ul > li > article").count(), POLL).toBe(10);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
        },
      });
    }
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("a featured card's button on the home page opens its popup with the full card", LONG, async () => {
    const tally = newTally();
    await clickEarlyEveryWay(tally, {
      url: () => `${baseUrl()}/`,
      part: null,
      click: (page) => page.locator("main button[popovertarget]").first().click(),
      done: async (page) => {
        const button = page.locator("main button[popovertarget]").first();
        const name = ((await button.getAttribute("aria-label")) ?? "").replace(directoryTexts.moreAbout(""), "");
        const popup = page.locator(`[id="${await button.getAttribute("popovertarget")}"]`);
        await isTrue(() => popup.evaluate((el) => el.matches(":popover-open")));
        expect(await popup.getAttribute("aria-label")).toBe(name);
        await shows(popup.getByRole("heading", { name }));
      },
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("Rate on a coach page, signed out, goes to sign-in remembering the coach", LONG, async () => {
    const tally = newTally();
    const coach = await levelFiveCoach();
    await clickEarlyEveryWay(tally, {
      url: () => pageOf(coach),
      part: null,
      click: async (page) => {
        await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.rateCoachId);
        await page.getByRole("button", { name: reviewActionTexts.rateCoach }).click();
      },
      done: async (page) => {
        await waitForLocation(page, "/signin");
        const kept = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.rateCoachId);
        expect(kept).toBe(coach._id);
      },
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("Contact me directly, signed out, says to sign in", LONG, async () => {
    const tally = newTally();
    const coach = await levelFiveCoach();
    await clickEarlyEveryWay(tally, {
      url: () => pageOf(coach),
      part: null,
      click: (page) => page.getByRole("button", { name: contactCoachTexts.contactMeDirectly }).click(),
      done: (page) => shows(page.getByText(contactCoachTexts.signInToContact)),
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("a coach's training videos play and move on", LONG, async () => {
    const tally = newTally();
    const coach = await levelFiveCoach();
    const carousel = (page: Page) => page.getByRole("region", { name: coachPageTexts.trainingVideos });
    await clickEarlyEveryWay(tally, {
      url: () => pageOf(coach),
      part: PART.coachDetails,
      click: (page) =>
        carousel(page)
          .getByRole("button", { name: videoTexts.play(coachPageTexts.trainingVideo(1)) })
          .click(),
      done: (page) => shows(carousel(page).locator("iframe")),
    });
    await clickEarlyEveryWay(tally, {
      url: () => pageOf(coach),
      part: PART.coachDetails,
      click: (page) => carousel(page).getByRole("button", { name: videoTexts.next }).click(),
      done: (page) => shows(carousel(page).getByText(videoTexts.position(2, 5))),
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("Forgot Password on the sign-in page opens its dialog", LONG, async () => {
    const tally = newTally();
    await clickEarlyEveryWay(tally, {
      url: () => `${baseUrl()}/signin`,
      part: null,
      click: (page) => page.getByRole("button", { name: authMessages.forgotPassword }).click(),
      done: (page) => shows(page.getByRole("dialog", { name: authMessages.forgotPasswordTitle })),
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("links in deferred parts and kept HTML lead on (they work without script)", LONG, async () => {
    const tally = newTally();
    const links: { url: string; part: RegExp | null; link: (page: Page) => Locator; to: string | RegExp }[] = [
      {
        url: "/no-such-page",
        part: PART.notFound,
        link: (page) => page.getByRole("link", { name: navTexts.backHome }),
        to: "/",
      },
      {
        url: "/",
        part: PART.footer,
        link: (page) => page.getByRole("contentinfo").getByRole("link", { name: navTexts.terms }),
        to: "/terms",
      },
      {
        url: "/",
        part: null,
        link: (page) => page.getByRole("link", { name: new RegExp(`^${homeTexts.seeAll}`) }).first(),
        to: /\/category\/[a-z-]+$/,
      },
      {
        url: "/category/life-coach",
        part: PART.coachList,
        link: (page) => page.getByRole("link", { name: new RegExp(`^${messages.learnMore}`) }).first(),
        to: /\/coach\/[^/]+\/[0-9a-f-]{36}$/,
      },
    ];
    for (const { url, part, link, to } of links) {
      await clickEarlyEveryWay(
        tally,
        {
          url: () => `${baseUrl()}${url}`,
          part,
          click: (page) => link(page).click(),
          done: (page) => waitForLocation(page, to),
        },
        1,
      );
    }
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });
});

describe("the first click, signed in", () => {
  const reviewer = "reviewer42@users.example";
  let cookie = "";
  let rated: Profile | undefined;

  beforeAll(async () => {
    cookie = await sessionCookie(baseUrl(), reviewer, "demo-password");
    // A coach this reviewer may rate, with a review by someone else to report.
    rated = await levelFiveCoach(async (c) => {
      const html = await (await fetch(pageOf(c), { headers: { Cookie: cookie } })).text();
      return html.includes(`>${reviewActionTexts.rateCoach}<`) && html.includes(`>${reportTexts.report}<`);
    });
  });

  /** The reviewer's session in this test's browser, and the coach. */
  async function signedIn(): Promise<Profile> {
    await currentPage()
      .context()
      .addCookies(
        cookie.split("; ").map((pair) => {
          const [name = "", ...value] = pair.split("=");
          return { name, value: value.join("="), url: baseUrl() };
        }),
      );
    if (!rated) throw new Error("No coach chosen");
    return rated;
  }

  it("Rate opens the rating dialog", LONG, async () => {
    const tally = newTally();
    const coach = await signedIn();
    await clickEarlyEveryWay(tally, {
      url: () => pageOf(coach),
      part: null,
      click: (page) => page.getByRole("button", { name: reviewActionTexts.rateCoach }).click(),
      done: (page) => shows(page.getByRole("dialog", { name: coachPageTexts.rateTitle(coach.fullName) })),
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("Contact me directly opens the contact dialog", LONG, async () => {
    const tally = newTally();
    const coach = await signedIn();
    await clickEarlyEveryWay(tally, {
      url: () => pageOf(coach),
      part: null,
      click: (page) => page.getByRole("button", { name: contactCoachTexts.contactMeDirectly }).click(),
      done: (page) => shows(page.getByRole("dialog", { name: contactCoachTexts.contactCoachTitle(coach.fullName) })),
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });

  it("Report under a review opens its form", LONG, async () => {
    const tally = newTally();
    const coach = await signedIn();
    await clickEarlyEveryWay(tally, {
      url: () => pageOf(coach),
      part: PART.reviewList,
      click: (page) => page.getByRole("button", { name: reportTexts.report, exact: true }).first().click(),
      done: (page) => shows(page.getByText(reportTexts.why).first()),
    });
    // Every load with a script held back was clicked before hydration; a racing one may be either.
    expect(tally.early).toBeGreaterThanOrEqual(tally.loads - tally.racing);
  });
});

type Opening = { open: number; shown: number };

declare global {
  interface Window {
    __opening?: Promise<Opening>;
  }
}

/**
 * Milliseconds from the next click (its event's own time stamp) to the dialog being open, and to
 * the animation frame that shows it, measured in the page.
 */
function timeNextDialog(page: Page) {
  return page.evaluate(() => {
    window.__opening = new Promise<Opening>((resolve) => {
      addEventListener(
        "click",
        (event) => {
          const start = event.timeStamp;
          const observer = new MutationObserver(() => {
            if (!document.querySelector("dialog[open]")) return;
            observer.disconnect();
            const open = performance.now() - start;
            requestAnimationFrame(() => resolve({ open, shown: performance.now() - start }));
          });
          observer.observe(document.body, { attributes: true, attributeFilter: ["open"], subtree: true });
        },
        { capture: true, once: true },
      );
    });
  });
}

/**
 * Waits until the page has asked for `chunk` (its button's hover, or the page being idle, does)
 * and the module has been run: the page's own import of it resolves to the same module.
 */
async function untilLoaded(page: Page, chunk: RegExp) {
  const requested = () =>
    page.evaluate(
      (source) =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .find((name) => new RegExp(source).test(name)) ?? "",
      chunk.source,
    );
  await expect.poll(requested, POLL).not.toBe("");
  // A string, so that the test's own bundler leaves this import alone.
  await page.evaluate(`import(${JSON.stringify(await requested())}).then(() => undefined)`);
}

describe("a lazy dialog", () => {
  it("opens within 100 ms of the click once its button has been hovered", LONG, async () => {
    const page = currentPage();
    // The browser is never idle here, so only the hover can ask for the dialog's chunk.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const times: Opening[] = [];
    for (let i = 0; i < 7; i++) {
      await page.goto(`${baseUrl()}/`);
      await isTrue(() => interactive(page));
      const button = footerContactUs(page);
      await button.hover();
      // A visitor's pointer rests on the button a moment before the click; its chunk loads meanwhile.
      await untilLoaded(page, /\/assets\/contact-dialog-[^/]+\.js$/);
      await timeNextDialog(page);
      await button.click();
      const opening = await page.evaluate(() => window.__opening);
      if (!opening) throw new Error("No dialog opened");
      times.push(opening);
      await shows(contactUsDialog(page));
    }
    const shown = times.map((t) => t.shown).sort((a, b) => a - b);
    console.log(
      `Contact Us, ms from click to open (to the frame that shows it): ${times.map((t) => `${Math.round(t.open)} (${Math.round(t.shown)})`).join(", ")}`,
    );
    // The median: on a busy machine one click can wait for another process (before the chunk
    // loaded ahead, every click waited for it: about 430 ms on two cores).
    expect(shown[Math.floor(shown.length / 2)]).toBeLessThan(100);
  });
});

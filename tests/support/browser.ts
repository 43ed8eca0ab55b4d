import { existsSync } from "node:fs";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const CHROMIUM_MISSING =
  "No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its executable.";

export function findChromium(): string | null {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) return existsSync(wanted) ? wanted : null;
  return CANDIDATES.find((c) => existsSync(c)) ?? null;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return chromium.launch({
    executablePath,
    // Background networking is refused on closed networks and only slows the tests down.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * One browser per file and a fresh context per test; `page()` is the current test's page. Every
 * test also fails if the browser reports a Content-Security-Policy violation: the policy must
 * never block what our own pages need.
 */
export function useBrowserPage(
  viewport = { width: 1280, height: 900 },
  options: { asPerson?: boolean; waitForHydration?: boolean } = {},
): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let violations: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error("The browser did not start");
    // Headless Chromium says "HeadlessChrome", which isbot (and so the site) counts as a robot; a
    // test of what counts only people (ad clicks) browses as the same Chrome a person runs.
    const userAgent = options.asPerson
      ? `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`
      : undefined;
    const context = await browser.newContext({ viewport, userAgent });
    violations = [];
    // The page's own securitypolicyviolation events (eval refused inside a try, which the console
    // does not show), from every frame, as they happen; and the console's CSP messages.
    await context.exposeBinding("__cspViolation", (_source, text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    page = await context.newPage();
    // A test of what a visitor can do before the page is interactive waits for what it needs itself.
    if (options.waitForHydration !== false) waitForHydrationAfterGoto(page);
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });
  afterEach(async () => {
    await page?.context().close();
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  });
  return () => {
    if (!page) throw new Error("No page outside a test");
    return page;
  };
}

/**
 * `page.goto` resolves on the load event, which can come before React has hydrated on a busy
 * machine; a click then reaches a control whose script is not attached yet. So after loading one
 * of our HTML pages, goto also waits for the mark the root layout sets once it is interactive.
 */
function waitForHydrationAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Only a page React Router renders hydrates (it carries the router's context for the client).
    if (await page.evaluate(() => "__reactRouterContext" in window).catch(() => false)) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    }
    return response;
  };
}

/** Where the page itself says it is (its document's location; about:blank while it has none). */
export const pageLocation = (page: Page): Promise<string> =>
  page.evaluate(() => location.href).catch(() => "about:blank");

/**
 * Polls the page's own location until it matches (a full URL, a path, or a pattern tested against
 * the full URL). Playwright's own record of the URL has been seen to lag behind a finished
 * navigation in Debian's Chromium 156, so waits ask the page itself.
 */
export async function waitForLocation(page: Page, wanted: string | RegExp, timeout = 30_000): Promise<void> {
  const matches = (href: string) => {
    if (wanted instanceof RegExp) return wanted.test(href);
    const url = new URL(href);
    return wanted.startsWith("/") ? url.pathname + url.search === wanted || url.pathname === wanted : href === wanted;
  };
  await expect.poll(async () => matches(await pageLocation(page)), { timeout }).toBe(true);
}

/** The site's toasts (sonner's live region in app/components/site-toaster.tsx). */
export const toasts = (page: Page): Locator => page.getByRole("region", { name: /^Notifications/ });

/**
 * Signs in through the sign-in form of the site at `base` (signed out first: the form sends a
 * signed-in visitor away) and waits to be back on `back`.
 */
export async function signInThroughForm(page: Page, base: string, email: string, back: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${base}/signin?redirectTo=${encodeURIComponent(back)}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("demo-password");
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  await waitForLocation(page, back);
}

import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Fails with the rule ids and targets when axe finds any WCAG A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  // A toast fades in: mid-fade its text has too little contrast for axe, so wait until it is shown.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-sonner-toast]")].every((t) => getComputedStyle(t).opacity === "1"),
      ),
    )
    .toBe(true);
  // The ad frame is another document (an ad server's, in production) and is loaded lazily: axe
  // would wait for a frame that never loads while it is off screen. The house-ad document is
  // checked on its own in tests/e2e/ads.test.ts.
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .exclude("iframe[data-ad-frame]")
    .analyze();
  const violations = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(violations).toEqual([]);
}

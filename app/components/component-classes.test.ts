import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./ui/button.tsx";
import { StarRating } from "./star-rating.tsx";

// Classes that app.css defines (@layer components) rather than Tailwind: a name the components
// write that the sheet lacks would style nothing, silently.
const sheet = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const defined = (name: string) => new RegExp(`\\.${name.replace(".", "\\.")} \\{`).test(sheet);
const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, c = ""]) => c.split(" "));

describe("component classes", () => {
  it("every button variant and size has its rule", () => {
    const variants: ButtonVariant[] = ["primary", "accent", "secondary", "ghost", "dark", "success"];
    const sizes: ButtonSize[] = ["sm", "md", "lg"];
    const names = new Set(
      variants.flatMap((variant) => sizes.flatMap((size) => buttonClass({ variant, size }).split(" "))),
    );
    expect([...names].filter((name) => !defined(name))).toEqual([]);
  });

  it("every star size and every half step has its rule", () => {
    const names = new Set<string>();
    for (let rating = 0; rating <= 5; rating += 0.5) {
      for (const size of ["sm", "md", "lg"] as const) {
        for (const name of classesOf(renderToStaticMarkup(createElement(StarRating, { rating, size })))) {
          names.add(name === "stars" ? name : `stars.${name}`);
        }
      }
    }
    expect(names.size).toBe(13);
    expect([...names].filter((name) => !defined(name) && !defined(name.replace("stars.", "")))).toEqual([]);
  });
});

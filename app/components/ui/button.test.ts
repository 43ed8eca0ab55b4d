import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button.tsx";

const classes = (html: string) => (/class="([^"]*)"/.exec(html)?.[1] ?? "").split(" ");

describe("buttonClass", () => {
  it("is a medium primary button unless told otherwise", () => {
    const all = buttonClass().split(" ");
    expect(all).toEqual(expect.arrayContaining(["rounded-md", "font-semibold", "bg-blue-700", "text-white"]));
    expect(all).toEqual(expect.arrayContaining(["hover:bg-blue-800", "px-4", "py-2", "text-sm"]));
    expect(all).toEqual(expect.arrayContaining(["disabled:opacity-60", "focus-visible:outline-blue-600"]));
  });

  it("gives each variant its colours and each size its padding", () => {
    expect(buttonClass({ variant: "accent" })).toContain("bg-amber-400 text-slate-900 hover:bg-amber-300");
    expect(buttonClass({ variant: "secondary" })).toContain("border border-slate-300 text-slate-800 hover:bg-slate-50");
    expect(buttonClass({ variant: "ghost" })).toContain("text-slate-700 hover:bg-slate-100");
    expect(buttonClass({ variant: "dark" })).toContain("bg-slate-800 text-white hover:bg-slate-700");
    expect(buttonClass({ variant: "success" })).toContain("bg-emerald-700 text-white hover:bg-emerald-800");
    expect(buttonClass({ size: "sm" })).toContain("px-3 py-1.5 text-sm");
    expect(buttonClass({ size: "lg" })).toContain("px-5 py-2.5");
    expect(buttonClass({ size: "lg" })).not.toContain("text-sm");
    expect(buttonClass({ variant: "ghost" })).not.toContain("bg-blue-700");
  });

  it("adds the caller's layout classes last", () => {
    expect(buttonClass({ className: "mt-4 inline-block" })).toMatch(/ mt-4 inline-block$/);
  });
});

describe("Button", () => {
  it("is a plain button by default, so it submits no form by accident", () => {
    expect(renderToStaticMarkup(createElement(Button, null, "Close"))).toMatch(
      /^<button type="button" class="[^"]+">Close<\/button>$/,
    );
  });

  it("passes its attributes and children to the element", () => {
    // A data attribute in an object of its own: TypeScript allows them in JSX only.
    const data = { "data-test": "pay" };
    const html = renderToStaticMarkup(
      createElement(
        Button,
        {
          type: "submit",
          name: "intent",
          value: "pay",
          form: "checkout",
          disabled: true,
          id: "pay",
          "aria-label": "Pay now",
          ...data,
          variant: "success",
          size: "lg",
          className: "w-full",
        },
        "Pay",
      ),
    );
    const expected = ['type="submit"', 'name="intent"', 'value="pay"', 'form="checkout"', 'disabled=""', 'id="pay"'];
    for (const attribute of [...expected, 'aria-label="Pay now"', 'data-test="pay"', ">Pay</button>"]) {
      expect(html).toContain(attribute);
    }
    expect(classes(html)).toEqual(expect.arrayContaining(["bg-emerald-700", "px-5", "py-2.5", "w-full"]));
    expect(html).not.toContain("variant");
  });

  it("carries the Invoker Commands attributes", () => {
    const html = renderToStaticMarkup(createElement(Button, { command: "show-modal", commandfor: "menu" }, "Menu"));
    expect(html).toContain('command="show-modal"');
    expect(html).toContain('commandfor="menu"');
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button.tsx";

const classes = (html: string) => (/class="([^"]*)"/.exec(html)?.[1] ?? "").split(" ");

describe("buttonClass", () => {
  it("is a medium primary button unless told otherwise", () => {
    expect(buttonClass().split(" ")).toEqual(["btn", "btn-primary"]);
  });

  it("gives each variant its class and each size other than medium its own", () => {
    expect(buttonClass({ variant: "accent" }).split(" ")).toEqual(["btn", "btn-accent"]);
    expect(buttonClass({ variant: "secondary" })).toContain("btn-secondary");
    expect(buttonClass({ variant: "ghost" })).toContain("btn-ghost");
    expect(buttonClass({ variant: "dark" })).toContain("btn-dark");
    expect(buttonClass({ variant: "success" })).toContain("btn-success");
    expect(buttonClass({ size: "sm" }).split(" ")).toEqual(["btn", "btn-primary", "btn-sm"]);
    expect(buttonClass({ size: "lg" }).split(" ")).toEqual(["btn", "btn-primary", "btn-lg"]);
    expect(buttonClass({ variant: "ghost" })).not.toContain("btn-primary");
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
    expect(classes(html)).toEqual(["btn", "btn-success", "btn-lg", "w-full"]);
    expect(html).not.toContain("variant");
  });

  it("carries the Invoker Commands attributes", () => {
    const html = renderToStaticMarkup(createElement(Button, { command: "show-modal", commandfor: "menu" }, "Menu"));
    expect(html).toContain('command="show-modal"');
    expect(html).toContain('commandfor="menu"');
  });
});

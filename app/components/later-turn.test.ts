import { Writable } from "node:stream";
import { createElement, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LaterTurn, NextTurnContext } from "./later-turn.tsx";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The HTML of `tree`, and what happened in order: each part's render, and each turn of the event loop between. */
async function rendered(tree: (log: string[]) => ReactNode, turns: (() => Promise<void>) | null) {
  const log: string[] = [];
  const ticking = setInterval(() => log.push("turn"), 0);
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(createElement(NextTurnContext, { value: turns }, tree(log)), {
      onAllReady() {
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString());
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
  clearInterval(ticking);
  return { html, parts: log.filter((entry, i) => entry !== "turn" || log[i - 1] !== "turn") };
}

const Part = ({ name, log }: { name: string; log: string[] }) => {
  log.push(name);
  return createElement("p", null, name);
};

const page = (log: string[]) =>
  createElement(
    "main",
    null,
    createElement(Part, { name: "header", log }),
    createElement(LaterTurn, null, createElement(Part, { name: "details", log })),
    createElement(Part, { name: "footer", log }),
  );

describe("LaterTurn", () => {
  it("renders its part in a later turn of the event loop when the render is a successor's", async () => {
    const { parts } = await rendered(page, nextTurn);
    const details = parts.indexOf("details");
    expect(parts.slice(0, details)).toContain("turn");
    expect(parts.indexOf("footer")).toBeLessThan(details);
  });

  it("renders everything in one pass otherwise, and the same HTML either way", async () => {
    const inOnePass = await rendered(page, null);
    expect(inOnePass.parts.slice(0, 3)).toEqual(["header", "details", "footer"]);
    expect((await rendered(page, nextTurn)).html).toBe(inOnePass.html);
    expect(inOnePass.html).toBe("<main><p>header</p><p>details</p><p>footer</p></main>");
  });
});

import { describe, expect, it } from "vitest";
import { securityMessages } from "../lib/messages/security.ts";
import { checkJson, MAX_JSON_DEPTH, readForm, readJson } from "./http.server.ts";

const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`) as unknown;
const jsonRequest = (text: string) =>
  new Request("http://x/api", { method: "POST", headers: { "Content-Type": "application/json" }, body: text });

describe("checkJson", () => {
  it("refuses 20,000 nested arrays with a 400 message, not a stack overflow", async () => {
    const body = `{"from":"a@example.org","text":"x","d":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    await expect(readJson(jsonRequest(body))).rejects.toMatchObject({
      kind: "invalid",
      message: securityMessages.tooDeep(MAX_JSON_DEPTH),
    });
  });

  it("takes nesting up to the limit and refuses one level more", () => {
    expect(() => checkJson(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => checkJson(nested(MAX_JSON_DEPTH + 1))).toThrow(securityMessages.tooDeep(MAX_JSON_DEPTH));
    expect(() => checkJson({ a: { b: [{ c: "d" }] } })).not.toThrow();
  });

  it("refuses a NUL or half a character in any key or string, however deep", () => {
    expect(() => checkJson({ notes: "a\u0000b" })).toThrow(securityMessages.nulByte);
    expect(() => checkJson({ ["k\u0000"]: 1 })).toThrow(securityMessages.nulByte);
    expect(() => checkJson({ links: [{ Title: "\ud800x", Link: "https://x" }] })).toThrow(
      securityMessages.loneSurrogate,
    );
    expect(() => checkJson({ ["\udc00"]: 1 })).toThrow(securityMessages.loneSurrogate);
    expect(() => checkJson("\ud800")).toThrow(securityMessages.loneSurrogate);
    expect(() => checkJson({ emoji: "\ud83d\ude00", text: "plain" })).not.toThrow();
  });

  it("answers undefined for a body that is not JSON, so the schema reports it", async () => {
    expect(await readJson(jsonRequest("{"))).toBeUndefined();
  });
});

describe("readForm", () => {
  it("refuses a body that is not a form, and a NUL in a field", async () => {
    const plain = new Request("http://x/", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "a=b" });
    await expect(readForm(plain)).rejects.toMatchObject({ kind: "invalid" });
    const nul = new Request("http://x/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=pay&sessionId=%00",
    });
    await expect(readForm(nul)).rejects.toMatchObject({ message: securityMessages.nulByte });
  });
});

import { beforeAll, describe, expect, it } from "vitest";

let getViewer: typeof import("./session.server.ts").getViewer;

beforeAll(async () => {
  // The configuration is read on import: a secret of the test's own, so none is written to disk.
  process.env.AUTH_SECRET = "a-test-secret-of-at-least-32-characters";
  ({ getViewer } = await import("./session.server.ts"));
});

// No database is open here: a lookup would throw, so these pass only if none is made.
describe("getViewer", () => {
  it("answers a request without a session cookie or bearer token with null, without a lookup", async () => {
    expect(await getViewer(new Request("http://site.test/", { headers: { Cookie: "theme=dark" } }))).toBeNull();
  });

  it("resolves each request once: the root loader and the page's loader share the answer", () => {
    const request = new Request("http://site.test/coach/x/1");
    const first = getViewer(request);
    expect(getViewer(request)).toBe(first);
    expect(getViewer(new Request("http://site.test/coach/x/1"))).not.toBe(first);
  });

  it("looks up a request that carries a session cookie", async () => {
    const signedIn = new Request("http://site.test/", { headers: { Cookie: "better-auth.session_token=abc.def" } });
    await expect(getViewer(signedIn)).rejects.toThrow(/database is not started/);
  });
});

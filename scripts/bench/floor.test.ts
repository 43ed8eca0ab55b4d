import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { buildFloor, startFloor } from "./floor.ts";

it("the floor is a React Router page rendered on the server and hydrated in the browser", {
  timeout: 120_000,
}, async () => {
  const build = await buildFloor();
  const logs = mkdtempSync(path.join(os.tmpdir(), "floor-test-"));
  const floor = await startFloor(build, path.join(logs, "floor.log"));
  try {
    const response = await fetch(`${floor.origin}/`, { headers: { "accept-encoding": "br, gzip" } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(html).toContain("<h1>A bare React Router page</h1>");
    expect(html).toContain("window.__reactRouterContext");
    const script = html.match(/import\("(\/assets\/entry\.client-[^"]+\.js)"\)/)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${floor.origin}${script}`)).status).toBe(200);
  } finally {
    await floor.stop();
    rmSync(build, { recursive: true, force: true });
    rmSync(logs, { recursive: true, force: true });
  }
});

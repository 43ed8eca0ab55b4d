import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServer } from "../support/server-process.ts";
import { coachIdsIn } from "../support/http.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it("stops cleanly on SIGTERM and keeps its data across a restart", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "coach-lifecycle-"));
  dirs.push(dataDir);
  const first = await startServer({ dataDir, logName: "server-lifecycle" });
  const ids = coachIdsIn(await (await fetch(`${first.url}/`)).text());
  expect(ids.length).toBeGreaterThan(0);

  const started = performance.now();
  const code = await first.stop();
  const stoppedIn = performance.now() - started;
  expect(code).toBe(0);
  console.log(`server stopped ${Math.round(stoppedIn)} ms after SIGTERM`);

  const second = await startServer({ dataDir, logName: "server-lifecycle" });
  try {
    const response = await fetch(`${second.url}/api/user/${ids[0]}`);
    expect(response.status).toBe(200);
    expect(coachIdsIn(await (await fetch(`${second.url}/`)).text())).toEqual(ids);
  } finally {
    await second.stop();
  }
});

import { mkdtemp, readFile, rm } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServer } from "../support/server-process.ts";
import { coachIdsIn } from "../support/http.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** An address of this machine that is not loopback: what another computer would connect to. */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
  if (!address) throw new Error("This machine has no non-loopback IPv4 address to test the listening address with");
  return address;
}

it("stops cleanly on SIGTERM and keeps its data across a restart", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "coach-lifecycle-"));
  dirs.push(dataDir);
  // Serving the demo data to the network is allowed, but said loudly.
  const first = await startServer({ dataDir, logName: "server-lifecycle-open", env: { HOST: "0.0.0.0" } });
  const outside = outsideAddress();
  const ids = coachIdsIn(await (await fetch(`${first.url}/`)).text());
  // The outbox holds sign-up and reset codes: another computer gets a 404, this one the list.
  expect((await fetch(`http://${outside}:${new URL(first.url).port}/dev/outbox`)).status).toBe(404);
  expect((await fetch(`${first.url}/dev/outbox`)).status).toBe(200);
  expect(ids.length).toBeGreaterThan(0);

  const started = performance.now();
  const code = await first.stop();
  const stoppedIn = performance.now() - started;
  expect(code).toBe(0);
  console.log(`server stopped ${Math.round(stoppedIn)} ms after SIGTERM`);

  const log = await readFile(path.join("test-results", "server-lifecycle-open.log"), "utf8");
  expect(log).toMatch(/"level":40.*demo data is loaded and the server listens beyond this machine/);

  // Without HOST the server listens on 127.0.0.1 only.
  const second = await startServer({ dataDir, logName: "server-lifecycle", env: { HOST: undefined } });
  try {
    const response = await fetch(`${second.url}/api/user/${ids[0]}`);
    expect(response.status).toBe(200);
    expect(coachIdsIn(await (await fetch(`${second.url}/`)).text())).toEqual(ids);
    const port = new URL(second.url).port;
    await expect(fetch(`http://${outside}:${port}/`)).rejects.toThrow("fetch failed");
  } finally {
    await second.stop();
  }
});

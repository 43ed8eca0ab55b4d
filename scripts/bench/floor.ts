// The floor of the page benchmark: the trivial React Router app in scripts/bench/floor, built for
// production and served by its own Express server in a child process.
import { mkdtempSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { reactRouterBuild } from "../build-site.ts";
import { type ChildServer, startChildServer } from "./child-server.ts";

/**
 * Builds the floor into a new folder under node_modules/.cache (its server bundle imports react,
 * react-router and express from node_modules, so it cannot live outside the repository).
 */
export async function buildFloor(): Promise<string> {
  const cache = path.resolve("node_modules/.cache");
  await mkdir(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, "coach-bench-floor-"));
  const { ok, output } = reactRouterBuild({
    projectDir: "scripts/bench/floor",
    env: { FLOOR_BUILD_DIR: outDir, NODE_ENV: "production" },
    quiet: true,
  });
  if (!ok) throw new Error(`The floor did not build:\n${output}`);
  return outDir;
}

export function startFloor(buildDir: string, logFile: string): Promise<ChildServer> {
  return startChildServer({
    name: "the floor",
    script: "scripts/bench/floor/server.ts",
    env: { NODE_ENV: "production", FLOOR_BUILD_DIR: buildDir },
    logFile,
    readyPath: "/",
  });
}

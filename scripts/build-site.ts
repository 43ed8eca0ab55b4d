// The site's production build, rebuilt when the sources are newer than it (`npm start`, `npm run bench`).
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildTime(): number {
  try {
    return statSync("build/server/index.js").mtimeMs;
  } catch {
    return 0;
  }
}

/** `react-router build` of the project in projectDir; its output is shown, or returned when quiet. */
export function reactRouterBuild(options: { projectDir?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {}) {
  // This Node (24) runs the CLI: the react-router launcher would pick whichever node is first on PATH.
  const cli = path.resolve("node_modules/@react-router/dev/bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build", ...(options.projectDir ? [options.projectDir] : [])], {
    env: { ...process.env, ...options.env },
    stdio: options.quiet ? "pipe" : "inherit",
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** Builds the site into build/ unless the build is newer than app/, public/ and vite.config.ts; false when the build failed. */
export function buildSiteIfStale(): boolean {
  const sources = Math.max(newestMtime("app"), newestMtime("public"), statSync("vite.config.ts").mtimeMs);
  if (buildTime() >= sources) return true;
  console.log("Building the site...");
  return reactRouterBuild().ok;
}

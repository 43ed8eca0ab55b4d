// `npm start`: build when the sources are newer than the build, then serve with demo data.
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

const sources = Math.max(newestMtime("app"), newestMtime("public"), statSync("vite.config.ts").mtimeMs);
if (buildTime() < sources) {
  console.log("Building the site...");
  const result = spawnSync("react-router", ["build"], { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.DEMO_DATA ??= "1";
// The local demo has no mail server: verification codes are read at /dev/outbox.
process.env.DEV_OUTBOX ??= "1";
process.env.NODE_ENV ??= "production";
await import("../server.ts");

import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const CHROMIUM_MISSING =
  "No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its executable.";

export function findChromium(): string | null {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) return existsSync(wanted) ? wanted : null;
  return CANDIDATES.find((c) => existsSync(c)) ?? null;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return chromium.launch({
    executablePath,
    // Background networking is refused on closed networks and only slows the tests down.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

import { defineConfig } from "vitest/config";

// Three suites: unit tests beside the code, API tests over HTTP against a real server and
// database, and end-to-end tests in Chromium. The last two start `server.ts` on the built site.
export default defineConfig({
  test: {
    // Vitest's default in a run is one file at a time on two cores; the API and end-to-end files
    // spend most of their time waiting for the servers they started (processes of their own), so
    // three at a time take about a third less wall time (the end-to-end files still one at a time).
    maxWorkers: 3,
    projects: [
      { test: { name: "unit", include: ["app/**/*.test.ts", "scripts/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/server-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/server-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time unless told (npm test runs two at a time, then the early-click test alone).
          fileParallelism: false,
        },
      },
    ],
  },
});

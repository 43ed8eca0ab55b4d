import type { Config } from "@react-router/dev/config";

// The floor of `npm run bench`: built into the folder the benchmark names, never into the repository.
export default {
  ssr: true,
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "/tmp/coach-bench-floor",
} satisfies Config;

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./vite-chunks.ts";
import { precompress } from "./vite-precompress.ts";
import { sonnerWithoutRuntimeCss } from "./vite-sonner-css.ts";

export default defineConfig({
  plugins: [sonnerWithoutRuntimeCss(), tailwindcss(), reactRouter(), chunkGroups(), precompress()],
  ssr: {
    // Native or WASM packages stay outside the server bundle.
    external: ["@electric-sql/pglite", "pg", "pino"],
  },
});

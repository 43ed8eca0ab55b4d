import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; migrations are applied by drizzle-orm's migrator at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.ts",
  out: "./app/server/db/migrations",
  casing: "snake_case",
});

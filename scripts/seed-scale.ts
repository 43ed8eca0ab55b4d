// `npm run seed:scale -- --coaches N`: adds N synthetic coaches to the configured database.
import { parseArgs } from "node:util";
import { startDatabase, stopDatabase } from "../app/server/db/database.server.ts";
import { addSyntheticCoaches } from "./bench/synthetic-coaches.ts";

const { values } = parseArgs({ options: { coaches: { type: "string" }, batch: { type: "string", default: "50000" } } });
const total = Number(values.coaches);
const batch = Number(values.batch);
if (!Number.isInteger(total) || total <= 0 || !Number.isInteger(batch) || batch <= 0) {
  console.error("Usage: npm run seed:scale -- --coaches N [--batch 50000]");
  process.exit(2);
}

await startDatabase();
await addSyntheticCoaches({ total, batch });
await stopDatabase();

// `npm run seed`: reference data, and the demo data when the database has no coaches yet.
import { getDb, startDatabase, stopDatabase } from "../app/server/db/database.server.ts";
import { hasProfiles, seedDemo } from "../app/server/seed/demo.server.ts";
import { seedReferenceData } from "../app/server/seed/reference-data.server.ts";

await startDatabase();
const db = getDb();
await seedReferenceData(db);
if (await hasProfiles(db)) {
  console.log("The database already has coaches; the demo data was not loaded again.");
} else {
  await seedDemo(db);
}
await stopDatabase();

// `npm run admin:grant -- <email>`: makes an existing account an admin (level "20"). Admin is
// never granted through a public call; this command (or another admin) is the only way.
import { eq } from "drizzle-orm";
import { getDb, startDatabase, stopDatabase } from "../app/server/db/database.server.ts";
import { authUsers, profiles } from "../app/server/db/schema.ts";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run admin:grant -- <email>");
  process.exit(2);
}

await startDatabase();
const db = getDb();
const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
if (!user) {
  console.error(`No account with the e-mail ${email}. The person must sign up first.`);
  await stopDatabase();
  process.exit(1);
}
const updated = await db
  .update(profiles)
  .set({ level: "20" })
  .where(eq(profiles.userId, user.id))
  .returning({ id: profiles.id });
if (updated.length === 0) {
  await db.insert(profiles).values({ userId: user.id, email, level: "20" });
}
console.log(`${email} is now an admin (level "20").`);
await stopDatabase();

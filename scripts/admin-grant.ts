// `npm run admin:grant -- <email>`: makes an existing account an admin (level "20"). Admin is
// never granted through a public call; this command (or another admin) is the only way.
import { grantAdmin } from "../app/server/accounts/account-service.server.ts";
import { startDatabase, stopDatabase } from "../app/server/db/database.server.ts";
import { DomainError } from "../app/server/domain-error.server.ts";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run admin:grant -- <email>");
  process.exit(2);
}

await startDatabase();
try {
  await grantAdmin(email);
  console.log(`${email} is now an admin (level "20").`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await stopDatabase();
}

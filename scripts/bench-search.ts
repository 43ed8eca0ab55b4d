// `npm run bench:search -- [--rounds 20]`: only the search and filtered-list parts of `npm run bench`, on the
// database in DATABASE_URL (or the embedded one).
import { parseArgs } from "node:util";
import { startDatabase, stopDatabase } from "../app/server/db/database.server.ts";
import { printTable } from "./bench/rows.ts";
import { filteredListRows } from "./bench/filtered-lists.ts";
import { searchBenchRows } from "./bench/search.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "20" } } });
const database = await startDatabase();
const [{ n }] = (await database.query("select count(*)::int as n from profile where is_coach", [])) as [{ n: number }];
console.log(`Search benchmark on ${database.kind} with ${n} coaches, ${values.rounds} rounds`);
const rounds = Number(values.rounds);
const met = printTable([...(await searchBenchRows({ rounds })), ...(await filteredListRows({ rounds })).rows]);
await stopDatabase();
process.exitCode = met ? 0 : 1;

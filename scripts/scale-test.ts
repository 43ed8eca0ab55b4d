// `npm run test:scale` (issue 23): nginx (deploy/nginx.conf) in front of two site processes on one
// PostgreSQL database, under load. It measures a rendered page through the pair against one
// process (wrk, as the bench), then checks, under autocannon's load (it tells each answer's time):
// a SIGTERM under load fails no request; after a kill -9 under load no write that was answered 2xx
// is lost, GETs fail for at most nginx's retry window and the survivor keeps serving. And a review
// posted through one process shows on the other's kept page within a second; each periodic job
// ran once per period. Exit code 1 when a check fails, 2 when the run could not finish. Needs the
// PostgreSQL server at 127.0.0.1:5432 (or SCALE_POSTGRES), Debian's nginx and wrk.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { Client } from "pg";
import { type ChildServer, freePort, startChildServer } from "./bench/child-server.ts";
import { loadPage } from "./bench/load.ts";
import { buildSiteIfStale } from "./build-site.ts";

const server = process.env.SCALE_POSTGRES ?? "postgresql://postgres@127.0.0.1:5432";
const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const seconds = Number(process.env.SCALE_SECONDS ?? 10);
const work = mkdtempSync(path.join(os.tmpdir(), "coach-scale-"));
const database = `coach_scale_${Date.now()}`;
const databaseUrl = `${server}/${database}`;
const checks: { check: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => checks.push({ check: name, ok, detail });

async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

// ---- the site processes and nginx ----
const nginxPort = await freePort();
const origin = `http://127.0.0.1:${nginxPort}`;
const secret = randomBytes(32).toString("hex");
const siteEnv = (name: string): NodeJS.ProcessEnv => ({
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(work, name),
  DEMO_DATA: "1",
  AUTH_SECRET: secret,
  SITE_URL: origin,
  TRUST_PROXY: "loopback",
  PAGE_CACHE_SECONDS: "60",
  RATE_LIMIT_IP_FACTOR: "1000",
  CONTACT_RETRY_SECONDS: "1",
  LOG_LEVEL: "warn",
  MALLOC_ARENA_MAX: "2",
});
const startSite = (name: string) =>
  startChildServer({
    name,
    script: "server.ts",
    env: siteEnv(name),
    logFile: path.join(work, `${name}.log`),
    readyPath: "/readyz",
  });

const nginxConf = path.join(work, "nginx.conf");
function writeNginxConf(sites: ChildServer[]) {
  const template = readFileSync("deploy/nginx.conf", "utf8");
  const upstreams = sites.map((s) => `    server ${new URL(s.origin).host} max_fails=1 fail_timeout=5s;`).join("\n");
  const conf = template
    .replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm, "")
    .replace(/(upstream coach_app \{\n)/, `$1${upstreams}\n`)
    .replaceAll("__APP_ROOT__", process.cwd())
    .replaceAll("__DATA_DIR__", path.join(work, "media-root"))
    .replaceAll("__RUN_DIR__", path.join(work, "nginx"))
    .replaceAll("__LISTEN__", `127.0.0.1:${nginxPort}`);
  writeFileSync(nginxConf, conf);
}
const nginx = (...args: string[]) => execFileSync(NGINX, ["-c", nginxConf, ...args], { stdio: "pipe" });

// ---- load ----
type Outcome = { at: number; ok: boolean };
/** GETs of `paths` through `target` for `duration` seconds; every answer's time (ms from start) and whether it was 2xx. */
function loadWithOutcomes(target: string, paths: string[], duration: number, headers: Record<string, string> = {}) {
  const outcomes: Outcome[] = [];
  const started = performance.now();
  let turn = 0;
  let finish: (outcomes: Outcome[]) => void = () => undefined;
  const done = new Promise<Outcome[]>((resolve) => {
    finish = resolve;
  });
  const instance = autocannon(
    {
      url: target,
      connections: 10,
      duration,
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] }) }],
    },
    () => finish(outcomes),
  );
  instance.on("response", (_client, status) =>
    outcomes.push({ at: performance.now() - started, ok: status >= 200 && status < 300 }),
  );
  instance.on("reqError", () => outcomes.push({ at: performance.now() - started, ok: false }));
  return { started, done };
}

const signIn = async (base: string, email: string) => {
  const response = await fetch(`${base}/api/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "demo-password" }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
};

async function main() {
  if (!buildSiteIfStale()) throw new Error("The site did not build.");
  await sql(`${server}/postgres`, `create database ${database}`);
  mkdirSync(path.join(work, "nginx"), { recursive: true });
  mkdirSync(path.join(work, "media-root", "media"), { recursive: true });
  const a = await startSite("a"); // migrates and loads the demo data
  let b = await startSite("b");
  writeNginxConf([a, b]);
  nginx();
  const sites: ChildServer[] = [a, b];
  try {
    await measureThroughput(a);
    await measureStaleness(a, b);
    await sigtermUnderLoad(b);
    b = await startSite("c");
    sites.push(b);
    writeNginxConf([a, b]);
    nginx("-s", "reload");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await killUnderLoad(a, b);
    await periodicJobs();
  } finally {
    try {
      nginx("-s", "quit");
    } catch {}
    await Promise.all(sites.map((s) => s.stop().catch(() => undefined)));
    await sql(`${server}/postgres`, `drop database if exists ${database} with (force)`).catch(() => undefined);
  }
}

/** A signed-in visitor's coach page (rendered anew each time), through nginx to both against one directly. */
async function measureThroughput(a: ChildServer) {
  const token = await signIn(origin, "coach@example.com");
  const me = (await (
    await fetch(`${origin}/api/profile`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { _id: string; fullName: string };
  };
  coachPath = `/coach/${encodeURIComponent(me.data.fullName.replace(" ", "_"))}/${me.data._id}`;
  const headers = { Authorization: `Bearer ${token}` };
  const run = (target: string) =>
    loadPage({
      origin: target,
      paths: [coachPath],
      expectStatus: 200,
      connections: 10,
      seconds,
      warmupSeconds: 2,
      serverPid: a.pid,
      headers,
    });
  const one = await run(a.origin);
  const pair = await run(origin);
  console.log(
    `rendered coach page (signed in): one process ${one.perSecond.toFixed(1)} req/s (p50 ${one.p50.toFixed(1)} ms), ` +
      `nginx + 2 processes ${pair.perSecond.toFixed(1)} req/s (p50 ${pair.p50.toFixed(1)} ms): ${(pair.perSecond / one.perSecond).toFixed(2)}x`,
  );
  check("rendered page through the pair", pair.unexpected === 0, `${pair.unexpected} unexpected answers`);
}
let coachPath = "";

/** A review posted through nginx: how long until each process's kept (signed-out) page shows it. */
async function measureStaleness(a: ChildServer, b: ChildServer) {
  for (const site of [a, b]) await fetch(`${site.origin}${coachPath}`).then((r) => r.arrayBuffer());
  const coachId = coachPath.split("/").at(-1);
  const text = `Through the balancer (${Date.now().toString(36)}).`;
  let status = 0;
  for (let i = 0; i < 20 && status !== 201; i++) {
    const token = await signIn(origin, `reviewer${i}@users.example`);
    status = (
      await fetch(`${origin}/api/comment`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ userId: coachId, rating: 4, comment: text, badges: [], agreement: true }),
      })
    ).status;
  }
  const posted = performance.now();
  const seen: number[] = [];
  for (const site of [a, b]) {
    while (!(await (await fetch(`${site.origin}${coachPath}`)).text()).includes(text)) {
      if (performance.now() - posted > 10_000) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    seen.push(performance.now() - posted);
  }
  const worst = Math.max(...seen);
  console.log(
    `staleness: the review showed on both processes' kept pages after ${seen.map((s) => Math.round(s)).join(" and ")} ms`,
  );
  check("a review shows on every process within 1 s", status === 201 && worst < 1000, `${Math.round(worst)} ms`);
}

/** SIGTERM to one of the pair in the middle of a load run through nginx: no request may fail. */
async function sigtermUnderLoad(b: ChildServer) {
  const load = loadWithOutcomes(origin, [coachPath, "/search/life", "/category/life-coach", "/"], seconds);
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
  await b.stop();
  const outcomes = await load.done;
  const failed = outcomes.filter((o) => !o.ok).length;
  console.log(`SIGTERM under load: ${outcomes.length} requests, ${failed} failed`);
  check("SIGTERM under load fails no request", failed === 0 && outcomes.length > 0, `${failed} of ${outcomes.length}`);
}

/** kill -9 of one of the pair under GET load and writes: answered writes kept, GETs fail briefly at most. */
async function killUnderLoad(a: ChildServer, survivor: ChildServer) {
  const load = loadWithOutcomes(origin, [coachPath, "/search/life", "/category/life-coach", "/"], seconds);
  const acknowledged: string[] = [];
  let writes = 0;
  const writing = { on: true };
  const writer = (async () => {
    while (writing.on) {
      const text = `Scale test message ${writes++} ${randomBytes(4).toString("hex")}.`;
      const answer = await fetch(`${origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ from: `sender${writes}@scale.example`, text }),
      }).catch(() => undefined);
      if (answer && answer.status >= 200 && answer.status < 300) acknowledged.push(text);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
  const killedAt = performance.now() - load.started;
  process.kill(a.pid, "SIGKILL");
  const outcomes = await load.done;
  writing.on = false;
  await writer;
  const failures = outcomes.filter((o) => !o.ok);
  const window = failures.length ? Math.max(...failures.map((f) => f.at)) - killedAt : 0;
  const stored = new Set(
    (
      await sql<{ text: string }>(
        databaseUrl,
        "select text from contact_message where text like 'Scale test message %'",
      )
    ).map((r) => r.text),
  );
  const lost = acknowledged.filter((t) => !stored.has(t)).length;
  const survives = (await fetch(`${survivor.origin}/search/life`)).status === 200;
  const throughNginx = (await fetch(`${origin}/search/life`)).status === 200;
  console.log(
    `kill -9 under load: ${outcomes.length} GETs, ${failures.length} failed (the last ${Math.round(window)} ms after the kill); ` +
      `${acknowledged.length} of ${writes} writes answered 2xx, ${lost} of them lost`,
  );
  check(
    "no answered write is lost after kill -9",
    lost === 0 && acknowledged.length > 0,
    `${lost} of ${acknowledged.length}`,
  );
  // nginx tries a GET on the other process (proxy_next_upstream, at most 10 s).
  check(
    "GETs fail at most within the retry window",
    window <= 10_000,
    `${failures.length} failed, last after ${Math.round(window)} ms`,
  );
  check("the survivor keeps serving", survives && throughNginx, `direct ${survives}, through nginx ${throughNginx}`);
}

/** Each periodic job's runs by period over the whole test (pg-boss's slots): one each. */
async function periodicJobs() {
  const slots = await sql<{ name: string; runs: number }>(
    databaseUrl,
    "select name, count(*)::int as runs from pgboss.job where singleton_on is not null group by name, singleton_on",
  );
  const doubled = slots.filter((s) => s.runs > 1);
  console.log(`periodic jobs: ${slots.length} periods run, ${doubled.length} of them more than once`);
  check("each periodic job ran once per period", slots.length > 0 && doubled.length === 0, `${doubled.length} doubled`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  console.error(`logs: ${work}`);
  process.exit(2);
}
console.table(checks);
const failedChecks = checks.filter((c) => !c.ok);
if (failedChecks.length) console.error(`logs: ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exit(failedChecks.length ? 1 : 0);

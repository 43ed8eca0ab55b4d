import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import client from "prom-client";
import { config } from "./config.server.ts";
import { getDatabase, selectRows } from "./db/database.server.ts";
import { isLoopback } from "./security/loopback.server.ts";

// GET /metrics in Prometheus's text format (issue 23, decision 0069): requests by route and
// status with their latency, the page cache's hits and misses, the database pools, the event
// loop's delay (prom-client's default metrics), and the background work.

const registry = new client.Registry();
// The gauges read their figures when scraped (collect); registerMetric keeps them without a name.
client.collectDefaultMetrics({ register: registry });

const labels = ["method", "route", "status"] as const;
const requests = new client.Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route (the route's pattern) and status.",
  labelNames: labels,
  registers: [registry],
});
const latency = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by method, route and status.",
  labelNames: labels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const pageCache = new client.Counter({
  name: "page_cache_lookups_total",
  help: "Cacheable requests by outcome: hit (a fresh kept page), stale (a lapsed one, renewed behind), miss (rendered).",
  labelNames: ["outcome"],
  registers: [registry],
});
const jobFailures = new client.Counter({
  name: "job_failures_total",
  help: "Runs of background work that failed, by job.",
  labelNames: ["job"],
  registers: [registry],
});
registry.registerMetric(
  new client.Gauge({
    name: "db_pool_connections",
    help: "Database connections by pool and state: open, idle, in use (open minus idle), max.",
    labelNames: ["pool", "state"],
    registers: [],
    collect() {
      for (const p of getDatabase().pools()) {
        this.set({ pool: p.pool, state: "open" }, p.open);
        this.set({ pool: p.pool, state: "idle" }, p.idle);
        this.set({ pool: p.pool, state: "in_use" }, p.open - p.idle);
        this.set({ pool: p.pool, state: "max" }, p.max);
      }
    },
  }),
);
registry.registerMetric(
  new client.Gauge({
    name: "db_pool_waiting",
    help: "Queries waiting for a free connection, by pool.",
    labelNames: ["pool"],
    registers: [],
    collect() {
      for (const p of getDatabase().pools()) this.set({ pool: p.pool }, p.waiting);
    },
  }),
);
type JobDepths = () => Promise<{ queue: string; waiting: number; active: number }[]>;
/** The job queue's figures, once it has started (watchJobQueue). */
let jobDepths: JobDepths = async () => [];

/** Called by the job queue when it starts (the queue reports to the metrics, not the other way). */
export const watchJobQueue = (depths: JobDepths) => {
  jobDepths = depths;
};

registry.registerMetric(
  new client.Gauge({
    name: "job_queue_depth",
    help: "Work waiting to be done, by queue: the job queue's queues, and contact-mail, the contact messages the mail server has not taken yet.",
    labelNames: ["queue"],
    registers: [],
    async collect() {
      // A database that does not answer leaves the figures out; the other metrics still go.
      const rows = await selectRows<{ n: number }>(
        sql`select count(*)::int as n from contact_message where sent_at is null and next_attempt_at is not null`,
      ).catch(() => undefined);
      if (rows) this.set({ queue: "contact-mail" }, rows[0]?.n ?? 0);
      for (const q of await jobDepths().catch(() => [])) this.set({ queue: q.queue }, q.waiting);
    },
  }),
);
registry.registerMetric(
  new client.Gauge({
    name: "job_queue_active",
    help: "Jobs running now in any process, by queue.",
    labelNames: ["queue"],
    registers: [],
    async collect() {
      for (const q of await jobDepths().catch(() => [])) this.set({ queue: q.queue }, q.active);
    },
  }),
);

export const countRequest = (method: string, route: string, status: number, seconds: number) => {
  const values = { method, route, status: String(status) };
  requests.inc(values);
  latency.observe(values, seconds);
};

export const countPageCacheLookup = (outcome: "hit" | "stale" | "miss") => pageCache.inc({ outcome });

export const countJobFailure = (job: string) => jobFailures.inc({ job });

/**
 * Who may read /metrics: a client on this machine that did not come through a proxy (a request a
 * proxy forwarded carries X-Forwarded-For), or anyone with METRICS_TOKEN as a bearer token.
 */
export function mayReadMetrics(request: { ip: string | undefined; header: (name: string) => string | undefined }) {
  const direct = !request.header("x-forwarded-for") && !request.header("forwarded");
  if (direct && isLoopback(request.ip)) return true;
  const token = config.METRICS_TOKEN;
  const given = /^Bearer (.+)$/.exec(request.header("authorization") ?? "")?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(token), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

type RouteEntry = { path?: string; parentId?: string; index?: boolean };

/**
 * A request path's route, as the route's pattern ("/coach/:name/:id"), so that the request
 * metrics have one series per route rather than per address. The most specific pattern wins, as
 * in React Router; a client navigation's ".data" address counts with its page.
 */
export function routeLabeler(routes: Record<string, RouteEntry | undefined>): (path: string) => string {
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const patterns = Object.values(routes)
    .filter((r): r is RouteEntry => r !== undefined && (r.path !== undefined || r.index === true))
    .map((route) => {
      const segments = fullPath(route).split("/").filter(Boolean);
      const source = segments
        .map((s) => (s === "*" ? ".*" : s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/");
      const score = segments.reduce((sum, s) => sum + (s === "*" ? 0 : s.startsWith(":") ? 2 : 3), 0);
      return { label: `/${segments.join("/")}`, regex: new RegExp(`^/${source}/?$`, "i"), score };
    })
    .sort((a, b) => b.score - a.score);
  return (path) => {
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.startsWith("/media/")) return "/media/*";
    const page = path.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    return patterns.find((p) => p.regex.test(page))?.label ?? "other";
  };
}

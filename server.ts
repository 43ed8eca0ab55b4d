// The production and development HTTP server: security headers, compression, static files,
// request logs and the React Router handler. Run directly by Node 24 (type stripping).
import http from "node:http";
import path from "node:path";
import express from "express";
import proxyAddress from "proxy-addr";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type ServerBuild } from "react-router";
import type * as Entry from "./app/entry.server.tsx";
import { dynamicCompression } from "./app/server/compression.server.ts";
import { RENEWAL_HEADER } from "./app/server/page-cache/page-cache.server.ts";
import { CLIENT_IP_HEADER } from "./app/server/security/client-address.server.ts";
import { precompressedStatic } from "./app/server/static-files.server.ts";
import { applyV8Settings } from "./app/server/v8-settings.server.ts";

type AppEntry = typeof Entry;

// NODE_ENV must be set before this module loads: React picks its build when first imported.
const dev = process.argv.includes("--dev");
applyV8Settings();

const app = express();
app.disable("x-powered-by");
// Behind a proxy, TRUST_PROXY names it (e.g. "loopback" or a hop count) so req.ip is the client's.
app.set("trust proxy", process.env.TRUST_PROXY ?? false);

// In production React Router gets the build itself: given a function, it loads the build and
// derives its routes and handler again on every request (a twentieth of a rendered page's CPU).
let build: ServerBuild | (() => Promise<ServerBuild>);
let devMiddleware: express.RequestHandler | undefined;
if (dev) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  devMiddleware = devServer.middlewares;
  build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
}

const firstBuild = typeof build === "function" ? await build() : build;
const entry = firstBuild.entry.module as unknown as AppEntry;
const {
  config,
  logger,
  requestLogOptions,
  refuseRequest,
  isCredentialed,
  answerSignedOutEvents,
  countKeptPageView,
  isLoopback,
  pageCache,
  routeReads,
  expressHandler,
  loadContextFor,
  readiness,
  markShuttingDown,
  countRequest,
  countPageCacheLookup,
  mayReadMetrics,
  metricsText,
  routeLabeler,
  apiErrors,
} = entry;
await entry.startup();
const siteOrigin = new URL(config.baseUrl).origin;
const https = siteOrigin.startsWith("https:");

const incoming = (req: express.Request) => ({
  method: req.method,
  url: req.originalUrl,
  path: req.path,
  header: (name: string) => req.get(name),
});

let stopping = false;

/**
 * The headers every response carries, static files included. A response that starts once the
 * process is stopping (also for a request accepted before) closes its connection: the client's next
 * request opens a new one, which the balancer sends to another process.
 */
function securityHeaders(res: http.ServerResponse, secure: boolean) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: unknown[]) {
    if (stopping && !res.headersSent) res.setHeader("Connection", "close");
    return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
  } as typeof writeHead;
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (https || secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
app.use((req, res, next) => {
  securityHeaders(res, req.secure);
  next();
});

/** Counts the request in /metrics once its answer is sent: method, route, status and time taken. */
function countWhenFinished(res: http.ServerResponse, method: string, route: () => string) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    countRequest(method, route(), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

const EVENTS_PATH = "/api/insights/events";
/** The client address as Express gives it (proxy-aware with TRUST_PROXY). */
const trustedProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;

/** A request header before Express, as Express's `req.get` gives it. */
const headerOf = (req: http.IncomingMessage) => (name: string) => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
};

/**
 * A request before Express as the guard and the page cache read it (Express's `incoming`), its
 * client address as Express would put it in X-Client-IP (never the client's own claim).
 */
const rawIncoming = (req: http.IncomingMessage, url: string) => {
  const header = headerOf(req);
  return {
    method: req.method ?? "GET",
    url,
    path: url.split("?")[0] ?? url,
    header: (name: string) =>
      name.toLowerCase() === CLIENT_IP_HEADER ? proxyAddress(req, trustedProxy) : header(name),
  };
};

/** Whether the client asked over https, as Express's `req.secure` tells it (a trusted proxy's X-Forwarded-Proto). */
function secureRequest(req: http.IncomingMessage): boolean {
  const direct = "encrypted" in req.socket && req.socket.encrypted === true;
  if (!trustedProxy(req.socket.remoteAddress ?? "", 0)) return direct;
  const forwarded = headerOf(req)("x-forwarded-proto")?.split(",")[0]?.trim();
  return forwarded === undefined || forwarded === "" ? direct : forwarded === "https";
}

/**
 * A kept page of the signed-out page cache (decision 0079), fresh or lapsed, for a browser that
 * takes gzip, as it was compressed once: answered before Express (its routing, compression, the
 * request log's line per view, the Fetch Request, which kept ~10 KB of every answer through young
 * garbage collections), with the same guard and headers; /metrics counts it. Answers false for any
 * other request. Express was an eighth of a kept answer's time (decision 0081).
 */
function answeredFromShelf(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!cache || req.method !== "GET" || req.url === undefined) return false;
  const request = rawIncoming(req, req.url);
  if (!/\bgzip\b/.test(request.header("accept-encoding") ?? "")) return false;
  if (refuseRequest(request, siteOrigin)) return false;
  const kept = cache.kept(request);
  if (!kept) return false;
  securityHeaders(res, secureRequest(req));
  countWhenFinished(res, "GET", () => routeOf(request.path));
  res.statusCode = kept.status;
  for (const [name, value] of kept.headers) res.appendHeader(name, value);
  res.end(kept.body);
  return true;
}

/**
 * The counting call of a page's listings and clicks (decision 0076), from a signed-out browser:
 * answered before Express itself (its routing, the request log's line per call, compression and
 * React Router), with the same guard and rules and the same headers; answers false for any other
 * request. A signed-in sender's, or one the guard refuses, goes the usual way. Express and its
 * router were a fifth of the call's cost.
 */
function answeredEventCall(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "POST" || req.url?.split("?")[0] !== EVENTS_PATH) return false;
  const request = rawIncoming(req, req.url);
  const { header } = request;
  if (isCredentialed(request) || refuseRequest(request, siteOrigin)) return false;
  securityHeaders(res, secureRequest(req));
  countWhenFinished(res, "POST", () => EVENTS_PATH);
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const sender = { userAgent: header("user-agent") ?? null, clientIp: proxyAddress(req, trustedProxy) };
    answerSignedOutEvents(Buffer.concat(chunks).toString("utf8"), sender).then(
      ({ status, message }) => {
        res.statusCode = status;
        res.setHeader("Cache-Control", "no-store");
        if (message === undefined) return res.end();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(JSON.stringify({ message }));
      },
      (error: unknown) => {
        logger.error({ err: error }, "counting call failed");
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      },
    );
  });
  return true;
}
// For a load balancer (decision 0068): never cached, not rate-limited, logged at debug only.
app.get("/healthz", (req, res) => {
  logger.debug({ path: req.path }, "health check");
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
});
app.get("/readyz", async (req, res) => {
  const answer = await readiness();
  logger.debug({ path: req.path, ...answer }, "readiness check");
  res.setHeader("Cache-Control", "no-store");
  res.status(answer.ready ? 200 : 503).json(answer);
});
// Prometheus metrics (decision 0069): this machine's own clients not behind a proxy, or the token.
app.get("/metrics", async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  if (!mayReadMetrics({ ip: req.ip, header: (name) => req.get(name) })) {
    res.status(404).json({ message: apiErrors.notFound });
    return;
  }
  const { contentType, body } = await metricsText();
  res.type(contentType).send(body);
});
// Every other request is counted, by the pattern of its route.
const routeOf = routeLabeler(firstBuild.routes);
app.use((req, res, next) => {
  countWhenFinished(res, req.method, () => routeOf(req.path));
  next();
});
// React Router, Request in and Response out; in production behind the signed-out page cache
// (development renders every request: the cache would hide code changes).
const routerHandler = createRequestHandler(build, dev ? "development" : "production");
// With a read replica, a request that only reads renders from it (decision 0071).
const render = (request: Request) => routeReads(request, () => routerHandler(request, loadContextFor(request)));
// A kept page for a signed-out browser that takes gzip is answered before Express (answeredFromShelf).
const cache = dev
  ? undefined
  : pageCache({
      seconds: config.PAGE_CACHE_SECONDS,
      origin: siteOrigin,
      isCredentialed,
      render,
      onLookup: countPageCacheLookup,
      // A coach page's view counts where a kept copy answers it, as where it renders (decision 0084).
      onKeptAnswer: countKeptPageView,
    });
// First, so that every response that is not precompressed is compressed.
app.use(dynamicCompression());
if (devMiddleware) {
  app.use(devMiddleware);
} else {
  const year = 365 * 24 * 3600;
  app.use("/assets", precompressedStatic("build/client/assets", year));
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: year * 1000 }));
  // Only a name with an extension can be one of those files: pages skip the disk lookup.
  const clientFiles = express.static("build/client", { maxAge: "1h" });
  app.use((req, res, next) => (path.extname(req.path) ? clientFiles(req, res, next) : next()));
}
app.use(pinoHttp(requestLogOptions));
// The client address as Express sees it (proxy-aware with TRUST_PROXY); never the client's own claim.
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
  next();
});
app.use((req, res, next) => {
  const refusal = refuseRequest(incoming(req), siteOrigin);
  if (refusal) {
    // The body is not read: close the connection rather than drain a large upload.
    if (req.get("content-length") && refusal.status === 413) res.setHeader("Connection", "close");
    res.status(refusal.status).json({ message: refusal.message });
    return;
  }
  if (isCredentialed(incoming(req))) res.setHeader("Cache-Control", "private, no-store");
  next();
});
// A route may answer before it reads the body (a 401 for a large one). React Router's request
// stream stops reading it then, which stalls the connection: the next request on it gets no answer
// until the keep-alive timeout resets it. What is left is read and dropped.
app.use((req, res, next) => {
  res.on("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.on("data", () => {});
    req.resume();
  });
  next();
});
// Photos are stored under names of their own, so a changed photo gets a new address. Only image
// files are served: nothing else (an older release's half-written `.partial`) is a photo.
app.use("/media", (req, res, next) => (/\.(webp|jpg|png|svg)$/.test(req.path) ? next() : res.sendStatus(404)));
app.use("/media", express.static(path.resolve(config.DATA_DIR, "media"), { maxAge: "30d", dotfiles: "ignore" }));
// React Router last, in production behind the signed-out page cache.
app.all("/{*splat}", expressHandler(cache?.render ?? render));

const server = http.createServer((req, res) => {
  // Only the page cache's own successors carry it, and they never come over HTTP: a visitor's
  // would keep their view of a coach page out of its insights.
  if (req.headers[RENEWAL_HEADER] !== undefined) delete req.headers[RENEWAL_HEADER];
  if (!answeredEventCall(req, res) && !answeredFromShelf(req, res)) app(req, res);
});
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port }, `Coach directory listening on http://localhost:${port}`);
  if (config.DEMO_DATA === "1" && !isLoopback(config.HOST)) {
    logger.warn(
      { host: config.HOST },
      "The demo data is loaded and the server listens beyond this machine: anyone who can reach it can sign in with the demo accounts (their password is in README.md). Use HOST=127.0.0.1 or start without DEMO_DATA.",
    );
  }
});

// Idle keep-alive connections outlive a proxy's own idle timeout, so the proxy, not this server,
// closes them and never sends a request on a connection being closed (decision 0068).
server.keepAliveTimeout = config.KEEP_ALIVE_SECONDS * 1000;
server.headersTimeout = server.keepAliveTimeout + 1000;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  // /readyz says no at once; no new connection is taken; idle ones close; requests already
  // accepted get SHUTDOWN_GRACE_SECONDS to finish, then the jobs stop and the database closes.
  markShuttingDown();
  logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, "shutting down");
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_SECONDS * 1000);
  force.unref();
  await closed;
  clearTimeout(force);
  await entry.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

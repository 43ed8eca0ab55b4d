// The production and development HTTP server: security headers, compression, static files,
// request logs and the React Router handler. Run directly by Node 24 (type stripping).
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type * as Entry from "./app/entry.server.tsx";

type AppEntry = typeof Entry;

// NODE_ENV must be set before this module loads: React picks its build when first imported.
const dev = process.argv.includes("--dev");

const app = express();
app.disable("x-powered-by");
// Behind a proxy, TRUST_PROXY names it (e.g. "loopback" or a hop count) so req.ip is the client's.
app.set("trust proxy", process.env.TRUST_PROXY ?? false);

let loadBuild: () => Promise<ServerBuild>;
if (dev) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const buildPath = path.resolve("build/server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  loadBuild = async () => build;
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
}

const entry = (await loadBuild()).entry.module as unknown as AppEntry;
const { config, logger } = entry;
await entry.startup();

app.use(
  pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = (req.headers["x-request-id"] as string | undefined) ?? randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
  }),
);
app.use(compression());
// The client address as Express sees it (proxy-aware with TRUST_PROXY); never the client's own claim.
app.use((req, _res, next) => {
  req.headers["x-client-ip"] = req.ip ?? "unknown";
  next();
});
app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (config.baseUrl.startsWith("https:")) res.setHeader("Strict-Transport-Security", "max-age=31536000");
  next();
});
app.use("/media", express.static(path.resolve(config.DATA_DIR, "media"), { maxAge: "1d" }));
app.all(
  "/{*splat}",
  createRequestHandler({
    build: loadBuild,
    mode: dev ? "development" : "production",
    getLoadContext: () => new RouterContextProvider(),
  }),
);

const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port }, `Coach directory listening on http://localhost:${port}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  // Idle keep-alive connections would hold close() open; busy ones get a moment to finish.
  server.close();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 1000);
  force.unref();
  await entry.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

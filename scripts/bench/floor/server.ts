// The floor's server: the same kind as the site's (Express 5, compression with the same settings,
// static files, @react-router/express) without the site's headers, request log or loaders.
// FLOOR_BUILD_DIR names the build; PORT the port (on 127.0.0.1). V8 is set as the site's is.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { dynamicCompression } from "../../../app/server/compression.server.ts";
import { applyV8Settings } from "../../../app/server/v8-settings.server.ts";

applyV8Settings();

const buildDir = process.env.FLOOR_BUILD_DIR;
if (!buildDir) throw new Error("FLOOR_BUILD_DIR must name the floor's build folder.");
const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(dynamicCompression());
app.use("/assets", express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.all(
  "/{*splat}",
  createRequestHandler({ build, mode: "production", getLoadContext: () => new RouterContextProvider() }),
);
app.listen(Number(process.env.PORT ?? 0), "127.0.0.1");

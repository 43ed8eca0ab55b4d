// `npm start`: build when the sources are newer than the build, then serve with demo data.
import { buildSiteIfStale } from "./build-site.ts";

if (!buildSiteIfStale()) process.exit(1);

process.env.DEMO_DATA ??= "1";
// The local demo has no mail server: verification codes are read at /dev/outbox.
process.env.DEV_OUTBOX ??= "1";
process.env.NODE_ENV ??= "production";
await import("../server.ts");

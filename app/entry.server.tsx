import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { getDb, startDatabase, stopDatabase } from "./server/db/database.server.ts";
import { config } from "./server/config.server.ts";
import { logger } from "./server/logger.server.ts";
import { seedDemoIfEmpty } from "./server/seed/demo.server.ts";
import { seedReferenceData } from "./server/seed/reference-data.server.ts";

export { config } from "./server/config.server.ts";
export { logger } from "./server/logger.server.ts";

export const streamTimeout = 5_000;

/** Called once by server.ts before it listens: opens, migrates and (for demos) fills the database. */
export async function startup(): Promise<void> {
  await startDatabase();
  await seedReferenceData(getDb());
  if (config.DEMO_DATA === "1") await seedDemoIfEmpty();
}

/** Called by server.ts on SIGTERM/SIGINT after the HTTP server stopped accepting requests. */
export async function shutdown(): Promise<void> {
  await stopDatabase();
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document in one piece.
    const readyOption = userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error }, "render error");
      },
    });
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) logger.error({ err: error, url: request.url }, "request failed");
}

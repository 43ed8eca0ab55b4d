import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { wholeBodyOf } from "./whole-response.server.ts";

// Express in front of React Router's Fetch handler, as @react-router/express does it, with the
// Fetch-level seam that the page cache wraps (server.ts): Request in, Response out.

/** The host and port the client asked for (the proxy's, when it is trusted). */
function hostOf(req: ExpressRequest): string {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  return `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
}

/** The Express request as a Fetch Request, aborted when the client goes before its answer ends. */
export function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else if (values) headers.set(name, values);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const body = req.method === "GET" || req.method === "HEAD" ? {} : { body: createReadableStreamFromReadable(req) };
  return new Request(new URL(`${req.protocol}://${hostOf(req)}${req.originalUrl}`).href, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...body,
    ...(body.body ? { duplex: "half" } : {}),
  } as RequestInit);
}

const closed = (res: ExpressResponse) => res.destroyed || res.writableEnded;

/** Writes the Fetch Response to the Express response: a whole buffer at once, else each chunk as it comes. */
export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (closed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const whole = wholeBodyOf(response);
  if (whole) {
    res.end(whole);
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!closed(res)) throw error;
  }
}

/** An Express handler answering every request with `handle`'s Response. */
export function expressHandler(handle: (request: Request) => Promise<Response>) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      await sendResponse(res, await handle(fetchRequest(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

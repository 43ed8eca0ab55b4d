import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { pino } from "pino";
import { config } from "./config.server.ts";

const REDACTED = "[redacted]";

export const logger = pino({
  level: config.NODE_ENV === "test" ? "warn" : config.LOG_LEVEL,
  // Credentials never reach a log line, wherever a logged object carries them.
  redact: {
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      'res.headers["set-cookie"]',
      "headers.authorization",
      "headers.cookie",
    ],
    censor: REDACTED,
  },
});

/**
 * Query parameters that carry a secret or a person's address: e-mailed codes, OAuth codes and
 * state, tokens, and the e-mail address the sign-up, sign-in, code and verification pages carry.
 */
const SECRET_PARAMS =
  /^(code|otp|token|access_token|id_token|refresh_token|state|password|secret|key|signature|email|userName)$/i;

/** A path that is itself a secret: a review invitation's link (decision 0075), its ".data" twin too. */
const SECRET_PATH = /^\/invitations\/[^/?#]+?(?=\.data(?:[?#]|$)|[?#]|$)/;

/** The URL with the value of every secret-carrying query parameter, and a secret path, replaced. */
export function redactUrl(original: string): string {
  const url = original.replace(SECRET_PATH, `/invitations/${REDACTED}`);
  const query = url.indexOf("?");
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params}` : url;
}

/**
 * pino-http's options: one line per request, an id the server makes (a client could otherwise
 * forge or collide ids), URLs without secrets, and a client's mistake (4xx) as a warning, never an error.
 */
export const requestLogOptions = {
  logger,
  genReqId: (_req: IncomingMessage, res: ServerResponse) => {
    const id = randomUUID();
    res.setHeader("X-Request-Id", id);
    return id;
  },
  // A line says who asked what and how it ended, like a web server's access log: not every header
  // (the response's alone, its content security policy first, were most of each line and ~3% of a
  // rendered page's CPU to copy, redact and write). The query is in the URL, secrets redacted; no
  // Referer, which can be one of our own pages' secret addresses (an invitation link).
  serializers: {
    req: (req: {
      id?: unknown;
      method?: string;
      url?: string;
      remoteAddress?: string;
      headers?: IncomingHttpHeaders;
    }) => ({
      id: req.id,
      method: req.method,
      url: req.url ? redactUrl(req.url) : req.url,
      remoteAddress: req.remoteAddress,
      userAgent: req.headers?.["user-agent"],
    }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
  customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
    err || res.statusCode >= 500 ? ("error" as const) : res.statusCode >= 400 ? ("warn" as const) : ("info" as const),
};

import { data } from "react-router";
import { z } from "zod";
import { apiErrors } from "../lib/messages/api-errors.ts";
import { securityMessages } from "../lib/messages/security.ts";
import { searchFiltersQuery } from "../lib/search-filters-schema.ts";
import { filtersInput, type SearchFilters } from "../lib/search-filters.ts";
import { DomainError, type DomainErrorKind } from "./domain-error.server.ts";
import { wholeResponse } from "./whole-response.server.ts";

/**
 * A JSON response in the API's shape, with its length: React Router streams a body without one,
 * and only a known length lets the compression leave small answers alone (decision 0052).
 */
export function json(body: unknown, init?: number | ResponseInit): Response {
  const options = typeof init === "number" ? { status: init } : (init ?? {});
  const bytes = Buffer.from(JSON.stringify(body));
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Content-Length", String(bytes.length));
  return wholeResponse(bytes, { ...options, headers });
}

/** An API error: `{ message }` with its status; never a stack trace. */
export const apiError = (status: number, message: string) => json({ message }, status);

export const uuidParam = z.uuid();

export const MAX_PAGE_SIZE = 50;

/** `from` and `size` of the list calls: size defaults to 20 and is capped at 50. */
export const pageQuery = z.object({
  from: z.coerce
    .number({ error: "from must be a whole number of 0 or more." })
    .int("from must be a whole number of 0 or more.")
    .min(0, "from must be a whole number of 0 or more.")
    .default(0)
    .meta({ description: "How many items to skip." }),
  size: z.coerce
    .number({ error: "size must be a whole number from 1 to 50." })
    .int("size must be a whole number from 1 to 50.")
    .min(1, "size must be a whole number from 1 to 50.")
    .default(20)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .meta({ description: `How many items to answer; more than ${MAX_PAGE_SIZE} counts as ${MAX_PAGE_SIZE}.` }),
});

/** The one place a domain error becomes an HTTP status. */
const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  unprocessable: 422,
  "too-many": 429,
  unavailable: 503,
};

export const statusOf = (error: DomainError) => STATUS[error.kind];

/**
 * Wraps an API loader or action: a DomainError from parsing, the session check or a service
 * becomes `{ message }` with its status; anything else stays a 500 (React Router logs it).
 */
export function apiRoute<Args>(handler: (args: Args) => Promise<Response>): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof DomainError) return apiError(statusOf(error), error.message);
      throw error;
    }
  };
}

/**
 * For page actions: a DomainError becomes the action's data `{ ...extra, error }` with its
 * status, which the page shows next to the form; anything else is rethrown.
 */
export function actionError<Extra extends Record<string, unknown>>(error: unknown, extra: Extra) {
  if (error instanceof DomainError) return data({ ...extra, error: error.message }, statusOf(error));
  throw error;
}

/**
 * The one way a page's loader or action refuses: a DomainError (a service's, or `notFound()`'s)
 * becomes a route error response with its status and message, which the root's error page shows:
 * 404 as the not-found page, 403 as "not authorized" with the reason. Anything else is rethrown.
 */
export function refusePage(error: unknown): never {
  if (error instanceof DomainError) throw data({ message: error.message }, { status: statusOf(error) });
  throw error;
}

/** A page's loader or action with nothing to show: the not-found page, status 404. */
export function notFound(): never {
  return refusePage(new DomainError("not-found", apiErrors.notFound));
}

/** The value the schema makes of the input, or a DomainError("invalid") with the schema's first message. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid", firstIssue(parsed.error));
  return parsed.data;
}

export const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? apiErrors.badInput;

/** An API request's JSON body through its schema. */
export const parseJson = async <S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> =>
  parseWith(schema, await readJson(request));

/** A body that may be left out (DELETE /api/comment/{id}): none reads as `{}`, one that is not JSON is a 400. */
export async function parseOptionalJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  if (text.trim() === "") return parseWith(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError("invalid", apiErrors.badJson);
  }
  checkJson(body);
  return parseWith(schema, body);
}

/** A page action's form through its schema. */
export const parseForm = async <S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> =>
  parseWith(schema, await readForm(request));

/** ?from&size of the list calls. */
export function parsePage(url: string): { from: number; size: number } {
  const params = new URL(url).searchParams;
  return parseWith(pageQuery, { from: params.get("from") ?? undefined, size: params.get("size") ?? undefined });
}

/** The filters and sort of the search and category lists from the URL query (400 when bad). */
export const parseFilters = (url: string): SearchFilters =>
  parseWith(searchFiltersQuery, filtersInput(new URL(url).searchParams));

/** The same for a page's loader: a bad value answers 400 with its reason, shown by the error page. */
export function pageFilters(url: string): SearchFilters {
  const parsed = searchFiltersQuery.safeParse(filtersInput(new URL(url).searchParams));
  if (!parsed.success) throw data({ message: firstIssue(parsed.error) }, { status: 400 });
  return parsed.data;
}

/** A path parameter that must be an id. */
export function parseId(value: string | undefined): string {
  const id = uuidParam.safeParse(value);
  if (!id.success) throw new DomainError("invalid", apiErrors.badId);
  return id.data;
}

/** 405 with the Allow header; GET brings HEAD with it. */
export function methodNotAllowed(allowed: string[]): Response {
  const list = [...new Set(allowed.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])))].join(", ");
  return json({ message: apiErrors.methodNotAllowed(list) }, { status: 405, headers: { Allow: list } });
}

/**
 * Router middleware: a route without an action answers other methods with React Router's bare
 * 405; this gives it the Allow header (such routes serve only GET) and, under /api, our JSON.
 */
export async function explainWrongMethod(request: Request, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (response.status !== 405 || response.headers.has("Allow")) return response;
  if (new URL(request.url).pathname.startsWith("/api/")) return methodNotAllowed(["GET"]);
  response.headers.set("Allow", "GET, HEAD");
  return response;
}

/** Throws the 405 unless the request uses one of the methods. */
export function allowMethods(request: Request, allowed: string[]): void {
  if (!allowed.includes(request.method)) throw methodNotAllowed(allowed);
}

/** How deep a JSON body may nest; no request of ours needs more than a few levels (decision 0033). */
export const MAX_JSON_DEPTH = 32;

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

/** Text PostgreSQL can store: no NUL, and no lone surrogate (half of a character, which jsonb refuses). */
function checkText(text: string): void {
  if (text.includes("\u0000")) throw new DomainError("invalid", securityMessages.nulByte);
  if (!text.isWellFormed()) throw new DomainError("invalid", securityMessages.loneSurrogate);
}

/**
 * Checks a parsed JSON body without recursion (a body of 20,000 nested arrays must not overflow
 * the stack): nesting past MAX_JSON_DEPTH, NUL bytes and lone surrogates in keys or strings are a
 * DomainError("invalid"), so no route can pass them to the database.
 */
export function checkJson(body: unknown): void {
  if (typeof body === "string") return checkText(body);
  const pending: [Container, number][] = isContainer(body) ? [[body, 1]] : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > MAX_JSON_DEPTH) throw new DomainError("invalid", securityMessages.tooDeep(MAX_JSON_DEPTH));
    for (const [key, value] of Object.entries(node)) {
      checkText(key);
      if (typeof value === "string") checkText(value);
      else if (isContainer(value)) pending.push([value, depth + 1]);
    }
  }
}

/**
 * A body's text as JSON, or undefined when it is empty or not JSON (the schema then reports it).
 * What `checkJson` refuses (deep nesting, NUL, lone surrogates) is a DomainError("invalid") here.
 */
export function jsonOf(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  checkJson(body);
  return body;
}

/** The request's JSON body, as `jsonOf` reads it. */
export const readJson = async (request: Request): Promise<unknown> => jsonOf(await request.text());

/**
 * A page action's form fields as strings, lists for repeated names (files are left out). A body that is not a form, or a
 * NUL in a field, is a DomainError("invalid").
 */
export async function readForm(request: Request): Promise<Record<string, string | string[]>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DomainError("invalid", apiErrors.badForm);
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    checkText(name);
    checkText(value);
    // A repeated name (checkboxes) becomes a list, in the order sent.
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}

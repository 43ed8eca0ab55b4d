import { data } from "react-router";
import { z } from "zod";
import { apiErrors, securityMessages } from "../lib/messages.ts";

/** A JSON response in the API's shape. */
export const json = (body: unknown, init?: number | ResponseInit) =>
  Response.json(body, typeof init === "number" ? { status: init } : init);

/** An API error: `{ message }` with its status; never a stack trace. */
export const apiError = (status: number, message: string) => Response.json({ message }, { status });

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

/** Parses ?from&size, or answers the 400 to return. */
export function parsePage(url: string): { from: number; size: number } | Response {
  const params = new URL(url).searchParams;
  const parsed = pageQuery.safeParse({ from: params.get("from") ?? undefined, size: params.get("size") ?? undefined });
  return parsed.success ? parsed.data : apiError(400, parsed.error.issues[0]?.message ?? "Bad paging parameters.");
}

/** 405 with the Allow header; GET brings HEAD with it. */
export function methodNotAllowed(allowed: string[]): Response {
  const list = [...new Set(allowed.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])))].join(", ");
  return Response.json({ message: apiErrors.methodNotAllowed(list) }, { status: 405, headers: { Allow: list } });
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

/** Whether any string in a parsed body holds a NUL, which PostgreSQL text cannot store. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  return false;
}

/**
 * The JSON body, or undefined when it is missing or not JSON (the schema then reports it). A NUL
 * anywhere in it is refused with a 400 here, so no route can pass one to the database.
 */
export async function readJson(request: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return undefined;
  }
  if (containsNul(body)) throw apiError(400, securityMessages.nulByte);
  return body;
}

/**
 * A page action's form fields as strings (files are left out). A body that is not a form, or a
 * NUL in a field, ends the action with a 400 shown by the error boundary.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: apiErrors.badForm }, 400);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name.includes("\u0000") || value.includes("\u0000")) throw data({ message: securityMessages.nulByte }, 400);
    fields[name] = value;
  }
  return fields;
}

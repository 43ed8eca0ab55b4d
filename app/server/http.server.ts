import { z } from "zod";

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
    .default(0),
  size: z.coerce
    .number({ error: "size must be a whole number from 1 to 50." })
    .int("size must be a whole number from 1 to 50.")
    .min(1, "size must be a whole number from 1 to 50.")
    .default(20)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** Parses ?from&size, or answers the 400 to return. */
export function parsePage(url: string): { from: number; size: number } | Response {
  const params = new URL(url).searchParams;
  const parsed = pageQuery.safeParse({ from: params.get("from") ?? undefined, size: params.get("size") ?? undefined });
  return parsed.success ? parsed.data : apiError(400, parsed.error.issues[0]?.message ?? "Bad paging parameters.");
}

/** The JSON body, or undefined when it is missing or not JSON (the schema then reports it). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

import { z } from "zod";

/** A JSON response in the API's shape. */
export const json = (body: unknown, init?: number | ResponseInit) =>
  Response.json(body, typeof init === "number" ? { status: init } : init);

/** An API error: `{ message }` with its status; never a stack trace. */
export const apiError = (status: number, message: string) => Response.json({ message }, { status });

export const uuidParam = z.uuid();

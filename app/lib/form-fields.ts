import { z } from "./zod.ts";

/**
 * A yes/no field of an HTML form as a boolean: a checked checkbox sends `on` (or its value, here
 * "true"), a radio pair "true" or "false", and an unchecked checkbox nothing. Any other value is
 * refused with `message` rather than read as no.
 */
export const formBoolean = (message: string, whenMissing = false) =>
  z
    .enum(["true", "on", "false", ""], { error: message })
    .optional()
    .transform((value) => (value === undefined ? whenMissing : value === "true" || value === "on"));

/** A form sends one value of a repeated field as a string and several as a list (JSON a list). */
export const formList = <S extends z.ZodType>(list: S) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), list);

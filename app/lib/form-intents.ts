import { apiErrors } from "./messages/api-errors.ts";
import { z } from "./zod.ts";

/**
 * One thing a page's forms ask its action to do: the form's `intent` field names it (the submit
 * button's name="intent" value), and `schema` reads the rest of that form, the same schema the
 * form itself is checked with. The parsed value is `{ intent, input }`.
 */
export function intent<const Name extends string, S extends z.ZodType>(name: Name, schema: S) {
  const named = z.looseObject({ intent: z.literal(name) });
  // The schema reads the whole form; it ignores the `intent` field.
  const rest = schema as unknown as z.ZodType<z.output<S>, z.output<typeof named>>;
  return named.pipe(rest).transform((input) => ({ intent: name, input }));
}

/**
 * Every intent of a page's action, one discriminated union: an action switches over the parsed
 * `intent` exhaustively, and a form with an unknown or missing intent is refused (400) before
 * anything is read or written, instead of running a default.
 */
export const intents = <const Members extends readonly [ReturnType<typeof intent>, ...ReturnType<typeof intent>[]]>(
  ...members: Members
) => z.discriminatedUnion("intent", members, { error: apiErrors.unknownIntent });

/** The end of an exhaustive switch over a parsed intent: no intent is left unhandled. */
export function unhandled(asked: never): never {
  throw new Error(`Unhandled intent: ${JSON.stringify(asked)}`);
}

/**
 * The intent a form names when it is one of the page's: a failure is shown beside that form.
 * Read before the whole form is checked, since a form whose fields fail has no parsed value.
 */
export function namedIntent<U extends ReturnType<typeof intents>>(
  union: U,
  form: Record<string, unknown>,
): z.output<U>["intent"] | null {
  const names = union._zod.propValues?.intent;
  return typeof form.intent === "string" && names?.has(form.intent) ? form.intent : null;
}

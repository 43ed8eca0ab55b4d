import { apiDocsTexts } from "../../lib/messages/api-docs.ts";
import type { SchemaObject } from "./openapi-types.server.ts";

const t = apiDocsTexts.constraints;
const literal = (value: unknown) => JSON.stringify(value);

/** The rules of a schema in words, for the reference page's description column. */
export function schemaNotes(schema: SchemaObject): string[] {
  return [...boundNotes(schema), ...valueNotes(schema)];
}

/** The format, lengths, pattern, range and list sizes. */
function boundNotes(schema: SchemaObject): string[] {
  const notes: string[] = [];
  if (schema.format) notes.push(t.format(schema.format));
  if (schema.minLength !== undefined) notes.push(t.minLength(schema.minLength));
  if (schema.maxLength !== undefined) notes.push(t.maxLength(schema.maxLength));
  if (schema.pattern) notes.push(t.pattern(schema.pattern));
  if (typeof schema.minimum === "number") notes.push(t.minimum(schema.minimum));
  if (typeof schema.maximum === "number") notes.push(t.maximum(schema.maximum));
  if (schema.minItems !== undefined) notes.push(t.minItems(schema.minItems));
  if (schema.maxItems !== undefined) notes.push(t.maxItems(schema.maxItems));
  return notes;
}

/** The values allowed, fixed or assumed, then the rules of a list's items. */
function valueNotes(schema: SchemaObject): string[] {
  const notes: string[] = [];
  if (schema.enum) notes.push(t.oneOfValues(schema.enum.map(literal).join(", ")));
  if (schema.const !== undefined) notes.push(t.always(literal(schema.const)));
  if (schema.default !== undefined) notes.push(t.byDefault(literal(schema.default)));
  const items = schema.items;
  // The rules of a list's items; items with fields of their own get a table instead.
  if (items && typeof items === "object" && !Array.isArray(items) && !items.properties)
    notes.push(...schemaNotes(items).map(t.each));
  return notes;
}

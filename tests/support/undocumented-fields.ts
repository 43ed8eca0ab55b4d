import type { OpenApiDocument, SchemaObject } from "../../app/server/openapi/openapi-types.server.ts";

const SCHEMAS = "#/components/schemas/";
const asSchema = (schema: unknown): SchemaObject =>
  schema && typeof schema === "object" ? (schema as SchemaObject) : {};

/**
 * The fields of an answer its documented schema does not name, as paths (`data[0].email`). The
 * document leaves objects open for clients' sake, so a schema check alone would let them through.
 */
export function undocumentedFields(doc: OpenApiDocument, schema: SchemaObject, value: unknown, at = "body"): string[] {
  if (schema.$ref?.startsWith(SCHEMAS))
    return undocumentedFields(doc, asSchema(doc.components.schemas[schema.$ref.slice(SCHEMAS.length)]), value, at);
  if (schema.anyOf) {
    const each = schema.anyOf.map((choice) => undocumentedFields(doc, choice, value, at));
    return each.find((found) => found.length === 0) ?? each.flat();
  }
  if (Array.isArray(value))
    return value.flatMap((item, i) => undocumentedFields(doc, asSchema(schema.items), item, `${at}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const properties = schema.properties ?? {};
  return Object.entries(value).flatMap(([name, field]) =>
    name in properties
      ? undocumentedFields(doc, asSchema(properties[name]), field, `${at}.${name}`)
      : [`${at}.${name}`],
  );
}

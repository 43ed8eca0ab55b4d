import { Fragment, type ReactNode } from "react";
import { apiDocsTexts } from "../../lib/messages/api-docs.ts";
import type { SchemaObject } from "./openapi-types.server.ts";
import { schemaNotes } from "./schema-notes.server.ts";
import { WithCode } from "./with-code.server.tsx";

const t = apiDocsTexts;
const SCHEMAS = "#/components/schemas/";

export const schemaAnchor = (name: string) => `schema-${name}`;

/** A subschema; `true` (anything goes) has nothing to show. */
const asSchema = (schema: unknown): SchemaObject =>
  schema && typeof schema === "object" ? (schema as SchemaObject) : {};

/** An object with named fields, shown as a table of its own. */
const hasFields = (schema: SchemaObject) => Object.keys(schema.properties ?? {}).length > 0;

function joined(parts: ReactNode[], separator: string): ReactNode {
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      {part}
    </Fragment>
  ));
}

/** A schema's type in a few words; named schemas link to their section. */
export function TypeLabel({ schema }: { schema: SchemaObject }): ReactNode {
  if (schema.$ref?.startsWith(SCHEMAS)) {
    const name = schema.$ref.slice(SCHEMAS.length);
    return <a href={`#${schemaAnchor(name)}`}>{name}</a>;
  }
  if (schema.anyOf)
    return joined(
      schema.anyOf.map((s, i) => <TypeLabel key={i} schema={s} />),
      t.or,
    );
  if (schema.type === "array")
    return (
      <>
        {t.arrayOf}
        <TypeLabel schema={asSchema(schema.items)} />
      </>
    );
  if (Array.isArray(schema.type)) return schema.type.join(t.or);
  return schema.type ?? t.anything;
}

/** The fields of a nested object, or of the objects an array holds, shown under its type. */
function nestedFields(schema: SchemaObject): SchemaObject | null {
  if (hasFields(schema)) return schema;
  const items = asSchema(schema.items);
  return schema.type === "array" && hasFields(items) ? items : null;
}

function FieldTable({ schema }: { schema: SchemaObject }) {
  const required = new Set(schema.required ?? []);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t.columns.field}</th>
          <th scope="col">{t.columns.type}</th>
          <th scope="col">{t.columns.required}</th>
          <th scope="col">{t.columns.description}</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(schema.properties ?? {}).map(([name, property]) => {
          const field = asSchema(property);
          const nested = nestedFields(field);
          return (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <TypeLabel schema={field} />
                {nested && <FieldTable schema={nested} />}
              </td>
              <td>{required.has(name) ? t.yes : t.no}</td>
              <td>
                <Notes schema={field} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What a schema says in words: its description, then its rules. */
function Notes({ schema }: { schema: SchemaObject }) {
  const notes = schemaNotes(schema);
  return (
    <>
      {schema.description && (
        <p>
          <WithCode text={schema.description} />
        </p>
      )}
      {notes.length > 0 && <p>{notes.join("; ")}</p>}
    </>
  );
}

/** A body's schema: its fields as a table, the choices of a union, or its type and rules. */
export function SchemaView({ schema }: { schema: SchemaObject }): ReactNode {
  if (schema.anyOf && schema.anyOf.every((s) => hasFields(s) || s.$ref)) {
    return (
      <div>
        <p>{t.oneOf}</p>
        {schema.anyOf.map((choice, i) => (
          <SchemaView key={i} schema={choice} />
        ))}
      </div>
    );
  }
  if (hasFields(schema)) {
    return (
      <>
        {schema.description && (
          <p>
            <WithCode text={schema.description} />
          </p>
        )}
        <FieldTable schema={schema} />
      </>
    );
  }
  return (
    <>
      <p>
        <TypeLabel schema={schema} />
      </p>
      <Notes schema={schema} />
    </>
  );
}

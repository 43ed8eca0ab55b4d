import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { apiDocsTexts } from "../../lib/messages/api-docs.ts";
import { ERROR_RESPONSES, type HttpMethod } from "./api-operation.server.ts";
import { API_REFERENCE_STYLE } from "./api-reference-style.server.ts";
import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
} from "./openapi-types.server.ts";
import { SchemaView, schemaAnchor, TypeLabel } from "./schema-view.server.tsx";
import { WithCode } from "./with-code.server.tsx";

const t = apiDocsTexts;
const RESPONSES = "#/components/responses/";

type Listed = { path: string; method: HttpMethod; op: OperationObject };

function accessText(op: OperationObject): string {
  if (!op.security) return t.access.public;
  return op.security.some((requirement) => Object.keys(requirement).length === 0)
    ? t.access.optional
    : t.access.signedIn;
}

function Parameters({ parameters }: { parameters: ParameterObject[] }) {
  return (
    <>
      <h4>{t.parameters}</h4>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.in}</th>
            <th scope="col">{t.columns.type}</th>
            <th scope="col">{t.columns.required}</th>
            <th scope="col">{t.columns.description}</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => (
            <tr key={`${p.in}-${p.name}`}>
              <td>
                <code>{p.name}</code>
              </td>
              <td>{p.in}</td>
              <td>
                <SchemaView schema={p.schema} />
              </td>
              <td>{p.required ? t.yes : t.no}</td>
              <td>{p.description && <WithCode text={p.description} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A response as the document says it, a shared error response resolved. */
function resolve(doc: OpenApiDocument, response: ResponseObject | ReferenceObject): ResponseObject {
  if (!("$ref" in response)) return response;
  const shared = doc.components.responses[response.$ref.slice(RESPONSES.length)];
  if (!shared) throw new Error(`No shared response ${response.$ref}`);
  return { ...shared, description: response.description ?? shared.description };
}

function Responses({ doc, op }: { doc: OpenApiDocument; op: OperationObject }) {
  return (
    <>
      <h4>{t.responses}</h4>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.description}</th>
            <th scope="col">{t.columns.body}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(op.responses).map(([status, raw]) => {
            const response = resolve(doc, raw);
            const content = Object.entries(response.content ?? {});
            return (
              <tr key={status}>
                <td>{status}</td>
                <td>
                  <WithCode text={response.description} />
                  {Object.entries(response.headers ?? {}).map(([name, header]) => (
                    <p key={name}>
                      <code>{name}</code>: {header.description}
                    </p>
                  ))}
                </td>
                <td>
                  {content.length === 0 && t.noBody}
                  {content.map(([mediaType, { schema }]) => (
                    <Fragment key={mediaType}>
                      <p>
                        <code>{mediaType}</code>
                      </p>
                      <SchemaView schema={schema} />
                    </Fragment>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

function Operation({ doc, path, method, op }: Listed & { doc: OpenApiDocument }) {
  const body = op.requestBody?.content["application/json"]?.schema;
  return (
    <article id={op.operationId} className="operation">
      <h3>
        <span className={`method ${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <p>
        <strong>{op.summary}</strong>
      </p>
      {op.description && (
        <p>
          <WithCode text={op.description} />
        </p>
      )}
      <p className="access">{accessText(op)}</p>
      {op.parameters && <Parameters parameters={op.parameters} />}
      {body && (
        <>
          <h4>{t.requestBody}</h4>
          <SchemaView schema={body} />
        </>
      )}
      <Responses doc={doc} op={op} />
    </article>
  );
}

type Tagged = { tag: OpenApiDocument["tags"][number]; ops: Listed[] };

/** Every operation of the document, grouped under the tags in the document's order. */
function taggedOperations(doc: OpenApiDocument): Tagged[] {
  const listed: Listed[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method as HttpMethod, op })),
  );
  return doc.tags.map((tag) => ({ tag, ops: listed.filter((l) => l.op.tags.includes(tag.name)) }));
}

function PageHead({ doc }: { doc: OpenApiDocument }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{doc.info.title}</title>
      {/* The page's one style element; the Content-Security-Policy allows it by its hash. */}
      <style dangerouslySetInnerHTML={{ __html: API_REFERENCE_STYLE }} />
    </head>
  );
}

function PageHeader({ doc }: { doc: OpenApiDocument }) {
  return (
    <header>
      <h1>{doc.info.title}</h1>
      {doc.info.description.split("\n\n").map((paragraph) => (
        <p key={paragraph}>
          <WithCode text={paragraph} />
        </p>
      ))}
      <p>
        <a href="/api/openapi.json">{t.jsonLink}</a>
      </p>
    </header>
  );
}

function Contents({ tagged }: { tagged: Tagged[] }) {
  return (
    <nav aria-labelledby="contents">
      <h2 id="contents">{t.contents}</h2>
      {tagged.map(({ tag, ops }) => (
        <Fragment key={tag.name}>
          <h3>{tag.name}</h3>
          <ul>
            {ops.map(({ path, method, op }) => (
              <li key={op.operationId}>
                <a href={`#${op.operationId}`}>
                  <span className={`method ${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
                </a>{" "}
                {op.summary}
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      <p>
        <a href="#errors">{t.errors}</a> · <a href="#schemas">{t.schemas}</a>
      </p>
    </nav>
  );
}

function TagSection({ doc, tag, ops }: Tagged & { doc: OpenApiDocument }) {
  return (
    <section aria-labelledby={`tag-${tag.name}`}>
      <h2 id={`tag-${tag.name}`}>{tag.name}</h2>
      <p>{tag.description}</p>
      {ops.map((l) => (
        <Operation key={l.op.operationId} doc={doc} {...l} />
      ))}
    </section>
  );
}

function Errors() {
  return (
    <section aria-labelledby="errors">
      <h2 id="errors">{t.errors}</h2>
      <p>
        {t.errorsLead} <TypeLabel schema={{ $ref: "#/components/schemas/Error" }} />
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.description}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(ERROR_RESPONSES).map(([status, { description }]) => (
            <tr key={status}>
              <td>{status}</td>
              <td>
                <WithCode text={description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Schemas({ doc }: { doc: OpenApiDocument }) {
  return (
    <section aria-labelledby="schemas">
      <h2 id="schemas">{t.schemas}</h2>
      {Object.entries(doc.components.schemas).map(([name, schema]) => (
        <section key={name} id={schemaAnchor(name)}>
          <h3>{name}</h3>
          <SchemaView schema={schema} />
        </section>
      ))}
    </section>
  );
}

function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const tagged = taggedOperations(doc);
  return (
    <html lang="en">
      <PageHead doc={doc} />
      <body>
        <PageHeader doc={doc} />
        <Contents tagged={tagged} />
        <main>
          {tagged.map(({ tag, ops }) => (
            <TagSection key={tag.name} doc={doc} tag={tag} ops={ops} />
          ))}
          <Errors />
          <Schemas doc={doc} />
        </main>
      </body>
    </html>
  );
}

/** The reference page: plain HTML and one style element, no script. */
export function renderApiReference(doc: OpenApiDocument): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<ApiReference doc={doc} />)}`;
}

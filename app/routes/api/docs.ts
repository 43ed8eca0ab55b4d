import { API_REFERENCE_CSP } from "../../server/openapi/api-reference-style.server.ts";
import { renderApiReference } from "../../server/openapi/api-reference-page.server.tsx";
import { openApiDocument } from "../../server/openapi/openapi-document.server.ts";

let page: string | undefined;

/** GET /api/docs: the API reference, a page made from the same document as /api/openapi.json. */
export function loader() {
  page ??= renderApiReference(openApiDocument());
  return new Response(page, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": API_REFERENCE_CSP },
  });
}

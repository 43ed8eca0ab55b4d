import { json } from "../../server/http.server.ts";
import { openApiDocument } from "../../server/openapi/openapi-document.server.ts";

/** GET /api/openapi.json: this API as an OpenAPI 3.1 document. */
export function loader() {
  return json(openApiDocument());
}

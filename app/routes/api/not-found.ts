import { apiErrors } from "../../lib/messages/api-errors.ts";
import { apiError } from "../../server/http.server.ts";

const notFound = () => apiError(404, apiErrors.notFound);
export const loader = notFound;
export const action = notFound;

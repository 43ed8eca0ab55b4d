import type { z } from "zod";

export type HttpMethod = "get" | "put" | "post" | "delete";

/** Who may call: anyone; anyone, a signed-in caller getting more; or only a signed-in caller. */
export type Access = "public" | "optional" | "signed-in";

export type SuccessResponse = {
  description: string;
  /** The JSON body; none for a redirect. */
  body?: z.ZodType;
  /** When the body is not JSON (the reference page is HTML). */
  mediaType?: string;
  /** Response headers by name, with what they carry. */
  headers?: Record<string, string>;
};

/**
 * Every error is `{ message }`. The general meaning of each status is written once here; an
 * operation says what the status means for it.
 */
export const ERROR_RESPONSES = {
  400: {
    name: "BadRequest",
    description:
      "The request is not valid: a field breaks its rule, an id or paging value is malformed, or a NUL character was sent. `message` names the first problem.",
  },
  401: {
    name: "Unauthorized",
    description: "Not signed in: send the session cookie or `Authorization: Bearer <token>`.",
  },
  403: {
    name: "Forbidden",
    description:
      "Refused: a state change from another site (a foreign `Origin`, or a cookie call without a JSON body), or an action this account may not take.",
  },
  404: { name: "NotFound", description: "Nothing at this address, or no such resource." },
  405: {
    name: "MethodNotAllowed",
    description: "The path does not take this method; the `Allow` header lists the ones it does.",
  },
  409: { name: "Conflict", description: "The change conflicts with the account's state." },
  411: { name: "LengthRequired", description: "A body was sent without a `Content-Length`." },
  413: { name: "ContentTooLarge", description: "The body is over 1 MB." },
  422: { name: "UnprocessableContent", description: "Valid, but already done (one review per coach and author)." },
  429: {
    name: "TooManyRequests",
    description: "Too many attempts from this address or for this account: wait a minute.",
  },
  503: {
    name: "ServiceUnavailable",
    description: "A service the call depends on (the card payment provider) did not answer: try again later.",
  },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

export type ApiOperation = {
  /** Unique; also the anchor of the operation on the reference page. */
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path template, e.g. /api/user/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters; the route's own schema where it parses one. */
  pathParams?: z.ZodObject;
  /** Query parameters: the route's own schema. */
  query?: z.ZodObject;
  /** The body (JSON unless `bodyMediaType` says otherwise): the route's own schema. */
  body?: z.ZodType;
  bodyMediaType?: "application/x-www-form-urlencoded";
  /** The body may be left out (the route reads a missing one as `{}`). */
  optionalBody?: true;
  responses: Record<number, SuccessResponse>;
  /** What each error status means for this operation. */
  errors?: Partial<Record<ErrorStatus, string>>;
};

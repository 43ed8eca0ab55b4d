import { z } from "zod";
import { type ApiOperation, ERROR_RESPONSES, type ErrorStatus } from "./api-operation.server.ts";
import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
  SecurityRequirement,
} from "./openapi-types.server.ts";
import { apiOperations } from "./operations.server.ts";
import { errorBody } from "./response-schemas.server.ts";

const JSON_MEDIA = "application/json";
const SCHEMAS = "#/components/schemas/";
const SIGNED_IN: SecurityRequirement[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

const TAGS = [
  { name: "Accounts", description: "Sign up, confirm the e-mail address, sign in." },
  {
    name: "Profile",
    description: "The signed-in caller's own profile, its insights, and the weekly digest's unsubscribe link.",
  },
  { name: "Directory", description: "Niches and coaches, as the site lists them." },
  {
    name: "Reviews",
    description:
      "Ratings, badges and comments about coaches; the owners' replies, reports, removals with a reason, appeals, and each coach's public moderation record.",
  },
  { name: "Contact", description: "Messages to level 5 coaches and to the site owners, by e-mail." },
  {
    name: "Plans",
    description: "Plans, checkouts, sponsored slots and the card payment provider's signed events.",
  },
  {
    name: "Admin",
    description:
      'Administrators only (level "20"): every call answers 401 signed out and 403 for anyone else, and every write is recorded (the profiles, levels, claims, notes, the banner type, review moderation decisions); the house ads are listed with their counts, and the moderation queue holds the reported reviews and the appealed removals.',
  },
  {
    name: "Identity",
    description: "The session, sign-out, e-mailed codes and passwords (better-auth, under /api/auth).",
  },
  { name: "Documentation", description: "This document, as JSON and as a page." },
];

const DESCRIPTION = [
  "The JSON API of the coach directory. Every answer is JSON wrapped in `data` (a few add `message` or `total`); every error is `{ message }` with its HTTP status. Answers may gain fields: ignore the ones you do not know.",
  "Signed calls send `Authorization: Bearer <token>` with the token from POST /api/signin (or POST /api/confirmuser), or the session cookie a browser holds. A call that changes something and rides on the cookie must come from this site and send JSON.",
  "Lists take `from` (default 0) and `size` (default 20, at most 50).",
].join("\n\n");

/** JSON Schema 2020-12 is OpenAPI 3.1's own dialect, so zod's output needs only its refs moved. */
function toSchema(schema: z.ZodType, components: Record<string, SchemaObject>): SchemaObject {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    // What a client may send; for answers it also leaves objects open, so fields can be added.
    io: "input",
    override: ({ jsonSchema }) => {
      // The format names the rule; zod's long regular expression for it only hides the rest.
      if (jsonSchema.format && ["uuid", "date-time", "email"].includes(jsonSchema.format)) delete jsonSchema.pattern;
      // Nor do zod's safe-integer bounds tell a client anything.
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    },
  });
  for (const [id, def] of Object.entries($defs ?? {})) {
    const moved = toComponentRefs(def);
    if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(moved))
      throw new Error(`Two different schemas are named ${id}`);
    components[id] = moved;
  }
  return toComponentRefs(json);
}

/** zod puts named schemas in the schema's own $defs; the document keeps them in components. */
function toComponentRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toComponentRefs) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === "$ref" && typeof v === "string" ? v.replace("#/$defs/", SCHEMAS) : toComponentRefs(v),
    ]),
  ) as T;
}

function parameters(
  where: ParameterObject["in"],
  schema: z.ZodObject | undefined,
  components: Record<string, SchemaObject>,
): ParameterObject[] {
  if (!schema) return [];
  const json = toSchema(schema, components);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = typeof property === "object" ? property : {};
    return {
      name,
      in: where,
      // OpenAPI requires path parameters to say so.
      required: where === "path" || required.has(name),
      ...(description && { description }),
      schema: rest,
    };
  });
}

/** The operation's own errors, plus those every call of its kind can meet. */
function errorTexts(op: ApiOperation): [ErrorStatus, string | undefined][] {
  const stateChange = op.method !== "get";
  const general: ErrorStatus[] = [
    ...(op.access === "signed-in" ? [401 as const] : []),
    ...(stateChange ? [403 as const] : []),
    ...(op.body ? [413 as const] : []),
  ];
  const own = Object.keys(op.errors ?? {}).map((status) => Number(status) as ErrorStatus);
  return [...new Set([...own, ...general])]
    .sort((a, b) => a - b)
    .map((status) => {
      const text = op.errors?.[status];
      return [status, status === 403 && stateChange && text ? `${text} Or a state change from another site.` : text];
    });
}

function responses(
  op: ApiOperation,
  components: Record<string, SchemaObject>,
): Record<string, ResponseObject | ReferenceObject> {
  const result: Record<string, ResponseObject | ReferenceObject> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    const mediaType = response.mediaType ?? JSON_MEDIA;
    result[status] = {
      description: response.description,
      ...(response.headers && {
        headers: Object.fromEntries(
          Object.entries(response.headers).map(([name, description]) => [
            name,
            { description, schema: { type: "string" } },
          ]),
        ),
      }),
      ...((response.body || response.mediaType) && {
        content: {
          [mediaType]: { schema: response.body ? toSchema(response.body, components) : { type: "string" } },
        },
      }),
    };
  }
  for (const [status, text] of errorTexts(op)) {
    result[status] = {
      $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`,
      ...(text && { description: text }),
    };
  }
  return result;
}

function operationObject(op: ApiOperation, components: Record<string, SchemaObject>): OperationObject {
  const params = [...parameters("path", op.pathParams, components), ...parameters("query", op.query, components)];
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description && { description: op.description }),
    ...(op.access === "signed-in" && { security: SIGNED_IN }),
    // An empty requirement makes the credentials optional.
    ...(op.access === "optional" && { security: [{}, ...SIGNED_IN] }),
    ...(params.length > 0 && { parameters: params }),
    ...(op.body && {
      requestBody: {
        required: !op.optionalBody,
        content: { [op.bodyMediaType ?? JSON_MEDIA]: { schema: toSchema(op.body, components) } },
      },
    }),
    responses: responses(op, components),
  };
}

export function buildOpenApiDocument(operations: readonly ApiOperation[]): OpenApiDocument {
  const schemas: Record<string, SchemaObject> = {};
  const errorSchema = toSchema(errorBody, schemas);
  const paths: OpenApiDocument["paths"] = {};
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op, schemas) };
  }
  const errorResponses = Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => {
    const response: ResponseObject = { description, content: { [JSON_MEDIA]: { schema: errorSchema } } };
    if (status === "405")
      response.headers = { Allow: { description: "The methods the path takes.", schema: { type: "string" } } };
    return [name, response];
  });
  return {
    openapi: "3.1.1",
    info: { title: "Coach Directory API", version: "1.0.0", description: DESCRIPTION },
    tags: TAGS,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(errorResponses),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "The token from POST /api/signin or POST /api/confirmuser (a session token, valid 30 days).",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description:
            "The session cookie a browser gets when it signs in (`__Secure-better-auth.session_token` over https).",
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document of this build's API, made once. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(apiOperations);
  return built;
}

import type { z } from "zod";
import type { HttpMethod } from "./api-operation.server.ts";

// The parts of OpenAPI 3.1 this site's document uses, for the builder and the reference page.

export type SchemaObject = z.core.JSONSchema.BaseSchema;

/** A reference; in 3.1 its own description overrides the referenced one's. */
export type ReferenceObject = { $ref: string; description?: string };

export type MediaTypes = Record<string, { schema: SchemaObject }>;

export type ParameterObject = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: SchemaObject;
};

export type ResponseObject = {
  description: string;
  headers?: Record<string, { description: string; schema: SchemaObject }>;
  content?: MediaTypes;
};

export type SecurityRequirement = Record<string, string[]>;

export type OperationObject = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: MediaTypes };
  responses: Record<string, ResponseObject | ReferenceObject>;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, Record<string, string>>;
  };
};

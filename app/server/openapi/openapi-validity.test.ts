import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi-document.server.ts";

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument()));
    const problems = Array.isArray(result.errors)
      ? result.errors.map((e) => `${e.instancePath} ${e.message}`)
      : [result.errors].filter(Boolean);
    expect(problems).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });
});

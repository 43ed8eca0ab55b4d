import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../app/server/http.server.ts";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { adminTexts } from "../../app/lib/messages/admin.ts";
import { FIELD_LIMITS } from "../../app/lib/limits.ts";
import { securityMessages } from "../../app/lib/messages/security.ts";
import { type Sent, useSweep } from "../support/sweep.ts";

// Bad input over every documented /api operation: whatever is sent, the answer is never a 5xx.
// The cases the outside probe reported come first, each with its exact answer. The page actions
// have their own sweep (bad-form-sweep.test.ts), so the two run side by side.
const { server, identities, state, failures, send, sendAll, who } = useSweep("bad-input-sweep");

const json = (text: string) => JSON.parse(text) as { message: string };
const deepJson = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("the cases the outside probe found", () => {
  it("refuses 20,000 nested arrays in a JSON body with 400 (3,000 too), on our routes and the identity ones", async () => {
    for (const depth of [3_000, 20_000]) {
      const body = `{"from":"a@example.org","text":"x","d":${deepJson(depth)}}`;
      const contact = await send({
        method: "POST",
        path: "/api/contact",
        identity: who("anonymous"),
        contentType: "application/json",
        body,
      });
      expect(contact.status).toBe(400);
      expect(json(contact.text).message).toBe(securityMessages.tooDeep(MAX_JSON_DEPTH));
      const code = await send({
        method: "POST",
        path: "/api/auth/email-otp/send-verification-otp",
        identity: who("anonymous"),
        contentType: "application/json",
        body: `{"email":"a@example.org","type":"email-verification","d":${deepJson(depth)}}`,
      });
      expect(code.status).toBe(400);
    }
  });

  it("keeps a connection usable after answering a large body it did not read", async () => {
    const big = JSON.stringify({ userId: "x".repeat(300_000) });
    for (let i = 0; i < 4; i += 1) {
      const started = Date.now();
      const answer = await send({
        method: "POST",
        path: "/api/comment",
        identity: who("anonymous"),
        contentType: "application/json",
        body: i % 2 ? "{}" : big,
      });
      expect(answer.status).toBe(401);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it("answers 400 to a review delete whose comment id is not an id", async () => {
    const answer = await send({
      method: "POST",
      path: state.coachPath,
      identity: who("admin"),
      contentType: "application/x-www-form-urlencoded",
      body: "intent=delete&commentId=not-a-uuid",
    });
    expect(answer.status).toBe(400);
  });

  it("answers 400 to a test checkout that is not a form or holds a NUL byte", async () => {
    for (const [contentType, body] of [
      ["text/plain", "intent=pay&sessionId=x"],
      ["application/x-www-form-urlencoded", "intent=pay&sessionId=%00"],
    ] as const) {
      const answer = await send({ method: "POST", path: "/checkout", identity: who("coach"), contentType, body });
      expect(answer.status, contentType).toBe(400);
    }
  });

  it("answers 400 to half a character in text stored as JSON: admin notes, story video titles", async () => {
    const notes = await send({
      method: "PUT",
      path: "/api/notes",
      identity: who("admin"),
      contentType: "application/json",
      body: `{"userId":"${state.coachId}","notes":"\\ud800x"}`,
    });
    expect(notes.status).toBe(400);
    expect(json(notes.text).message).toBe(securityMessages.loneSurrogate);
    const story = await send({
      method: "PUT",
      path: "/api/profile",
      identity: who("coach"),
      contentType: "application/json",
      body: '{"storyVideoLinks":[{"Title":"\\ud800x","Link":"https://www.youtube.com/watch?v=dQw4w9WgXcQ"}]}',
    });
    expect(story.status).toBe(400);
  });

  it("applies the 254-character limit to e-mail addresses on the four code endpoints before anything is stored", async () => {
    const endpoints = ["send-verification-otp", "verify-email", "request-password-reset", "reset-password"];
    for (const length of [255, 3_000, 9_000, 300_000]) {
      const email = `${"a".repeat(length - 12)}@example.org`;
      for (const endpoint of endpoints) {
        const answer = await send({
          method: "POST",
          path: `/api/auth/email-otp/${endpoint}`,
          identity: who("anonymous"),
          contentType: "application/json",
          body: JSON.stringify({ email, type: "email-verification", otp: "123456", password: "a-new-password-1" }),
        });
        expect(answer.status, `${endpoint} with ${length} characters`).toBe(400);
        expect(json(answer.text).message).toBe(securityMessages.tooLong(FIELD_LIMITS.email));
      }
    }
  });

  it("answers 403 to a non-admin's claim decision, whether the claim id is well formed or not", async () => {
    for (const claimId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      for (const intent of ["approve", "reject"]) {
        const answer = await send({
          method: "POST",
          path: "/adminpanel",
          identity: who("coach"),
          contentType: "application/x-www-form-urlencoded",
          body: new URLSearchParams({ intent, claimId, reason: "x" }).toString(),
        });
        expect(answer.status, `${intent} ${claimId}`).toBe(403);
      }
    }
    const api = await send({
      method: "PUT",
      path: "/api/notes",
      identity: who("coach"),
      contentType: "application/json",
      body: '{"userId":"not-a-uuid","notes":5}',
    });
    expect(api.status).toBe(403);
    expect(json(api.text).message).toBe(adminTexts.adminOnly);
    const notesOf = await send({ method: "GET", path: "/api/notes/not-a-uuid", identity: who("user") });
    expect(notesOf.status).toBe(403);
    expect((await send({ method: "GET", path: "/api/notes/not-a-uuid", identity: who("admin") })).status).toBe(400);
    expect(json((await send({ method: "GET", path: "/api/notes/x", identity: who("admin") })).text).message).toBe(
      apiErrors.badId,
    );
  });
});

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: { name: string; in: "path" | "query" }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Strings, numbers and shapes that have caused trouble somewhere: each replaces one field at a time. */
const BAD_VALUES: unknown[] = ["not-a-uuid", "\ud800x", "x".repeat(20_000), -1, 1e308, [], {}, null, [[[["deep"]]]]];
/** The same as path and query values. */
const BAD_SEGMENTS = [
  "not-a-uuid",
  "%00",
  "%ED%A0%80",
  "x".repeat(3_000),
  "..%2F..%2Fetc",
  "-1",
  "%F0%9F%98%80",
  "1e999",
];

describe("every documented API operation", () => {
  it("answers bad input with 4xx, never 5xx", { timeout: 600_000 }, async () => {
    const doc = (await (await fetch(`${server.base}/api/openapi.json`)).json()) as Document;
    const resolve = (schema: JsonSchema | undefined): JsonSchema => {
      if (!schema?.$ref) return schema ?? {};
      return resolve(doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""]);
    };
    /** A value the field's schema could take, so a bad value in another field gets as far as it can. */
    const plausible = (schema: JsonSchema): unknown => {
      const s = resolve(schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema);
      if (s.enum?.length) return s.enum[0];
      const type = Array.isArray(s.type) ? s.type[0] : s.type;
      if (type === "boolean") return true;
      if (type === "number" || type === "integer") return 1;
      if (type === "array") return [];
      if (type === "object") return {};
      if (s.format === "email") return "someone@example.org";
      if (s.format === "uuid") return state.coachId;
      return "text";
    };
    const withPath = (template: string, value: string) => template.replace(/\{[^}]+\}/g, value);
    // Sign-out last: it ends the session the other calls use.
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => Number(a.path.includes("sign-out")) - Number(b.path.includes("sign-out")));
    expect(operations.length).toBeGreaterThan(30);

    for (const { path, method, op } of operations) {
      const verb = method.toUpperCase();
      const pathParams = op.parameters?.filter((p) => p.in === "path") ?? [];
      const queryParams = op.parameters?.filter((p) => p.in === "query") ?? [];
      const concrete = withPath(path, path.includes("category") ? "life-coach" : state.coachId);
      const paths = [concrete, ...(pathParams.length ? BAD_SEGMENTS.map((bad) => withPath(path, bad)) : [])];
      const queries = ["", ...queryParams.flatMap((q) => BAD_SEGMENTS.map((bad) => `?${q.name}=${bad}`))];
      const schema = resolve(op.requestBody?.content["application/json"]?.schema);
      const base = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
      const bodies: { contentType?: string; body?: string }[] = op.requestBody
        ? [
            { contentType: "application/json", body: JSON.stringify(base) },
            { contentType: "application/json", body: `{"d":${deepJson(20_000)}}` },
            { contentType: "application/json", body: "{" },
            { contentType: "application/json", body: '{"a":"\\u0000"}' },
            { contentType: "application/json", body: "[]" },
            { contentType: "text/plain", body: "hello" },
            {},
            ...Object.keys(base).flatMap((field) =>
              BAD_VALUES.map((value) => ({
                contentType: "application/json",
                body: JSON.stringify({ ...base, [field]: value }),
              })),
            ),
          ]
        : [{}];
      const sent: Sent[] = identities.flatMap((identity) => [
        ...paths.flatMap((p) => queries.map((q) => ({ method: verb, path: p + q, identity }))),
        ...(op.requestBody ? bodies.map((b) => ({ method: verb, path: concrete, identity, ...b })) : []),
      ]);
      await sendAll(sent);
    }
    expect(failures).toEqual([]);
  });
});

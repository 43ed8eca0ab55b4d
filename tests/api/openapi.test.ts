import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../../app/server/openapi/openapi-document.server.ts";
import type { ParameterObject, ResponseObject } from "../../app/server/openapi/openapi-types.server.ts";
import { apiOperations } from "../../app/server/openapi/operations.server.ts";
import { post } from "../support/accounts.ts";
import { decodeEntities } from "../support/html.ts";
import { baseUrl } from "../support/http.ts";
import { type IsolatedDatabase, isolatedDatabase } from "../support/isolated-database.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { undocumentedFields } from "../support/undocumented-fields.ts";

// The document is built here from the sources and compared with what the built server says.
const doc = openApiDocument();
const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

/** A URL of a path template, each parameter filled with a value its schema allows. */
function sampleUrl(path: string, parameters: ParameterObject[]): string {
  return `${baseUrl()}${path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = parameters.find((p) => p.name === name)?.schema;
    if (schema?.enum) return String(schema.enum[0]);
    return schema?.format === "uuid" ? randomUUID() : "coach";
  })}`;
}

describe("GET /api/openapi.json", () => {
  it("serves the document the operations make", async () => {
    const response = await fetch(`${baseUrl()}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(doc);
  });
});

describe("GET /api/docs", () => {
  it("lists every operation with its method and path", async () => {
    const response = await fetch(`${baseUrl()}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    for (const { path, method, op } of documented) {
      const article = decodeEntities(
        new RegExp(`<article id="${op.operationId}"[^>]*>([\\s\\S]*?)</article>`).exec(html)?.[1] ?? "",
      );
      expect(article, op.operationId).toContain(`>${method}</span> <code>${path}</code>`);
      expect(article, op.operationId).toContain(op.summary);
    }
  });

  it("runs no script and allows its one style element by hash", async () => {
    const response = await fetch(`${baseUrl()}/api/docs`);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
    expect(styles).toHaveLength(1);
    const hash = createHash("sha256")
      .update(styles[0] ?? "")
      .digest("base64");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });
});

describe("the documented methods", () => {
  it("are the ones each path takes (its 405 lists them in Allow)", async () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const parameters = Object.values(item).flatMap((op) => op.parameters ?? []);
      const response = await fetch(sampleUrl(path, parameters), { method: "PATCH" });
      expect(response.status, path).toBe(405);
      const allowed = (response.headers.get("allow") ?? "").split(", ").filter((m) => m !== "HEAD");
      expect(allowed.sort(), path).toEqual(
        Object.keys(item)
          .map((m) => m.toUpperCase())
          .sort(),
      );
    }
  });
});

describe("answers", () => {
  // The demo data exactly as seeded: on PostgreSQL the suite's other files share one database and
  // change it as they run (new coaches, reviews), so this check gets a server and database of its own.
  let server: RunningServer | undefined;
  let database: IsolatedDatabase | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "coach-openapi-"));
    database = await isolatedDatabase("coach_openapi");
    server = await startServer({ dataDir, logName: "server-openapi", env: { DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const base = () => server?.url ?? "";
  const getJson = async <T>(p: string, init?: RequestInit) => {
    const response = await fetch(`${base()}${p}`, init);
    return { status: response.status, body: (await response.json()) as T };
  };

  it("have exactly the documented fields", async () => {
    const signin = await post(base(), "/api/signin", { email: "user@example.com", password: "demo-password" });
    expect(signin.status).toBe(200);
    const auth = { Authorization: `Bearer ${signin.body.data.token}` };
    const adminSignin = await post(base(), "/api/signin", { email: "admin@example.com", password: "demo-password" });
    const admin = { Authorization: `Bearer ${adminSignin.body.data.token}` };
    const coaches = await getJson<{ data: { _id: string; reviewCount: number }[] }>("/api/user/search/coach?size=50");
    const reviewed = coaches.body.data.find((c) => c.reviewCount > 0)?._id;
    expect(reviewed).toBeDefined();
    const calls: [operationId: string, path: string, headers?: Record<string, string>][] = [
      ["listCategories", "/api/categories"],
      ["listCategories", "/api/categories?format=plain"],
      ["listCategoryTypes", "/api/category_types"],
      ["searchCoaches", "/api/user/search/coach?size=50"],
      ["listCategoryCoaches", "/api/user/category/business-coach"],
      ["listFeaturedCoaches", "/api/user/featured-category/business-coach"],
      ["getCoach", `/api/user/${reviewed}`],
      ["listReviews", `/api/comment/${reviewed}`, auth],
      ["getOwnProfile", "/api/profile", auth],
      ["listOwnReviews", "/api/comments/mine", auth],
      ["getSession", "/api/auth/get-session", auth],
      ["checkNicheAvailability", "/api/plans/checkNicheAvailbility/business-coach"],
      ["getBannerPreference", "/api/admin/bannerpreference", admin],
      ["listHouseAds", "/api/admin/houseads", admin],
    ];
    await checkAnswers(calls);
  });

  it("of review moderation have exactly the documented fields: replies, the record, the queues", async () => {
    const signIn = async (email: string) => {
      const answer = await post(base(), "/api/signin", { email, password: "demo-password" });
      expect(answer.status, email).toBe(200);
      return { Authorization: `Bearer ${answer.body.data.token}` };
    };
    const [user, coach, admin] = [
      await signIn("user@example.com"),
      await signIn("coach@example.com"),
      await signIn("admin@example.com"),
    ];
    const userId = (await getJson<{ data: { _id: string } }>("/api/profile", { headers: user })).body.data._id;
    const owned = (await getJson<{ data: { _id: string } }>("/api/profile", { headers: coach })).body.data._id;
    const reviews = (
      await getJson<{ data: { _id: string; commentee: { id: string } }[] }>(`/api/comment/${owned}?size=50`, {
        headers: admin,
      })
    ).body.data.filter((r) => r.commentee.id !== userId);
    const [replied, flagged] = reviews;
    const mine = (await getJson<{ data: { _id: string; userId: string }[] }>("/api/comments/mine", { headers: user }))
      .body.data;
    const removed = mine.at(-1);
    expect(replied && flagged && removed && mine.length > 1).toBeTruthy();
    const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) =>
      (
        await fetch(`${base()}${path}`, {
          method,
          headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status;
    expect(await send("POST", `/api/comment/${replied?._id}/reply`, { text: "Thank you!" }, coach)).toBe(201);
    expect(await send("PUT", `/api/comment/${replied?._id}/reply`, { text: "Thank you, truly." }, coach)).toBe(200);
    expect(await send("POST", `/api/comment/${flagged?._id}/flag`, { reason: "other", details: "Odd." }, user)).toBe(
      201,
    );
    expect(await send("DELETE", `/api/comment/${removed?._id}`, { reason: "spam", note: "Ads." }, admin)).toBe(200);
    expect(await send("POST", `/api/comment/${removed?._id}/appeal`, { text: "It was honest." }, user)).toBe(201);
    await checkAnswers([
      ["listReviews", `/api/comment/${owned}?size=50`, admin],
      ["listOwnReviews", "/api/comments/mine", user],
      ["listReviewerReviews", `/api/user/${userId}/reviews`, coach],
      ["getModerationRecord", `/api/user/${owned}/moderation`],
      ["getModerationRecord", `/api/user/${removed?.userId}/moderation`],
      ["listFlaggedReviews", "/api/admin/flags", admin],
      ["listAppeals", "/api/admin/appeals", admin],
    ]);
  });

  /** Each call answers 200 with a body its documented schema takes, without undocumented fields. */
  async function checkAnswers(calls: [operationId: string, path: string, headers?: Record<string, string>][]) {
    for (const [operationId, path, headers] of calls) {
      const { status, body } = await getJson<{ data?: unknown }>(path, { headers });
      expect(status, path).toBe(200);
      expect(body.data ?? body, path).not.toEqual([]);
      const op = apiOperations.find((o) => o.operationId === operationId);
      const parsed = op?.responses[200]?.body?.safeParse(body);
      expect(parsed?.error?.issues ?? [], path).toEqual([]);
      const documentedOp = documented.find((d) => d.op.operationId === operationId)?.op;
      const schema = (documentedOp?.responses[200] as ResponseObject | undefined)?.content?.["application/json"]
        ?.schema;
      expect(schema, path).toBeDefined();
      expect(undocumentedFields(doc, schema ?? {}, body), path).toEqual([]);
    }
  }
});

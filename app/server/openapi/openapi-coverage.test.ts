import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { IDENTITY_ENDPOINTS } from "../identity/identity-endpoints.server.ts";
import { openApiDocument } from "./openapi-document.server.ts";

const doc = openApiDocument();

/** Every route path in the table, children joined to their parents. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.path ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
}

const apiRoutes = routePaths(routes).filter((path) => path.startsWith("api/"));
/** React Router's `:id` is OpenAPI's `{id}`. */
const asTemplate = (path: string) => `/${path.replace(/:(\w+)/g, "{$1}")}`;
/** Whether a concrete path fits an OpenAPI path template. */
const fits = (template: string, path: string) => new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`).test(path);

const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

describe("the OpenAPI document", () => {
  it("has an operation for every /api route", () => {
    const missing = apiRoutes
      // The catch-all only answers 404 for what no other route matches.
      .filter((path) => path !== "api/*" && path !== "api/auth/*")
      .map(asTemplate)
      .filter((path) => !doc.paths[path]);
    expect(missing).toEqual([]);
  });

  it("has an operation for every identity endpoint of the /api/auth/* allow-list", () => {
    expect(apiRoutes).toContain("api/auth/*");
    const missing = IDENTITY_ENDPOINTS.map(({ method, path }) => ({ method, path: `/api/auth${path}` })).filter(
      ({ method, path }) => !documented.some((d) => d.method === method && fits(d.path, path)),
    );
    expect(missing).toEqual([]);
  });

  it("documents nothing the routes do not serve", () => {
    const served = new Set(apiRoutes.map(asTemplate));
    const unknown = documented.filter(({ method, path }) =>
      path.startsWith("/api/auth/")
        ? !IDENTITY_ENDPOINTS.some((e) => e.method === method && fits(path, `/api/auth${e.path}`))
        : !served.has(path),
    );
    expect(unknown.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it("declares each path parameter, and only those", () => {
    for (const { path, method, op } of documented) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared, `${method} ${path}`).toEqual(inPath);
    }
  });

  it("gives every operation its own id", () => {
    const ids = documented.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

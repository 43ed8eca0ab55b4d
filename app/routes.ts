import { index, type RouteConfig, route } from "@react-router/dev/routes";

// SPEC.md section 2, in the order of its route table (first match wins). Each screen is added
// here once it works; the API of section 7 lives under /api.
export default [
  index("routes/home.tsx"),

  route("terms", "routes/terms.tsx"),
  route("privacy-policy", "routes/privacy.tsx"),
  route("earnings-disclaimer", "routes/earnings-disclaimer.tsx"),

  route("api/category_types", "routes/api/category-types.ts"),
  route("api/categories", "routes/api/categories.ts"),
  route("api/user/:id", "routes/api/user.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

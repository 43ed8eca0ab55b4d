import { index, type RouteConfig, route } from "@react-router/dev/routes";

// SPEC.md section 2, in the order of its route table (first match wins). Each screen is added
// here once it works; the API of section 7 lives under /api.
export default [
  index("routes/home.tsx"),
  route("signup", "routes/signup.tsx"),
  route("signin", "routes/signin.tsx"),
  route("verify", "routes/verify.tsx"),
  route("verifyemail", "routes/verifyemail.tsx"),
  route("profile", "routes/profile.tsx"),
  route("thanks", "routes/thanks.tsx"),
  route("search", "routes/search-form.ts"),
  route("search/:keyword", "routes/search.tsx"),
  route("Thankyou/:keyword", "routes/thankyou.tsx"),
  route("coach/:name/:id", "routes/coach.tsx"),
  route("category/:category", "routes/category.tsx"),
  route("account-type", "routes/account-type.tsx"),

  route("signout", "routes/signout.ts"),
  route("social-signin", "routes/social-signin.ts"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy-policy", "routes/privacy.tsx"),
  route("earnings-disclaimer", "routes/earnings-disclaimer.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),

  route("api/auth/*", "routes/api/auth.ts"),
  route("api/signup", "routes/api/signup.ts"),
  route("api/confirmuser", "routes/api/confirmuser.ts"),
  route("api/signin", "routes/api/signin.ts"),
  route("api/profile", "routes/api/profile.ts"),
  route("api/category_types", "routes/api/category-types.ts"),
  route("api/categories", "routes/api/categories.ts"),
  route("api/user/search/:keyword", "routes/api/user-search.ts"),
  route("api/user/category/:category", "routes/api/user-category.ts"),
  route("api/user/featured-category/:category", "routes/api/user-featured-category.ts"),
  route("api/user/:id", "routes/api/user.ts"),
  route("api/comment", "routes/api/comment-post.ts"),
  route("api/comment/:id", "routes/api/comment.ts"),
  route("api/comments/mine", "routes/api/comments-mine.ts"),
  route("api/openapi.json", "routes/api/openapi-json.ts"),
  route("api/docs", "routes/api/docs.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

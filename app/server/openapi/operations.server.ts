import { z } from "zod";
import { codeSchema, signInSchema, signUpSchema } from "../../lib/auth-schemas.ts";
import { categoriesQuery } from "../../lib/categories-query.ts";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { profileUpdateSchema } from "../../lib/profile-form-schema.ts";
import { accountTypeBody, affiliateBody } from "../../lib/profile-schemas.ts";
import { bannerPreferenceBody } from "../../lib/banner-schemas.ts";
import { reviewSchema } from "../../lib/review-schema.ts";
import { pageQuery, uuidParam } from "../http.server.ts";
import type { ApiOperation } from "./api-operation.server.ts";
import { identityOperations } from "./identity-operations.server.ts";
import {
  bannerPreference,
  category,
  categoriesByTier,
  coachCard,
  comment,
  dataOf,
  houseAd,
  ownComment,
  ownProfile,
  publicProfile,
} from "./response-schemas.server.ts";

// Every /api operation, the source of /api/openapi.json and /api/docs. Bodies and query strings
// are the very schemas the routes parse with, so the document cannot drift from them; a route
// without an entry here fails app/server/openapi/openapi-coverage.test.ts.

const coachId = z.object({ id: uuidParam.meta({ description: "The coach's profile id." }) });
const niche = z.object({
  category: z.string().meta({ description: "The niche's slug (business-coach) or its name, in any case." }),
});
const badPage = "`from` or `size` is not a whole number in range.";

const siteOperations: ApiOperation[] = [
  {
    operationId: "signUp",
    method: "put",
    path: "/api/signup",
    tag: "Accounts",
    summary: "Create an account",
    description:
      "Creates the account and e-mails a 6-digit code that confirms the address (POST /api/confirmuser). An address that already has an account gets the same answer, with `id: null`, so nobody can probe for accounts. Limited to 10 sign-ups per address in an hour.",
    access: "public",
    body: signUpSchema,
    responses: {
      201: {
        description: "Created; the code is on its way.",
        body: dataOf(z.object({ email: z.string(), id: z.string().nullable() })),
      },
    },
    errors: {
      400: "A field breaks its rule, or the password is too short.",
      429: "Too many sign-ups from this address.",
    },
  },
  {
    operationId: "confirmUser",
    method: "post",
    path: "/api/confirmuser",
    tag: "Accounts",
    summary: "Confirm the e-mail address",
    description:
      "The code from the sign-up e-mail confirms the address and signs in: the answer carries a bearer token as POST /api/signin does, and sets the session cookie.",
    access: "public",
    body: codeSchema,
    responses: {
      200: {
        description: "Confirmed and signed in.",
        body: dataOf(
          z.object({ email: z.string(), verified: z.literal(true), message: z.string(), token: z.string() }),
        ),
      },
    },
    errors: { 400: "The code is wrong or has expired.", 429: "Too many code checks for this account or address." },
  },
  {
    operationId: "signIn",
    method: "post",
    path: "/api/signin",
    tag: "Accounts",
    summary: "Sign in",
    description:
      "Answers a bearer token for `Authorization: Bearer <token>` and sets the session cookie. Five wrong passwords lock the account for the rest of the minute.",
    access: "public",
    body: signInSchema,
    responses: {
      200: {
        description: "Signed in.",
        body: dataOf(z.object({ token: z.string(), email: z.string(), id: z.string() })),
      },
    },
    errors: {
      400: "A field is empty or not valid.",
      401: "Wrong e-mail address or password.",
      403: "The e-mail address is not confirmed yet.",
      429: "Too many attempts for this account or from this address.",
    },
  },
  {
    operationId: "getOwnProfile",
    method: "get",
    path: "/api/profile",
    tag: "Profile",
    summary: "The caller's own profile",
    access: "signed-in",
    responses: { 200: { description: "The profile, private fields included.", body: dataOf(ownProfile) } },
    errors: { 404: "The account has no profile." },
  },
  {
    operationId: "updateOwnProfile",
    method: "put",
    path: "/api/profile",
    tag: "Profile",
    summary: "Edit the own profile, choose the account type, or record the affiliate",
    description:
      "With `accountType`: a user is level1, a coach level2 (`level` and `isCoach` may be sent but must agree). With any profile field: only the fields sent change (`fullName` is built from `firstName` and `lastName`); a field above the caller's level is refused with 403 and its upgrade prompt, and level, score, badges and the other managed fields are ignored. Otherwise `affiliateId` records who referred the account; an existing one is kept.",
    access: "signed-in",
    body: z.union([accountTypeBody, profileUpdateSchema, affiliateBody]),
    responses: {
      200: {
        description: "Saved: the updated profile.",
        body: z.object({ data: ownProfile, message: z.string().optional() }),
      },
    },
    errors: {
      400: "A field breaks a rule (its message says which), neither an account type, profile fields nor an affiliate id, or `level`/`isCoach` disagree with `accountType`.",
      403: "The field needs a higher level (the message is the upgrade prompt), or a user account sent coach fields.",
      404: "The account has no profile.",
      409: "The account already has a paid level, which an account type never lowers.",
    },
  },
  {
    operationId: "listCategoryTypes",
    method: "get",
    path: "/api/category_types",
    tag: "Directory",
    summary: "Niche names by advertising tier",
    access: "public",
    responses: { 200: { description: "Every niche under exactly one tier.", body: dataOf(categoriesByTier) } },
  },
  {
    operationId: "listCategories",
    method: "get",
    path: "/api/categories",
    tag: "Directory",
    summary: "Every niche",
    access: "public",
    query: categoriesQuery,
    responses: {
      200: {
        description: "The niches, or with `format=plain` their names alone.",
        body: dataOf(z.union([z.array(category), z.array(z.string())])),
      },
    },
    errors: { 400: "`format` is neither `plain` nor left out." },
  },
  {
    operationId: "searchCoaches",
    method: "get",
    path: "/api/user/search/{keyword}",
    tag: "Directory",
    summary: "Search coaches",
    description:
      "All words must match (name, niches, place, about text); a misspelt word also matches its closest known words. Coaches sponsored in a matching niche come first, then by score.",
    access: "public",
    pathParams: z.object({
      keyword: z
        .string()
        .meta({ description: `Words to find; only the first ${FIELD_LIMITS.keyword} characters count.` }),
    }),
    query: pageQuery,
    responses: { 200: { description: "A page of coaches.", body: dataOf(z.array(coachCard)) } },
    errors: { 400: badPage },
  },
  {
    operationId: "listCategoryCoaches",
    method: "get",
    path: "/api/user/category/{category}",
    tag: "Directory",
    summary: "Coaches of a niche",
    description: "The niche's sponsors first, by seniority, then the rest by score.",
    access: "public",
    pathParams: niche,
    query: pageQuery,
    responses: { 200: { description: "A page of coaches.", body: dataOf(z.array(coachCard)) } },
    errors: { 400: badPage, 404: "No such niche." },
  },
  {
    operationId: "listFeaturedCoaches",
    method: "get",
    path: "/api/user/featured-category/{category}",
    tag: "Directory",
    summary: "The featured coaches of a niche",
    description: "8 cards: the sponsors, then the best rated. Wrapped twice, in `data.data`.",
    access: "public",
    pathParams: niche,
    responses: { 200: { description: "The featured block.", body: dataOf(dataOf(z.array(coachCard))) } },
    errors: { 404: "No such niche." },
  },
  {
    operationId: "getCoach",
    method: "get",
    path: "/api/user/{id}",
    tag: "Directory",
    summary: "A coach's public profile",
    access: "public",
    pathParams: coachId,
    responses: { 200: { description: "The profile.", body: dataOf(publicProfile) } },
    errors: { 400: "The id is not a UUID.", 404: "No public coach has this id." },
  },
  {
    operationId: "claimProfile",
    method: "post",
    path: "/api/user/mapping/{id}",
    tag: "Accounts",
    summary: "Claim a coach profile",
    description:
      "When the caller's verified e-mail is the profile's, the profile becomes the caller's at once (its level and reviews stay; the caller's own empty profile from sign-up is merged into it). Otherwise a pending claim is recorded, once per account and profile, and the administrators are e-mailed. A browser call with the session cookie sends `{}` as its JSON body. At most 10 claims per account in an hour.",
    access: "signed-in",
    pathParams: coachId,
    responses: {
      200: {
        description: "Claimed: the profile is the caller's.",
        body: z.object({
          data: z.object({ status: z.literal("claimed"), profileId: z.uuid() }),
          message: z.string(),
        }),
      },
      202: {
        description: "Pending: an administrator decides.",
        body: z.object({
          data: z.object({ status: z.literal("pending"), profileId: z.uuid() }),
          message: z.string(),
        }),
      },
    },
    errors: {
      400: "The id is not a UUID.",
      404: "No public coach has this id.",
      409: "The profile is already linked to an account, the caller already holds a coach profile, or the caller reviewed this coach.",
      429: "Too many claims from this account.",
    },
  },
  {
    operationId: "postReview",
    method: "post",
    path: "/api/comment",
    tag: "Reviews",
    summary: "Review a coach",
    description:
      "One review per coach and author. The author and the time come from the session and the server; `commentee` and `createdAt` in the body are ignored. Links and phone numbers are refused.",
    access: "signed-in",
    body: reviewSchema,
    responses: {
      201: {
        description: "Posted; the coach's rating, badges and score are updated.",
        body: z.object({ data: z.object({ _id: z.uuid() }), message: z.string() }),
      },
    },
    errors: {
      400: "A field breaks its rule, or the comment holds a link or a phone number.",
      403: "The account has no profile, or the profile is the caller's own.",
      404: "No public coach has this id.",
      422: "The caller has already reviewed this coach.",
    },
  },
  {
    operationId: "listReviews",
    method: "get",
    path: "/api/comment/{id}",
    tag: "Reviews",
    summary: "A coach's reviews",
    description: "Newest first. Anonymous callers get the first 2 only; `total` counts them all.",
    access: "optional",
    pathParams: coachId,
    query: pageQuery,
    responses: {
      200: {
        description: "A page of reviews.",
        body: z.object({ data: z.array(comment), total: z.int().min(0) }),
      },
    },
    errors: { 400: `The id is not a UUID, or ${badPage}` },
  },
  {
    operationId: "deleteReview",
    method: "delete",
    path: "/api/comment/{id}",
    tag: "Reviews",
    summary: "Delete a review",
    description: "By its author, by the owner of the reviewed profile from level 3, or by an administrator.",
    access: "signed-in",
    pathParams: z.object({ id: uuidParam.meta({ description: "The review's id." }) }),
    responses: {
      200: { description: "Deleted; the coach's aggregates are updated.", body: z.object({ message: z.string() }) },
    },
    errors: {
      400: "The id is not a UUID.",
      403: "The caller may not delete this review.",
      404: "No review has this id.",
    },
  },
  {
    operationId: "listOwnReviews",
    method: "get",
    path: "/api/comments/mine",
    tag: "Reviews",
    summary: "The caller's own reviews",
    description: "Newest first, each with the coach it is about.",
    access: "signed-in",
    responses: { 200: { description: "The reviews.", body: dataOf(z.array(ownComment)) } },
  },
  {
    operationId: "getBannerPreference",
    method: "get",
    path: "/api/admin/bannerpreference",
    tag: "Admin",
    summary: "The banner type",
    description: "Whether the banner shows Google's placeholder or the ad server's banners. Administrators only.",
    access: "signed-in",
    responses: { 200: { description: "The banner type.", body: dataOf(bannerPreference) } },
    errors: { 403: "The caller is not an administrator." },
  },
  {
    operationId: "setBannerPreference",
    method: "put",
    path: "/api/admin/bannerpreference",
    tag: "Admin",
    summary: "Switch the banner type",
    description:
      "`isGoogleBanner: true` makes every viewer's banner the 'Google Ad Banners' placeholder (no Google code is loaded); `false` brings back the ad server's banners. Administrators only.",
    access: "signed-in",
    body: bannerPreferenceBody,
    responses: {
      200: {
        description: "Switched.",
        body: z.object({ data: bannerPreference, message: z.string() }),
      },
    },
    errors: { 400: "`isGoogleBanner` is missing or not a boolean.", 403: "The caller is not an administrator." },
  },
  {
    operationId: "listHouseAds",
    method: "get",
    path: "/api/admin/houseads",
    tag: "Admin",
    summary: "The house ads and their counts",
    description:
      "Every one of the product's own ads with its zones, weight, active dates, impressions (banner documents and narrow images served) and clicks. Administrators only.",
    access: "signed-in",
    responses: { 200: { description: "The ads, oldest first.", body: dataOf(z.array(houseAd)) } },
    errors: { 403: "The caller is not an administrator." },
  },
];

const documentationOperations: ApiOperation[] = [
  {
    operationId: "getOpenApiDocument",
    method: "get",
    path: "/api/openapi.json",
    tag: "Documentation",
    summary: "This API as an OpenAPI 3.1 document",
    access: "public",
    responses: {
      200: {
        description: "The document.",
        body: z.looseObject({ openapi: z.string() }).meta({ description: "An OpenAPI 3.1 document." }),
      },
    },
  },
  {
    operationId: "getApiReference",
    method: "get",
    path: "/api/docs",
    tag: "Documentation",
    summary: "This API as a readable page",
    access: "public",
    responses: { 200: { description: "An HTML page made from the same document.", mediaType: "text/html" } },
  },
];

export const apiOperations: readonly ApiOperation[] = [
  ...siteOperations,
  ...identityOperations,
  ...documentationOperations,
];

import { z } from "zod";
import { adminProfileBody, linkProfileBody, notesBody, userLevelBody } from "../../lib/admin-schemas.ts";
import { codeSchema, signInSchema, signUpSchema } from "../../lib/auth-schemas.ts";
import { categoriesQuery } from "../../lib/categories-query.ts";
import { coachMessageSchema, siteMessageSchema } from "../../lib/contact-schemas.ts";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { profileUpdateSchema } from "../../lib/profile-form-schema.ts";
import { accountTypeBody, affiliateBody } from "../../lib/profile-schemas.ts";
import { subscriptionRequestBody } from "../../lib/plan-schemas.ts";
import { bannerPreferenceBody } from "../../lib/banner-schemas.ts";
import { reviewSchema } from "../../lib/review-schema.ts";
import { deleteReviewSchema } from "../../lib/review-moderation.ts";
import { searchFiltersQuery } from "../../lib/search-filters-schema.ts";
import { pageQuery, uuidParam } from "../http.server.ts";
import { LIMITS } from "../security/rate-limit.server.ts";
import type { ApiOperation } from "./api-operation.server.ts";
import { identityOperations } from "./identity-operations.server.ts";
import { insightEventOperations } from "./insight-event-operations.server.ts";
import { invitationOperations } from "./invitation-operations.server.ts";
import { weeklyDigestOperations } from "./weekly-digest-operations.server.ts";
import { profileInsightOperations } from "./profile-insight-operations.server.ts";
import { moderationOperations } from "./moderation-operations.server.ts";
import {
  bannerPreference,
  category,
  categoriesByTier,
  coachCard,
  comment,
  dataOf,
  nicheAvailability,
  houseAd,
  ownComment,
  ownSubscription,
  ownProfile,
  publicProfile,
  reviewer,
  subscriptionResult,
  webhookResult,
} from "./response-schemas.server.ts";

// Every /api operation, the source of /api/openapi.json and /api/docs. Bodies and query strings
// are the very schemas the routes parse with, so the document cannot drift from them; a route
// without an entry here fails app/server/openapi/openapi-coverage.test.ts.

const coachId = z.object({ id: uuidParam.meta({ description: "The coach's profile id." }) });
const niche = z.object({
  category: z.string().meta({ description: "The niche's slug (business-coach) or its name, in any case." }),
});
const badPage = "`from` or `size` is not a whole number in range.";
/** The list calls of the search and category pages: a page plus the pages' filters and sort. */
const filteredPageQuery = z.object({ ...pageQuery.shape, ...searchFiltersQuery.shape });
const badFilteredPage = `${badPage.slice(0, -1)}, or a filter (\`minRating\`, \`offer\`, \`badge\`, \`location\`, \`sort\`) has a value it does not take.`;
const contactAnswer = z.object({ message: z.string() });
const filteredTooLong =
  "A list with filters or a sort ran out of time (each statement is stopped after SEARCH_TIMEOUT_MS) or waited too long for its turn; try again, or with fewer filters.";

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
      "All words must match (name, niches, place, about text); a misspelt word also matches its closest known words. Coaches sponsored in a matching niche come first (only those meeting the filters), then the best matches (or the `sort` order). The filters are those of the search page's URL.",
    access: "public",
    pathParams: z.object({
      keyword: z
        .string()
        .meta({ description: `Words to find; only the first ${FIELD_LIMITS.keyword} characters count.` }),
    }),
    query: filteredPageQuery,
    responses: { 200: { description: "A page of coaches.", body: dataOf(z.array(coachCard)) } },
    errors: { 400: badFilteredPage, 503: filteredTooLong },
  },
  {
    operationId: "listCategoryCoaches",
    method: "get",
    path: "/api/user/category/{category}",
    tag: "Directory",
    summary: "Coaches of a niche",
    description:
      "The niche's sponsors first, by seniority (only those meeting the filters), then the rest by score (or the `sort` order). The filters are those of the category page's URL.",
    access: "public",
    pathParams: niche,
    query: filteredPageQuery,
    responses: { 200: { description: "A page of coaches.", body: dataOf(z.array(coachCard)) } },
    errors: { 400: badFilteredPage, 404: "No such niche.", 503: filteredTooLong },
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
    description:
      "Newest first, each with the owner's public reply if any. Anonymous callers get the first 2 only; `total` counts them all. Removed reviews are neither listed nor counted.",
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
    summary: "Delete or remove a review",
    description:
      "Its author deletes it: no body or `{}`, no reason, and it is not counted anywhere. The owner of the reviewed profile from level 3, or an administrator, removes it and must give a `reason` from the list (`not-a-client`, `fake`, `offensive`, `personal-information`, `spam`, `illegal`, `other`) with an optional `note`: the review is hidden from every page, list, count and score, counted in the coach's public moderation record (GET /api/user/{id}/moderation), and its author is e-mailed the reason and how to appeal (POST /api/comment/{id}/appeal). An administrator's removal is recorded in the admin record. A body the author sends is ignored but must be valid.",
    access: "signed-in",
    pathParams: z.object({ id: uuidParam.meta({ description: "The review's id." }) }),
    body: deleteReviewSchema,
    optionalBody: true,
    responses: {
      200: {
        description: "Deleted or removed; the coach's aggregates are updated.",
        body: z.object({ message: z.string() }),
      },
    },
    errors: {
      400: "The id is not a UUID, the body is not valid, or the coach or an administrator gave no reason from the list.",
      403: "The caller may not delete this review.",
      404: "No shown review has this id.",
    },
  },
  {
    operationId: "listOwnReviews",
    method: "get",
    path: "/api/comments/mine",
    tag: "Reviews",
    summary: "The caller's own reviews",
    description:
      "Newest first, each with the coach it is about and its reply. A removed review is not listed (its author was e-mailed about it).",
    access: "signed-in",
    responses: { 200: { description: "The reviews.", body: dataOf(z.array(ownComment)) } },
  },
  {
    operationId: "listReviewerReviews",
    method: "get",
    path: "/api/user/{id}/reviews",
    tag: "Reviews",
    summary: "A reviewer's reviews",
    description:
      "The reviewer's public fields (name, photo, reviews shown, when they joined; never an e-mail address) and their shown reviews, newest first, each with the coach it is about. Removed reviews and reviews held for a moderator's check are neither listed nor counted. For signed-in callers: the page /reviewers/{id} shows the same.",
    access: "signed-in",
    pathParams: z.object({
      id: uuidParam.meta({ description: "The reviewer's profile id (a review's `commentee.id`)." }),
    }),
    query: pageQuery,
    responses: {
      200: {
        description: "The reviewer and a page of their reviews; `total` counts them all.",
        body: z.object({
          data: z.object({ reviewer, reviews: z.array(ownComment) }),
          total: z.int().min(0),
        }),
      },
    },
    errors: { 400: `The id is not a UUID, or ${badPage}`, 404: "No profile has this id." },
  },
  {
    operationId: "contactCoach",
    method: "post",
    path: "/api/email",
    tag: "Contact",
    summary: "Write to a level 5 coach",
    description: `Contact-me-directly: the message is stored, then e-mailed to the coach with the caller's verified account address as Reply-To; the coach's address is never answered. A message the mail server does not take is retried with backoff. A filled honeypot field (\`website\`) is refused and nothing is stored. At most ${LIMITS.coachMessagesPerSender.max} messages per sender and ${LIMITS.coachMessagesPerIp.max} per address in an hour.`,
    access: "signed-in",
    body: coachMessageSchema,
    responses: {
      200: { description: "Sent.", body: contactAnswer },
      202: { description: "Stored; the mail server did not take it yet, so it is retried.", body: contactAnswer },
    },
    errors: {
      400: "A field breaks its rule (e-mail, message, its length), `from` is not the caller's address, or the honeypot is filled.",
      403: "The caller's e-mail is not verified, or the coach does not take direct messages (not level 5).",
      404: "No public coach has this id.",
      429: "Too many messages from this sender or this address within the hour.",
    },
  },
  {
    operationId: "contactUs",
    method: "post",
    path: "/api/contact",
    tag: "Contact",
    summary: "Write to the site owners",
    description: `Contact Us, open to everyone: the message is stored, then e-mailed to the site owners (CONTACT_TO, else the administrators) with \`from\` as Reply-To. The server writes the subject and the HTML from \`text\`; a supplied \`subject\` or \`html\` is ignored. A message the mail server does not take is retried with backoff. A filled honeypot field (\`website\`) is refused and nothing is stored. At most ${LIMITS.siteMessagesPerSender.max} messages per sender and ${LIMITS.siteMessagesPerIp.max} per address in an hour.`,
    access: "public",
    body: siteMessageSchema,
    responses: {
      200: { description: "Sent.", body: contactAnswer },
      202: { description: "Stored; the mail server did not take it yet, so it is retried.", body: contactAnswer },
    },
    errors: {
      400: "A field breaks its rule (e-mail, message, its length), or the honeypot is filled.",
      429: "Too many messages from this sender or this address within the hour.",
    },
  },
];

const paymentOperations: ApiOperation[] = [
  {
    operationId: "listOwnSubscriptions",
    method: "get",
    path: "/api/subscription",
    tag: "Plans",
    summary: "The caller's subscriptions",
    description: "Newest first, with their state, the paid periods and when they renew or end.",
    access: "signed-in",
    responses: { 200: { description: "The subscriptions.", body: dataOf(z.array(ownSubscription)) } },
  },
  {
    operationId: "requestSubscription",
    method: "post",
    path: "/api/subscription",
    tag: "Plans",
    summary: "Ask for a plan",
    description:
      '`{level: "level2"}` makes a user account a free coach at once. `{plan: "level3" | "level4"}`, `{plan: "level5", categories, fourMonthSubscription}` (up to 3 niches; the price follows the highest tier among them) and `{addOnLevel, featuredCategory, fourMonthSubscription}` (a sponsored slot in a niche of that tier) open a checkout and answer its address: the plan is granted only when the payment provider\'s signed event confirms the payment. A level 6 checkout holds its slot while it is open, so a niche\'s last slot is sold once.',
    access: "signed-in",
    body: subscriptionRequestBody,
    responses: { 200: { description: "Granted, or a checkout to pay.", body: subscriptionResult } },
    errors: {
      400: "The request names no plan, too many categories, an unknown niche, or a niche of another tier.",
      403: "Advertising is for coach profiles only.",
      404: "The account has no profile.",
      409: "The plan is not an upgrade, an add-on is active already, or the niche has no free slot (the message says which).",
      429: "Too many checkouts opened by this account.",
      503: "The payment provider did not open a checkout.",
    },
  },
  {
    operationId: "checkNicheAvailability",
    method: "get",
    path: "/api/plans/checkNicheAvailbility/{name}",
    tag: "Plans",
    summary: "Whether a niche has a free sponsored slot",
    description:
      "The path keeps the spelling the product has always used. At most 3 sponsors per niche; open checkouts hold their slot.",
    access: "public",
    pathParams: z.object({ name: z.string().meta({ description: "The niche's name or slug." }) }),
    responses: { 200: { description: "The niche's slots.", body: dataOf(nicheAvailability) } },
    errors: { 404: "There is no such niche." },
  },
  {
    operationId: "paymentWebhook",
    method: "post",
    path: "/api/payments/webhook",
    tag: "Plans",
    summary: "The card payment provider's events",
    description:
      "Stripe's webhook endpoint. The `Stripe-Signature` header must sign the raw body with the endpoint's secret and be at most 5 minutes old. Handled: checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired, invoice.paid, invoice.payment_failed, customer.subscription.deleted; each event id is applied once, however often it arrives.",
    access: "public",
    body: z
      .looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) })
      .meta({ description: "A Stripe event." }),
    responses: { 200: { description: "Received.", body: webhookResult } },
    errors: { 400: "The signature is missing, wrong or too old, or the event cannot be read; nothing changed." },
  },
];

const profileId = z.object({ id: uuidParam.meta({ description: "The profile's id." }) });
const adminOnly = { 401: "Not signed in.", 403: "The caller is not an administrator." } as const;
const message = z.object({ message: z.string() });

const adminOperations: ApiOperation[] = [
  {
    operationId: "adminUpdateProfile",
    method: "put",
    path: "/api/admin/profile",
    tag: "Admin",
    summary: "Edit any profile",
    description:
      "The profile form's fields and rules (PUT /api/profile) for the profile `_id`, without the level gates: an administrator may fill every part, with up to 3 niches. Only the fields sent change. Recorded with the values before and after.",
    access: "signed-in",
    body: adminProfileBody,
    responses: {
      200: {
        description: "Saved.",
        body: z.object({
          data: ownProfile.extend({ notes: z.string(), deletedAt: z.iso.datetime().nullable() }),
          message: z.string(),
        }),
      },
    },
    errors: { 400: "A field breaks its rule.", ...adminOnly, 404: "No profile has this id." },
  },
  {
    operationId: "adminLinkProfile",
    method: "post",
    path: "/api/admin/linkprofile",
    tag: "Admin",
    summary: "Link a profile to an account",
    description:
      "Gives the profile to the account with this e-mail (or id, the account's cognitoId), merging the account's empty sign-up profile into it, as a claim does. Recorded.",
    access: "signed-in",
    body: linkProfileBody,
    responses: { 200: { description: "Linked.", body: message } },
    errors: {
      400: "No account given, or the e-mail is not valid.",
      ...adminOnly,
      404: "No such profile, or no account uses that e-mail.",
      409: "The profile is already linked, or the account already holds a coach profile.",
    },
  },
  {
    operationId: "adminSetUserLevel",
    method: "put",
    path: "/api/admin/userlevel",
    tag: "Admin",
    summary: "Set a user's level and advertising add-on",
    description:
      "A paid level (3 to 5) or add-on becomes a complimentary subscription with the same effects as a paid one: it replaces the current plan, and an add-on takes a sponsored seat in `featuredCategory` (a niche of the add-on's tier) by seniority. `addOnLevel` null or '0' removes the add-on. With `fourMonthSubscription` the plan ends after four periods. A niche with 3 sponsors answers `subscriptionSuccessful: false` with the reason. An admin cannot remove their own admin level. Recorded.",
    access: "signed-in",
    body: userLevelBody,
    responses: {
      200: {
        description: "Done, or refused for a business reason (`subscriptionSuccessful: false`).",
        body: z.object({ subscriptionSuccessful: z.boolean(), message: z.string() }),
      },
    },
    errors: {
      400: "A field breaks its rule, the niche is unknown or of another tier.",
      ...adminOnly,
      403: "The caller is not an administrator, or is removing their own admin level.",
      404: "No profile has this id.",
    },
  },
  {
    operationId: "updateNotes",
    method: "put",
    path: "/api/notes",
    tag: "Admin",
    summary: "Write the notes on a profile",
    description: "Notes are seen by administrators only. `userId` is the profile's id. Recorded with the old text.",
    access: "signed-in",
    body: notesBody,
    responses: {
      200: {
        description: "Saved.",
        body: z.object({ data: z.object({ userId: z.uuid(), notes: z.string() }), message: z.string() }),
      },
    },
    errors: { 400: "The notes are too long, or the id is not valid.", ...adminOnly, 404: "No profile has this id." },
  },
  {
    operationId: "readNotes",
    method: "get",
    path: "/api/notes/{id}",
    tag: "Admin",
    summary: "Read the notes on a profile",
    access: "signed-in",
    pathParams: profileId,
    responses: {
      200: { description: "The notes.", body: z.object({ data: z.object({ userId: z.uuid(), notes: z.string() }) }) },
    },
    errors: { 400: "The id is not a UUID.", ...adminOnly, 404: "No profile has this id." },
  },
  {
    operationId: "deleteProfile",
    method: "delete",
    path: "/api/user/{id}",
    tag: "Admin",
    summary: "Delete a profile",
    description:
      "A soft delete: the profile leaves every page, list, search, API answer and the sitemap at once and its sponsored seats are released; an administrator can restore it for 30 days, after which it is purged. Recorded.",
    access: "signed-in",
    pathParams: profileId,
    responses: { 200: { description: "Deleted.", body: message } },
    errors: { 400: "The id is not a UUID.", ...adminOnly, 404: "No profile has this id, or it is already deleted." },
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
  ...moderationOperations,
  ...invitationOperations,
  ...profileInsightOperations,
  ...insightEventOperations,
  ...weeklyDigestOperations,
  ...paymentOperations,
  ...adminOperations,
  ...identityOperations,
  ...documentationOperations,
];

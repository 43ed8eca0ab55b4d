import { describe, expect, it } from "vitest";
import { useSweep } from "../support/sweep.ts";

// Bad forms to every page action and its ".data" twin, as a visitor, a user, a coach and an
// admin: whatever is sent, the answer is a 4xx or a redirect, never a 5xx.
const { identities, state, failures, sendAll } = useSweep("bad-form-sweep");

/** The page actions, with the intents each takes and one it does not. */
const PAGE_ACTIONS: { path: () => string; intents: string[] }[] = [
  { path: () => state.coachPath, intents: ["rate", "delete", "reply", "editReply", "deleteReply", "flag"] },
  { path: () => `/coach/${state.coachId}/edit`, intents: ["profile", "notes", "link", "delete", "level"] },
  { path: () => "/coach/not-a-uuid/edit", intents: ["profile", "notes"] },
  {
    path: () => "/adminpanel",
    intents: [
      "approve",
      "reject",
      "banner",
      "restore",
      "keepReview",
      "removeReview",
      "upholdRemoval",
      "restoreReview",
      "approveHeld",
      "rejectHeld",
    ],
  },
  { path: () => "/reviews/00000000-0000-4000-8000-000000000000/appeal", intents: ["appeal"] },
  { path: () => "/profile", intents: ["invite"] },
  { path: () => "/invitations/not-a-token", intents: ["rate"] },
  { path: () => "/profileForm", intents: ["profile", "password"] },
  { path: () => "/signin", intents: ["signin", "send-code", "reset"] },
  { path: () => "/signup", intents: [""] },
  { path: () => "/verify", intents: [""] },
  { path: () => "/verifyemail", intents: [""] },
  { path: () => "/account-type", intents: [""] },
  { path: () => "/thanks", intents: [""] },
  { path: () => "/subscription/level3", intents: [""] },
  { path: () => "/subscription/not-a-level", intents: [""] },
  { path: () => "/checkout", intents: ["pay", "decline"] },
  { path: () => "/billing", intents: [""] },
  { path: () => "/social-signin", intents: [""] },
  { path: () => "/claimprofile", intents: [""] },
  { path: () => "/csp-report", intents: [""] },
  { path: () => "/signout", intents: [""] },
];
/** Every field name a page form uses, each given the same bad value. */
const FORM_FIELDS = [
  "commentId",
  "reviewId",
  "ids",
  "text",
  "details",
  "note",
  "claimId",
  "profileId",
  "sessionId",
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "code",
  "otp",
  "notes",
  "reason",
  "level",
  "addOnLevel",
  "featuredCategory",
  "rating",
  "comment",
  "badges",
  "agreement",
  "invitation",
  "emails",
  "firstName",
  "lastName",
  "categoryNames",
  "photo",
  "aboutMe",
  "accountType",
  "isGoogleBanner",
  "provider",
  "redirectTo",
  "userName",
  "plan",
  "name",
];

describe("every page action", () => {
  it("answers bad forms with 4xx or a redirect, never 5xx", { timeout: 600_000 }, async () => {
    const values = ["not-a-uuid", "x".repeat(6_000), "", "https://evil.example/", "%ED%A0%80"];
    // Sign-out last: it ends the session the other calls use.
    for (const action of PAGE_ACTIONS) {
      for (const identity of identities) {
        for (const intent of [...action.intents, "bogus"]) {
          const forms = values.map((value) =>
            [`intent=${encodeURIComponent(intent)}`, ...FORM_FIELDS.map((f) => `${f}=${value}`)].join("&"),
          );
          const sent = [
            ...forms.map((body) => ({ contentType: "application/x-www-form-urlencoded", body })),
            { contentType: "application/x-www-form-urlencoded", body: `intent=${intent}&email=%00` },
            { contentType: "text/plain", body: `intent=${intent}` },
            { contentType: "multipart/form-data; boundary=x", body: "--x\r\nnot a part" },
            { contentType: "application/json", body: `{"intent":"${intent}"}` },
            {},
          ];
          await sendAll([
            ...sent.map((s) => ({ method: "POST", path: action.path(), identity, ...s })),
            // React Router's own address for a page's action, which its forms post to.
            ...sent.slice(0, 2).map((s) => ({ method: "POST", path: `${action.path()}.data`, identity, ...s })),
          ]);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

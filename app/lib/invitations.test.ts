import { describe, expect, it } from "vitest";
import { invitationRequestSchema, profilePageForm } from "./invitation-schemas.ts";
import { addressList, DAY_MS, invitationState } from "./invitations.ts";
import { invitationTexts } from "./messages/invitations.ts";

describe("addressList", () => {
  it("splits a pasted list at line breaks, commas, semicolons and spaces, lower case, each once", () => {
    expect(
      addressList(" Ann@Example.com,\r\nbob@example.com ; ann@example.com\n\n  cy@example.com\tdee@example.com,,"),
    ).toEqual(["ann@example.com", "bob@example.com", "cy@example.com", "dee@example.com"]);
    expect(addressList(" \n , ")).toEqual([]);
  });
});

describe("invitationState", () => {
  const now = Date.parse("2026-05-01T12:00:00Z");
  const later = new Date(now + DAY_MS);
  const earlier = new Date(now - 1);
  it("is reviewed once used, expired past its date, opened once visited, else sent", () => {
    expect(invitationState({ reviewedAt: earlier, expiresAt: earlier, openedAt: earlier }, now)).toBe("reviewed");
    expect(invitationState({ reviewedAt: null, expiresAt: earlier, openedAt: earlier }, now)).toBe("expired");
    expect(invitationState({ reviewedAt: null, expiresAt: new Date(now), openedAt: null }, now)).toBe("expired");
    expect(invitationState({ reviewedAt: null, expiresAt: later, openedAt: earlier }, now)).toBe("opened");
    expect(invitationState({ reviewedAt: null, expiresAt: later.toISOString(), openedAt: null }, now)).toBe("sent");
  });
});

describe("invitationRequestSchema", () => {
  const parse = (emails: unknown) => invitationRequestSchema.safeParse({ emails });
  const firstMessage = (emails: unknown) => parse(emails).error?.issues[0]?.message;

  it("takes a list (the API) or, on /profile, a pasted text, lower case and each once", () => {
    expect(parse([" Ann@Example.com", "ann@example.com", "bob@example.com"]).data).toEqual({
      emails: ["ann@example.com", "bob@example.com"],
    });
    const form = profilePageForm.safeParse({
      intent: "invite",
      emails: "Ann@Example.com\nbob@example.com, ann@example.com",
    });
    expect(form.data).toEqual({ intent: "invite", input: { emails: ["ann@example.com", "bob@example.com"] } });
    expect(profilePageForm.safeParse({ intent: "invite", emails: " \n " }).error?.issues[0]?.message).toBe(
      invitationTexts.emailsRequired,
    );
  });

  it("refuses no address, more than 50, and one that is not an address, naming it", () => {
    expect(firstMessage([])).toBe(invitationTexts.emailsRequired);
    expect(firstMessage("ann@example.com")).toBe(invitationTexts.emailsRequired);
    expect(firstMessage(undefined)).toBe(invitationTexts.emailsRequired);
    const many = Array.from({ length: 51 }, (_, i) => `client${i}@example.com`);
    expect(firstMessage(many)).toBe(invitationTexts.tooManyAddresses(50));
    expect(parse(many.slice(0, 50)).success).toBe(true);
    expect(firstMessage(["ann@example.com", "not-an-address"])).toBe(invitationTexts.badAddress("not-an-address"));
    expect(firstMessage([42])).toBe(invitationTexts.emailsRequired);
  });
});

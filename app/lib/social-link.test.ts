import { describe, expect, it } from "vitest";
import { coachPageTexts } from "./messages/coach-page.ts";
import { socialLinkOf } from "./social-link.ts";

describe("socialLinkOf", () => {
  it("gives one link, the form's first, named after its network", () => {
    expect(
      socialLinkOf({ fbProfilePage: "https://www.facebook.com/ann", linkedIn: "https://linkedin.com/in/ann" }),
    ).toEqual({
      href: "https://www.facebook.com/ann",
      network: "Facebook",
    });
    expect(socialLinkOf({ fbProfilePage: "https://www.linkedin.com/in/ann", linkedIn: null })?.network).toBe(
      "LinkedIn",
    );
    expect(socialLinkOf({ fbProfilePage: null, linkedIn: "https://linkedin.com/in/ann" })?.network).toBe("LinkedIn");
    expect(socialLinkOf({ fbProfilePage: "https://mastodon.social/@ann", linkedIn: null })?.network).toBe(
      coachPageTexts.socialLink,
    );
    expect(socialLinkOf({ fbProfilePage: "https://notfacebook.com/x", linkedIn: null })?.network).toBe(
      coachPageTexts.socialLink,
    );
    expect(socialLinkOf({ fbProfilePage: null, linkedIn: null })).toBeNull();
  });
});

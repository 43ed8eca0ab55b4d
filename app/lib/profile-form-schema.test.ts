import { describe, expect, it } from "vitest";
import { profileFormMessages as m } from "./messages/profile-form.ts";
import { authMessages } from "./messages/auth.ts";
import { photoMessages } from "./messages/photos.ts";
import { changePasswordSchema, extractWebLink, profileFormSchema, profileUpdateSchema } from "./profile-form-schema.ts";

const firstError = (input: unknown, schema = profileUpdateSchema) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};
const parse = (input: unknown) => profileUpdateSchema.parse(input);

describe("profileUpdateSchema", () => {
  it("leaves out what was not sent and drops fields nobody may set", () => {
    expect(parse({ firstName: " Ann ", level: "20", score: 100, isClaimed: true, email: "x@y.z" })).toEqual({
      firstName: "Ann",
    });
  });

  it("refuses more than 3 categories, counting duplicates once", () => {
    expect(firstError({ categoryNames: ["A", "B", "C", "D"] })).toBe(m.tooManyCategories(3));
    expect(m.tooManyCategories(3)).toBe("You can only select up to 3 categories.");
    expect(firstError({ categoryIds: [1, 2, 3, 4] })).toBe("You can only select up to 3 categories.");
    expect(parse({ categoryNames: ["A", "B", "C", "A"] }).categoryNames).toEqual(["A", "B", "C"]);
  });

  it("refuses links in the About me text", () => {
    for (const about of ["See https://x.test", "visit www.example.org", "mysite.com rocks"])
      expect(firstError({ aboutMe: about })).toBe("You cannot have links in the About me section.");
    expect(parse({ aboutMe: "I coach. Life changes." }).aboutMe).toBe("I coach. Life changes.");
  });

  it("extracts the website and social link and refuses other schemes", () => {
    expect(parse({ website: "My site: https://coach.example.com/about." }).website).toBe(
      "https://coach.example.com/about",
    );
    expect(parse({ website: "coach.example.com" }).website).toBe("https://coach.example.com/");
    expect(parse({ website: "" }).website).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "ftp://example.com",
      "no link here",
    ])
      expect(firstError({ website: bad })).toBe("Enter a valid website link.");
    expect(firstError({ fbProfilePage: "javascript:alert(1)" })).toBe("Enter a valid social media link.");
    expect(parse({ fbProfilePage: "facebook.com/ann" }).fbProfilePage).toBe("https://facebook.com/ann");
  });

  it("training videos: empty ignored, at most 5, normalised, no duplicates", () => {
    expect(parse({ trainingVideoLinks: ["", " ", "https://youtu.be/dQw4w9WgXcQ?t=1"] }).trainingVideoLinks).toEqual([
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ]);
    const six = Array.from({ length: 6 }, (_, i) => `https://videos.example.com/${i}`);
    expect(firstError({ trainingVideoLinks: six })).toBe("You can add only up to 5 training videos.");
    expect(firstError({ trainingVideoLinks: [...six.slice(0, 5), ""] })).toBeNull();
    expect(
      firstError({
        trainingVideoLinks: ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3"],
      }),
    ).toBe("You have already added this link.");
    expect(firstError({ trainingVideoLinks: ["javascript:alert(1)"] })).toBe(m.videoLinkInvalid);
  });

  it("story videos: at most 3, title and link required, unique title and link", () => {
    const video = (n: number) => ({ Title: `Story ${n}`, Link: `https://videos.example.com/${n}` });
    expect(parse({ storyVideoLinks: [video(1)] }).storyVideoLinks).toEqual([
      { title: "Story 1", link: "https://videos.example.com/1" },
    ]);
    expect(firstError({ storyVideoLinks: [video(1), video(2), video(3), video(4)] })).toBe(
      "You can add only up to 3 story videos.",
    );
    expect(firstError({ storyVideoLinks: [{ Title: "", Link: "https://v.example.com/1" }] })).toBe(
      m.storyVideoIncomplete,
    );
    expect(firstError({ storyVideoLinks: [{ Title: "A" }] })).toBe(m.storyVideoIncomplete);
    expect(firstError({ storyVideoLinks: [video(1), { ...video(2), Title: "story 1" }] })).toBe(
      "You have already added this Title.",
    );
    expect(firstError({ storyVideoLinks: [video(1), { ...video(2), Link: video(1).Link }] })).toBe(
      "You have already added this Link.",
    );
  });

  it("keeps field sizes", () => {
    expect(firstError({ firstName: "x".repeat(101) })).toBeTruthy();
    expect(firstError({ city: "x".repeat(101) })).toBeTruthy();
    expect(firstError({ aboutMe: "x".repeat(5001) })).toBeTruthy();
  });

  it("accepts a photo data URL as text and leaves out an empty one", () => {
    expect(parse({ photo: "" })).toEqual({});
    expect(parse({ photo: "data:image/png;base64,AAAA" }).photo).toBe("data:image/png;base64,AAAA");
    expect(firstError({ photo: "x".repeat(2_800_001) })).toBe(photoMessages.tooBig);
  });
});

describe("profileFormSchema (the form's fields)", () => {
  it("reads only the sections the form showed", () => {
    expect(profileFormSchema.parse({ intent: "profile", firstName: "Ann", lastName: "Lee", location: "" })).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      location: null,
    });
  });

  it("turns checkboxes, selects and row lists into the API's shape", () => {
    const parsed = profileFormSchema.parse({
      section: ["coach", "links", "stories", "training"],
      aboutMe: "Hello",
      categoryNames: ["Life Coach", "", ""],
      isOneOnOne: "on",
      website: "",
      fbProfilePage: "",
      storyTitle: ["One", ""],
      storyLink: ["https://youtu.be/dQw4w9WgXcQ", ""],
      trainingVideoLinks: "",
    });
    expect(parsed).toMatchObject({
      categoryNames: ["Life Coach"],
      isOneOnOne: true,
      isGroupCoaching: false,
      isFreeTraining: false,
      website: null,
      storyVideoLinks: [{ title: "One", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
      trainingVideoLinks: [],
    });
  });
});

describe("extractWebLink", () => {
  it("finds the first http(s) or www. address", () => {
    expect(extractWebLink("see www.coach.example.org!")).toBe("https://www.coach.example.org/");
    expect(extractWebLink("My site: coach.example.com, come by")).toBe("https://coach.example.com/");
    expect(extractWebLink("javascript:alert(1)//example.com")).toBeNull();
    expect(extractWebLink("mailto:ann@example.com")).toBeNull();
    expect(extractWebLink("write to ann@example.com")).toBeNull();
  });
});

describe("changePasswordSchema", () => {
  const error = (input: unknown) => firstError(input, changePasswordSchema as never);
  it("needs the old password, 8 characters and a matching confirmation", () => {
    expect(error({ oldPassword: "", newPassword: "long-enough", confirmPassword: "long-enough" })).toBe(
      m.oldPasswordRequired,
    );
    expect(error({ oldPassword: "old", newPassword: "short", confirmPassword: "short" })).toBe(
      authMessages.passwordTooShort,
    );
    expect(authMessages.passwordTooShort).toBe("password length must be at least 8 characters");
    expect(error({ oldPassword: "old", newPassword: "long-enough", confirmPassword: "long-enough2" })).toBe(
      "new password and confirm new password mismatch.",
    );
    expect(error({ oldPassword: "old", newPassword: "long-enough", confirmPassword: "long-enough" })).toBeNull();
  });
});

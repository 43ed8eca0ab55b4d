import { z } from "./zod.ts";
import { intent, intents } from "./form-intents.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { profileFormMessages as m } from "./messages/profile-form.ts";
import { securityMessages } from "./messages/security.ts";
import { authMessages } from "./messages/auth.ts";
import { photoMessages } from "./messages/photos.ts";
import { normalizeVideoLink } from "./video-links.ts";

// The profile fields of docs/product.md §24 (PUT /profile) with the rules of §15: one schema for
// the /profileForm page and PUT /api/profile. Every field is optional (only the fields sent
// change); level, score, isClaimed and the other managed fields are not in it, so they are
// dropped. Level limits (2 niches on a free coach, links from level 3, ...) need the caller's
// level: the profile editor (app/server/accounts/profile-editor.server.ts) checks them.

export const MAX_CATEGORIES = 3;
export const MAX_FREE_CATEGORIES = 2;
export const MAX_TRAINING_VIDEOS = 5;
export const MAX_STORY_VIDEOS = 3;
/** A 2 MB image as a base64 data URL is about 2.8 million characters. */
export const MAX_PHOTO_DATA_URL = 2_800_000;

/**
 * A light check for the browser: a scheme, "www." or a common domain ending. The server checks
 * the full list of top-level domains (app/server/reviews/links-and-phones.server.ts).
 */
const LOOKS_LIKE_LINK = /\b(?:https?:\/\/|www\.)|\b[a-z0-9-]+\.(?:com|net|org|io|co|me|info|biz|us|uk|ly)\b/i;
export const looksLikeLink = (text: string) => LOOKS_LIKE_LINK.test(text);

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+|\bwww\.[^\s<>"'`]+/i;
const DOMAIN_IN_TEXT = /(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#][^\s<>"'`]*)?/i;
/** Text that starts with another scheme ("javascript:...", "data:..."): never a web link. */
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:(?!\s)/i;

/**
 * The http(s) address in a website or social field (docs/product.md §15: the address "is extracted"): the first
 * http(s) or www. address in the text, else the first bare domain ("My site: coach.example.com").
 * Null when there is none; text that starts with another scheme (javascript:, data:, ...) is
 * refused as a whole.
 */
export function extractWebLink(text: string): string | null {
  const trimmed = text.trim();
  if (OTHER_SCHEME.test(trimmed)) return null;
  const found = URL_IN_TEXT.exec(trimmed)?.[0] ?? DOMAIN_IN_TEXT.exec(trimmed)?.[0];
  if (!found) return null;
  const candidate = /^https?:\/\//i.test(found) ? found : `https://${found}`;
  let url: URL;
  try {
    url = new URL(candidate.replace(/[.,;:!?)\]]+$/, ""));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname) || url.username || url.password) return null;
  return url.href;
}

const tooLong = (max: number) => securityMessages.tooLong(max);

const text = (max: number) => z.string({ error: m.notText }).trim().max(max, tooLong(max));
/** An optional text that an empty value clears (stored as null). */
const clearable = (max: number) => text(max).transform((v) => v || null);

const webLink = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(FIELD_LIMITS.url, tooLong(FIELD_LIMITS.url))
    .transform((value, ctx) => {
      if (!value) return null;
      const link = extractWebLink(value);
      if (!link || link.length > FIELD_LIMITS.url) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return link;
    });

const videoLink = z
  .string({ error: m.videoLinkInvalid })
  .trim()
  .max(FIELD_LIMITS.url, tooLong(FIELD_LIMITS.url))
  .transform((value, ctx) => {
    const link = normalizeVideoLink(value);
    if (!link) {
      ctx.addIssue({ code: "custom", message: m.videoLinkInvalid });
      return z.NEVER;
    }
    return link;
  });

/** Where a value repeats an earlier one (-1 when none does); items that failed their own rules are skipped. */
const duplicateIndex = (values: (string | undefined)[]) => {
  const seen = values.filter((v): v is string => typeof v === "string");
  return seen.findIndex((v, i) => seen.indexOf(v) !== i);
};

const trainingVideoLinks = z
  .array(z.string({ error: m.videoLinkInvalid }), { error: m.notList })
  .transform((links) => links.map((l) => l.trim()).filter(Boolean))
  .pipe(
    z
      .array(videoLink)
      .max(MAX_TRAINING_VIDEOS, m.tooManyTrainingVideos)
      .refine((links) => duplicateIndex(links) < 0, m.duplicateTrainingVideo),
  );

const storyVideo = z
  .object(
    {
      Title: z.string({ error: m.storyVideoIncomplete }).trim().max(FIELD_LIMITS.short, tooLong(FIELD_LIMITS.short)),
      Link: z.string({ error: m.storyVideoIncomplete }).trim().max(FIELD_LIMITS.url, tooLong(FIELD_LIMITS.url)),
    },
    { error: m.storyVideoIncomplete },
  )
  .refine((v) => v.Title !== "" && v.Link !== "", m.storyVideoIncomplete)
  .transform((v, ctx) => {
    const link = normalizeVideoLink(v.Link);
    if (!link) {
      ctx.addIssue({ code: "custom", message: m.videoLinkInvalid });
      return z.NEVER;
    }
    return { title: v.Title, link };
  });

const storyVideoLinks = z
  .array(storyVideo, { error: m.notList })
  .max(MAX_STORY_VIDEOS, m.tooManyStoryVideos)
  .refine((videos) => duplicateIndex(videos.map((v) => v?.title?.toLowerCase())) < 0, m.duplicateStoryTitle)
  .refine((videos) => duplicateIndex(videos.map((v) => v?.link)) < 0, m.duplicateStoryLink);

/** Niches by name (categoryNames, docs/product.md §24) or id; duplicates count once. */
const categoryNames = z
  .array(z.string({ error: m.notText }).trim().min(1, m.notText).max(FIELD_LIMITS.short), { error: m.notList })
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length <= MAX_CATEGORIES, m.tooManyCategories(MAX_CATEGORIES));
const categoryIds = z
  .array(z.int({ error: m.notList }).positive(m.notList), { error: m.notList })
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length <= MAX_CATEGORIES, m.tooManyCategories(MAX_CATEGORIES));

const flag = z.boolean({ error: m.notBoolean });

export const profileUpdateSchema = z.object({
  firstName: text(FIELD_LIMITS.name).optional(),
  lastName: text(FIELD_LIMITS.name).optional(),
  /** The API's clients send it (docs/product.md §24), but it is always built from the first and last names: ignored. */
  fullName: z.string().optional(),
  location: clearable(FIELD_LIMITS.short).optional(),
  city: clearable(FIELD_LIMITS.short).optional(),
  state: clearable(FIELD_LIMITS.short).optional(),
  zip: clearable(FIELD_LIMITS.short).optional(),
  phone: clearable(FIELD_LIMITS.short).optional(),
  aboutMe: text(FIELD_LIMITS.about)
    .refine((about) => !looksLikeLink(about), m.aboutNoLinks)
    .optional(),
  website: webLink(m.websiteInvalid).optional(),
  fbProfilePage: webLink(m.socialInvalid).optional(),
  categoryNames: categoryNames.optional(),
  categoryIds: categoryIds.optional(),
  trainingVideoLinks: trainingVideoLinks.optional(),
  storyVideoLinks: storyVideoLinks.optional(),
  isOneOnOne: flag.optional(),
  isGroupCoaching: flag.optional(),
  isFreeTraining: flag.optional(),
  /** A data URL (docs/product.md §16); an empty one is left out. Stored by the photo service, not here. */
  photo: z
    .string({ error: m.notText })
    .max(MAX_PHOTO_DATA_URL, photoMessages.tooBig)
    .transform((v) => v || undefined)
    .optional(),
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The fields a profile update may change; any of them in a body picks the profile form of PUT /api/profile. */
export const PROFILE_UPDATE_FIELDS = Object.keys(profileUpdateSchema.shape) as (keyof ProfileUpdate)[];

/** The form's sections: a section's lists and checkboxes are read only when the form showed it. */
export const FORM_SECTIONS = ["coach", "links", "stories", "training"] as const;

type FormFields = Record<string, string | string[] | undefined>;
const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The /profileForm fields as the JSON body of PUT /api/profile: repeated names become lists,
 * checkboxes booleans, the story title and link lists pairs. Hidden `section` fields say which
 * sections were shown, so an emptied list clears and a hidden section changes nothing.
 */
export function formToProfileUpdate(fields: FormFields): Record<string, unknown> {
  const sections = new Set(list(fields.section));
  const body: Record<string, unknown> = {};
  for (const name of ["firstName", "lastName", "location", "photo"] as const) {
    const value = one(fields[name]);
    if (value !== undefined) body[name] = value;
  }
  if (sections.has("coach")) {
    for (const name of ["city", "state", "zip", "phone", "aboutMe"] as const) body[name] = one(fields[name]) ?? "";
    body.categoryNames = list(fields.categoryNames).filter((name) => name.trim() !== "");
    for (const name of ["isOneOnOne", "isGroupCoaching", "isFreeTraining"] as const)
      body[name] = one(fields[name]) === "on";
  }
  if (sections.has("links")) {
    body.website = one(fields.website) ?? "";
    body.fbProfilePage = one(fields.fbProfilePage) ?? "";
  }
  if (sections.has("stories")) {
    const titles = list(fields.storyTitle);
    const links = list(fields.storyLink);
    body.storyVideoLinks = titles
      .map((Title, i) => ({ Title, Link: links[i] ?? "" }))
      .filter((v) => v.Title.trim() || v.Link.trim());
  }
  if (sections.has("training")) body.trainingVideoLinks = list(fields.trainingVideoLinks);
  return body;
}

/** The form's schema: the same rules, after reading the form. */
export const profileFormSchema = z.preprocess(
  (fields) => formToProfileUpdate((fields ?? {}) as FormFields),
  profileUpdateSchema,
);

/** Change password (docs/product.md §15). */
export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: m.oldPasswordRequired })
      .min(1, m.oldPasswordRequired)
      .max(FIELD_LIMITS.password, tooLong(FIELD_LIMITS.password)),
    newPassword: z
      .string({ error: authMessages.passwordTooShort })
      .min(8, authMessages.passwordTooShort)
      .max(FIELD_LIMITS.password, tooLong(FIELD_LIMITS.password)),
    confirmPassword: z
      .string({ error: authMessages.passwordTooShort })
      .min(8, authMessages.passwordTooShort)
      .max(FIELD_LIMITS.password, tooLong(FIELD_LIMITS.password)),
  })
  .refine((p) => p.newPassword === p.confirmPassword, m.passwordMismatch);

/** /profileForm's two forms: the profile, and the password. */
export const profilePageForm = intents(intent("profile", profileFormSchema), intent("password", changePasswordSchema));

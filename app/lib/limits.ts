// Size limits of every input, in one place (characters unless noted). Schemas on both sides and
// the server's body guard read them; docs/decisions/0033-size-limits.md explains the choices.
export const FIELD_LIMITS = {
  /** First, last and full names. */
  name: 100,
  /** RFC 5321's practical maximum for an address. */
  email: 254,
  /** better-auth hashes with scrypt: a cap keeps hashing cheap and bounded. */
  password: 128,
  comment: 5000,
  /** A coach's public reply to a review (decision 0067). */
  reply: 2000,
  /** A flag's details, a moderator's note. */
  moderationNote: 1000,
  about: 5000,
  /** Website, social and video links. */
  url: 500,
  notes: 5000,
  /** A Contact Us or contact-me-directly message (docs/decisions/0046-contact-messages.md). */
  message: 5000,
  /** Any other short text (city, state, zip, phone, affiliate id, titles). */
  short: 100,
  /** A search keyword in a URL. */
  keyword: 200,
} as const;

/** Request bodies (bytes): JSON and forms everywhere, a photo upload only where a photo is sent. */
export const BODY_LIMITS = {
  default: 1024 * 1024,
  photoUpload: 4 * 1024 * 1024,
} as const;

/** docs/product.md §16: a photo must be under 2 MB, counted in decoded bytes (2 MiB). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Where a photo may be uploaded (a data URL of up to 2 MB is about 2.7 MB of JSON or form), so the
 * body limit there is photoUpload; React Router posts a page's form to "<path>.data" as well.
 */
export const PHOTO_UPLOAD_PATHS: { has(path: string): boolean } = {
  has: (path) =>
    ["/api/profile", "/api/admin/profile", "/profileForm", "/profileForm.data"].includes(path) ||
    /^\/coach\/[^/]+\/edit(\.data)?$/.test(path),
};

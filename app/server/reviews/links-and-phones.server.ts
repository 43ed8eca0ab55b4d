import { LinkifyIt } from "linkify-it";
import tlds from "tlds" with { type: "json" };

// Server side only: the linkifier and the full TLD list weigh about 15 KB gzipped, too much for
// the coach page, and the server has the last word anyway.
const linkify = new LinkifyIt({ fuzzyLink: true }).tlds(tlds);

/**
 * "coach.Life changing" is a missing space after a full stop, not a link, although "life" is a
 * top-level domain: a bare name whose last part is capitalised after a lower-case letter.
 */
const SENTENCE_BREAK = /^(?!www\.)[^/:@]*[a-z]\.[A-Z][a-z]+$/;

/** Digits with the separators phone numbers are written with; 7 to 15 digits make a phone number. */
const PHONE_LIKE = /\+?\(?\d[\d ().\-/\u00a0]{5,}\d/g;
/** Number runs that look like a phone number by their digits but are years or dates. */
const NOT_A_PHONE = [/^(?:19|20)\d\d ?[-/] ?(?:19|20)\d\d$/, /^\d{1,4}([-./])\d{1,2}\1\d{1,4}$/];

export function hasLink(text: string): boolean {
  return (linkify.match(text) ?? []).some((m) => m.schema !== "" || !SENTENCE_BREAK.test(m.raw));
}

export function hasPhoneNumber(text: string): boolean {
  return [...text.matchAll(PHONE_LIKE)].some(([run]) => {
    const digits = run.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15 && !NOT_A_PHONE.some((shape) => shape.test(run));
  });
}

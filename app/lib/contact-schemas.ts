import { z } from "./zod.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { securityMessages } from "./messages/security.ts";
import { contactMessages } from "./messages/contact.ts";

// Contact-me-directly (POST /api/email) and Contact Us (POST /api/contact): one schema per
// payload, shared by the dialogs and the API routes (docs/decisions/0046-contact-messages.md).

/** The name of the honeypot field: hidden from people, filled in by form-filling robots. */
export const HONEYPOT_FIELD = "website";

const senderEmail = z
  .string({ error: contactMessages.emailEmpty })
  .trim()
  .toLowerCase()
  .min(1, contactMessages.emailEmpty)
  .max(FIELD_LIMITS.email, securityMessages.tooLong(FIELD_LIMITS.email))
  .pipe(z.email({ error: contactMessages.emailInvalid }))
  .meta({ description: "The sender's e-mail address; replies go there." });

/** Empty after trimming is refused; longer than the cap is refused with the cap in words, never cut. */
const messageText = z
  .string({ error: contactMessages.messageEmpty })
  .trim()
  .min(1, contactMessages.messageEmpty)
  .max(FIELD_LIMITS.message, contactMessages.messageTooLong(FIELD_LIMITS.message))
  .meta({ description: `The message, plain text, at most ${FIELD_LIMITS.message} characters.` });

const honeypot = z
  .string({ error: contactMessages.honeypot })
  .max(0, contactMessages.honeypot)
  .optional()
  .meta({ description: "Must be left out or empty: a filled one marks the post as spam (400)." });

/** What both dialogs ask: the sender's address and the message (and the hidden honeypot). */
export const contactFormSchema = z.object({
  from: senderEmail,
  text: messageText,
  [HONEYPOT_FIELD]: honeypot,
});

/** POST /api/email: a message to a level 5 coach; the sender is the signed-in account. */
export const coachMessageSchema = contactFormSchema
  .extend({
    from: senderEmail
      .optional()
      .meta({ description: "The caller's own account address, or left out: replies go to the account's address." }),
    userId: z.uuid({ error: contactMessages.badCoachId }).meta({ description: "The coach's profile id." }),
  })
  .meta({ id: "CoachMessage" });

/** POST /api/contact (docs/product.md §24: from, subject, text, html): subject and html are made by the server. */
export const siteMessageSchema = contactFormSchema
  .extend({
    subject: z.string().optional().meta({ description: "Ignored: the server writes the subject." }),
    html: z
      .string()
      .optional()
      .meta({ description: "Ignored: the server makes the HTML from `text` and never sends HTML it did not make." }),
  })
  .meta({ id: "SiteMessage" });

export type ContactForm = z.output<typeof contactFormSchema>;
export type CoachMessageInput = z.output<typeof coachMessageSchema>;
export type SiteMessageInput = z.output<typeof siteMessageSchema>;

import { intent, intents } from "./form-intents.ts";
import { weeklyDigestPageTexts as t } from "./messages/weekly-digest.ts";
import { z } from "./zod.ts";

/** The weekly digest's stop link: the coach profile and the link's signature (decision 0077). */
export const digestLinkQuery = z.object({
  coach: z.uuid({ error: t.badLink }),
  sig: z.string({ error: t.badLink }).min(1, t.badLink).max(100, t.badLink),
});

/** What a mail program's unsubscribe button posts to List-Unsubscribe (RFC 8058), and nothing else. */
export const oneClickForm = z.looseObject({ "List-Unsubscribe": z.literal("One-Click", { error: t.notOneClick }) });

/** The stop link's page: its one button stops or resumes the digest. */
export const digestPageForm = intents(intent("stop", z.object({})), intent("resume", z.object({})));

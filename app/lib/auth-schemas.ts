import { z } from "./zod.ts";
import { intent, intents } from "./form-intents.ts";
import { ACCOUNT_TYPES } from "./levels.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { securityMessages } from "./messages/security.ts";
import { authMessages } from "./messages/auth.ts";
import { SOCIAL_PROVIDERS } from "./social-providers.ts";

// One schema per form, shared by the page and the server (the server is the authority).
const email = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .toLowerCase()
    .min(1, emptyMessage)
    .max(FIELD_LIMITS.email, securityMessages.tooLong(FIELD_LIMITS.email))
    .pipe(z.email({ error: authMessages.emailInvalid }));

export const signInSchema = z.object({
  email: email(authMessages.usernameEmpty),
  password: z
    .string({ error: authMessages.passwordEmpty })
    .min(1, authMessages.passwordEmpty)
    .max(FIELD_LIMITS.password, securityMessages.tooLong(FIELD_LIMITS.password)),
});

/** Sign-up takes an optional display name (API clients); the profile's first and last names come from it. */
export const signUpSchema = signInSchema.extend({
  name: z
    .string({ error: authMessages.nameInvalid })
    .trim()
    .max(FIELD_LIMITS.name, securityMessages.tooLong(FIELD_LIMITS.name))
    .optional(),
});

export const codeSchema = z.object({
  email: email(authMessages.emailEmpty),
  code: z
    .string({ error: authMessages.codeEmpty })
    .trim()
    .regex(/^\d{6}$/, authMessages.verificationFailed),
});

export const emailSchema = z.object({ email: email(authMessages.emailEmpty) });

export const resetSchema = codeSchema.extend({
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(8, authMessages.passwordTooShort)
    .max(FIELD_LIMITS.password, securityMessages.tooLong(FIELD_LIMITS.password)),
});

export const accountTypeSchema = z.object({ accountType: z.enum(ACCOUNT_TYPES) });

/** The hidden form of a "Continue with Google/Facebook" button. */
export const socialSignInSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  callbackURL: z.string().max(FIELD_LIMITS.url).optional(),
});

/** /signin's forms: sign in, and the forgot-password dialog's two steps. */
export const signInPageForm = intents(
  intent("signin", signInSchema),
  intent("send-code", emailSchema),
  intent("reset", resetSchema),
);

/** /signup's form. */
export const signUpPageForm = intents(intent("signup", signUpSchema));

/** The code form of /thanks and /verify: the code, or a new one mailed. */
export const verifyCodeForm = intents(intent("verify", codeSchema), intent("resend", emailSchema));

/** /verifyemail's "send a new code" button. */
export const newCodeForm = intents(intent("resend", emailSchema));

/** /account-type's two choices. */
export const accountTypeForm = intents(intent("choose", accountTypeSchema));

/** The sign-in providers besides e-mail and password; each is on only when its keys are set. */
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

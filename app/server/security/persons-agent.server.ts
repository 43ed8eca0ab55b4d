import { isbot } from "isbot";

/**
 * Whether a user agent is a person's browser: one `isbot` does not know, and not none. The one
 * rule for what counts a person (insights' views and calls, house ads' clicks).
 */
export const isPersonsAgent = (userAgent: string | null | undefined): userAgent is string =>
  userAgent ? !isbot(userAgent) : false;

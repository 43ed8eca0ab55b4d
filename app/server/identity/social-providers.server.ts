import type { GenericOAuthConfig } from "better-auth/plugins";
import { config } from "../config.server.ts";
import { logger } from "../logger.server.ts";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../lib/social-providers.ts";

/** The social sign-ins that are configured (client id and secret both set). */
export function enabledSocialProviders(): SocialProvider[] {
  const enabled: SocialProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) enabled.push("google");
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) enabled.push("facebook");
  return enabled;
}

let announced = false;

/**
 * Google (OpenID Connect discovery) and Facebook (OAuth 2.0 + Graph API). Every endpoint is
 * configurable so tests can run the whole round trip against a local stand-in.
 */
export function socialProviders(): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  const enabled = enabledSocialProviders();
  if (enabled.includes("google")) {
    providers.push({
      providerId: "google",
      clientId: config.GOOGLE_CLIENT_ID ?? "",
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? "",
      discoveryUrl: config.GOOGLE_DISCOVERY_URL,
      scopes: ["openid", "email", "profile"],
      pkce: true,
    });
  }
  if (enabled.includes("facebook")) {
    providers.push({
      providerId: "facebook",
      clientId: config.FACEBOOK_CLIENT_ID ?? "",
      clientSecret: config.FACEBOOK_CLIENT_SECRET ?? "",
      authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      userInfoUrl: config.FACEBOOK_USERINFO_URL,
      scopes: ["email", "public_profile"],
      // Facebook does not say whether an address is verified: such accounts never link implicitly.
      mapProfileToUser: (profile) => ({ emailVerified: profile.email_verified === true }),
    });
  }
  if (!announced) {
    announced = true;
    for (const p of SOCIAL_PROVIDERS) {
      if (!enabled.includes(p)) logger.info(`${p} sign-in is off: its client id and secret are not configured`);
    }
  }
  return providers;
}

/**
 * The better-auth endpoints the product uses over HTTP, under /api/auth: the session, sign-out,
 * e-mailed codes (verification, password reset), change password and the social sign-in
 * callbacks. Sign-in and sign-up go through our own API (/api/signin, /api/signup) and pages;
 * everything else better-auth offers answers 404, so an endpoint nobody reviewed is never
 * reachable. Plain data without imports, so the API document's tests can read it.
 */
export const IDENTITY_ENDPOINTS: readonly { method: "GET" | "POST"; path: string }[] = [
  { method: "GET", path: "/get-session" },
  { method: "POST", path: "/sign-out" },
  { method: "POST", path: "/email-otp/send-verification-otp" },
  { method: "POST", path: "/email-otp/verify-email" },
  { method: "POST", path: "/email-otp/request-password-reset" },
  { method: "POST", path: "/email-otp/reset-password" },
  { method: "POST", path: "/change-password" },
  // better-auth sends the providers back here (its generic OAuth plugin keeps the social path).
  { method: "GET", path: "/callback/google" },
  { method: "GET", path: "/callback/facebook" },
];

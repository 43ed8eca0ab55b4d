import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowserPage, waitForLocation } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// The whole OAuth round trip (redirect, consent, callback, account, session) against local
// OpenID Connect / OAuth 2.0 stand-ins for Google and Facebook.
type Person = { sub: string; email: string; name: string; emailVerified?: boolean };

async function startProvider(person: () => Person): Promise<OAuth2Server> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  provider.service.on("beforeTokenSigning", (token) => {
    const p = person();
    Object.assign(token.payload, { sub: p.sub, email: p.email, name: p.name, email_verified: p.emailVerified });
  });
  provider.service.on("beforeUserinfo", (response) => {
    const p = person();
    response.body = { sub: p.sub, id: p.sub, email: p.email, name: p.name, email_verified: p.emailVerified };
  });
  await provider.start(0, "127.0.0.1");
  return provider;
}

let google: OAuth2Server;
let facebook: OAuth2Server;
let app: RunningServer;
let dataDir: string;
let googlePerson: Person = { sub: "g-1", email: "gina@gmail.test", name: "Gina Google", emailVerified: true };
let facebookPerson: Person = { sub: "f-1", email: "fred@facebook.test", name: "Fred Facebook" };

beforeAll(async () => {
  google = await startProvider(() => googlePerson);
  facebook = await startProvider(() => facebookPerson);
  const fb = facebook.issuer.url ?? "";
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-social-"));
  app = await startServer({
    dataDir,
    logName: "server-social",
    env: {
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_DISCOVERY_URL: `${google.issuer.url}/.well-known/openid-configuration`,
      FACEBOOK_CLIENT_ID: "facebook-client",
      FACEBOOK_CLIENT_SECRET: "facebook-secret",
      FACEBOOK_AUTHORIZATION_URL: `${fb}/authorize`,
      FACEBOOK_TOKEN_URL: `${fb}/token`,
      FACEBOOK_USERINFO_URL: `${fb}/userinfo`,
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await google?.stop();
  await facebook?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const currentPage = useBrowserPage();

async function socialSignIn(page: Page, provider: "Google" | "Facebook") {
  await page.goto(`${app.url}/signin`);
  await page.getByRole("button", { name: `Continue with ${provider}` }).click();
  // Back on the site after the provider's consent and our callback.
  await waitForLocation(page, new RegExp(`^${app.url.replace(/[.]/g, "\\.")}/(?!api/auth)`));
}

async function ownProfile(page: Page): Promise<{ _id: string; email: string; fullName: string }> {
  const response = await page.request.get(`${app.url}/api/profile`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { _id: string; email: string; fullName: string } }).data;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("link", { name: "Sign In" }).waitFor();
}

describe("social sign-in", () => {
  it("Google: creates one account, signs in, and a second sign-in reuses it", async () => {
    const page = currentPage();
    await socialSignIn(page, "Google");
    await page.getByRole("link", { name: "View Profile" }).waitFor();
    // A new account is sent on to choose its type (docs/product.md §14): signing out before that
    // navigation ends would click a button the navigation then replaces.
    await waitForLocation(page, "/account-type");
    const first = await ownProfile(page);
    expect(first).toMatchObject({ email: "gina@gmail.test", fullName: "Gina Google" });
    await signOut(page);
    await socialSignIn(page, "Google");
    expect((await ownProfile(page))._id).toBe(first._id);
  });

  it("Facebook: creates one account, signs in, and a second sign-in reuses it", async () => {
    const page = currentPage();
    await socialSignIn(page, "Facebook");
    await page.getByRole("link", { name: "View Profile" }).waitFor();
    // A new account is sent on to choose its type (docs/product.md §14): signing out before that
    // navigation ends would click a button the navigation then replaces.
    await waitForLocation(page, "/account-type");
    const first = await ownProfile(page);
    expect(first.email).toBe("fred@facebook.test");
    await signOut(page);
    await socialSignIn(page, "Facebook");
    expect((await ownProfile(page))._id).toBe(first._id);
  });

  it("links to an existing account only when the provider says the e-mail is verified", async () => {
    const page = currentPage();
    // Facebook does not vouch for the address: no way into the existing account.
    facebookPerson = { sub: "f-2", email: "user@example.com", name: "Not The User" };
    await socialSignIn(page, "Facebook");
    expect(await page.getByRole("link", { name: "View Profile" }).count()).toBe(0);
    expect((await page.request.get(`${app.url}/api/profile`)).status()).toBe(401);

    // Google says the address is verified: the account is linked and used.
    googlePerson = { sub: "g-2", email: "user@example.com", name: "Demo User", emailVerified: true };
    await socialSignIn(page, "Google");
    await page.getByRole("link", { name: "View Profile" }).waitFor();
    const linked = await ownProfile(page);
    const signin = await page.request.post(`${app.url}/api/signin`, {
      data: { email: "user@example.com", password: "demo-password" },
    });
    const { token } = ((await signin.json()) as { data: { token: string } }).data;
    const existing = await page.request.get(`${app.url}/api/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(linked._id).toBe(((await existing.json()) as { data: { _id: string } }).data._id);
  });
});

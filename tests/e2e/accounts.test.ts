import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { toasts, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

/** The newest code mailed to `email`, read from the development outbox page. */
async function codeFromOutbox(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto(`${baseUrl()}/dev/outbox`);
  const mail = page
    .locator("article", { hasText: email })
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .first();
  const text = (await mail.locator("pre").textContent()) ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No code for ${email} in the outbox`);
  return code;
}

const signInForm = (page: Page) => page.getByRole("form", { name: "Sign in" });

async function signIn(page: Page, email: string, password: string) {
  await signInForm(page).getByLabel("E-mail").fill(email);
  await signInForm(page).getByLabel("Password", { exact: true }).fill(password);
  await signInForm(page).getByRole("button", { name: "Sign In", exact: true }).click();
}

const waitForPath = (page: Page, pathname: string) => waitForLocation(page, pathname, 15_000);

/** Signs up over the API: for tests whose subject comes after the sign-up form. */
async function signUpByApi(page: Page, email: string) {
  const response = await page.request.put(`${baseUrl()}/api/signup`, {
    data: { email, password: "coach-password-1" },
  });
  expect(response.status()).toBe(201);
}

/** Home sends a new account, signed in, on to the account type chooser. */
async function expectSignedInAtAccountType(page: Page) {
  await waitForPath(page, "/account-type");
  await page.getByRole("heading", { name: "What kind of account do you want?" }).waitFor();
  await page.getByRole("link", { name: "View Profile" }).waitFor();
}

describe("accounts", () => {
  it("sign up, enter the mailed code on /thanks and land signed in; choose I'm a Coach, reach the profile, sign out, sign in with the password", async () => {
    const page = currentPage();
    const email = `coach-${Date.now()}@mail.test`;
    await page.goto(`${baseUrl()}/signup`);
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail").fill(email.toUpperCase());
    await page.getByLabel(/^Password/).fill("coach-password-1");
    await page.getByRole("button", { name: "Create Profile" }).last().click();
    await waitForPath(page, "/thanks");
    await toasts(page).getByText(`You have successfully signed up using your Email: ${email}.`).waitFor();
    // It stays until closed (docs/product.md §13), so it has a close button.
    await toasts(page).getByRole("button", { name: "Close notification" }).waitFor();
    // Said once, with the code box right here and no password to type again.
    expect(await page.getByText(email).count()).toBe(1);
    expect(await page.getByText("Thank you for signing up").count()).toBe(1);
    expect(await page.locator("input[type=password]").count()).toBe(0);
    await page.getByRole("button", { name: "Send me a new code" }).waitFor();
    await expectNoAxeViolations(page);

    const code = await codeFromOutbox(await page.context().newPage(), email, /verification code/);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expectSignedInAtAccountType(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: /I'm a Coach/ }).click();
    await waitForPath(page, "/Thankyou/Coach");
    await toasts(page).getByText("User type preference saved successfully.").waitFor();
    await page.getByText("Thank you for joining us. Please update your profile by clicking this button.").waitFor();
    await page.getByRole("link", { name: "Profile Settings" }).click();
    await waitForPath(page, "/profile");
    await page.getByText("Level 2 (free coach profile)").waitFor();
    await page.getByText(email).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await waitForPath(page, "/");
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("link", { name: "View Profile" }).count()).toBe(0);

    await page.getByRole("link", { name: "Sign In" }).click();
    await waitForPath(page, "/signin");
    const button = signInForm(page).getByRole("button", { name: "Sign In", exact: true });
    await signInForm(page).getByLabel("E-mail").fill("");
    expect(await button.isDisabled()).toBe(true);
    await signInForm(page).getByLabel("E-mail").fill(email);
    expect(await button.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await signIn(page, email, "coach-password-1");
    await waitForPath(page, "/");
    await page.getByRole("link", { name: "View Profile" }).waitFor();
  });

  it("/verify refuses a wrong code, sends a new one, and the new one signs in", async () => {
    const page = currentPage();
    const email = `verify-${Date.now()}@mail.test`;
    await signUpByApi(page, email);
    await page.goto(`${baseUrl()}/verify?email=${encodeURIComponent(email)}`);
    await expectNoAxeViolations(page);
    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByText("This verification code is not valid or has expired.").waitFor();
    await page.getByRole("button", { name: "Send me a new code" }).click();
    await page.getByText("We sent you a new code. It is valid for 10 minutes.").waitFor();

    const code = await codeFromOutbox(await page.context().newPage(), email, /verification code/);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expectSignedInAtAccountType(page);
  });

  it("the link in the mail verifies, shows it signed in, and goes on to the account type", async () => {
    const page = currentPage();
    const email = `link-${Date.now()}@mail.test`;
    await signUpByApi(page, email);
    const code = await codeFromOutbox(page, email, /verification code/);
    await page.goto(`${baseUrl()}/verifyemail?userName=${encodeURIComponent(email)}&code=${code}`);
    await page.getByRole("heading", { name: "Your email has been verified" }).waitFor();
    await page.getByRole("link", { name: "View Profile" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue" }).click();
    await expectSignedInAtAccountType(page);
  });

  it("resets a forgotten password with an e-mailed code; only the new password works", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/signin`);
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Check your e-mail for a one-time code" });
    await dialog.getByLabel("E-mail").fill("user@example.com");
    await dialog.getByRole("button", { name: "Send me a code" }).click();
    await dialog.getByText(/we sent it a one-time code/).waitFor();
    await expectNoAxeViolations(page);

    const code = await codeFromOutbox(await page.context().newPage(), "user@example.com", /password reset code/);
    await dialog.getByLabel("One-time code").fill(code);
    await dialog.getByLabel("New password").fill("brand-new-password");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await toasts(page).getByText("Password reset successfully.").waitFor();

    await signIn(page, "user@example.com", "demo-password");
    await toasts(page).getByText("Invalid email or password").waitFor();
    await signIn(page, "user@example.com", "brand-new-password");
    await waitForPath(page, "/");
    await page.getByRole("link", { name: "View Profile" }).waitFor();
  });

  it("sends a signed-out visitor of a guarded page to sign-in and back after it", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/profile`);
    await waitForPath(page, "/signin");
    expect(await page.evaluate(() => location.search)).toBe("?redirectTo=%2Fprofile");
    await signIn(page, "coach@example.com", "demo-password");
    await waitForPath(page, "/profile");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
  });

  it("tells a paid account choosing an account type that its level stays", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/signin`);
    await signIn(page, "coach@example.com", "demo-password");
    await waitForPath(page, "/");
    await page.goto(`${baseUrl()}/account-type`);
    await page.getByRole("button", { name: /I'm a User/ }).click();
    await page.getByText("Your account already has a paid level.").waitFor();
    expect(await page.getByRole("alert").textContent()).toBe("Your account already has a paid level.");
    await waitForPath(page, "/account-type");
  });
});

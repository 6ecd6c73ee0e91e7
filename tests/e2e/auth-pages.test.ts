// /login, /register, /forgot-password and /reset-password in Chromium, on SQLite and PostgreSQL:
// every message of spec §5 and §8, the redirects, no-JavaScript forms, rate limits and axe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { fillLoginForm, fillRegisterForm, sessionOf, uniqueEmail, waitForToast } from "../support/auth-browser";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { useStorefront, type ContextOptions } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

/** Clicks Continue and waits for the server's answer to the form. */
async function submit(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await answered;
}

describe.each(TEST_DIALECTS)("account pages on %s", (dialect) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const storefront = useStorefront(dialect, { env: () => ({ SMTP_URL: smtp.url }) });
  const openPage = (path: string, options: ContextOptions = {}) => storefront.open(path, options);

  /** Creates an account through the register page; leaves the browser signed in. */
  async function register(page: Page, email: string, password = "tyres in bulk 1") {
    await storefront.openHydrated(page, "/register");
    await fillRegisterForm(page, { name: "Ana Buyer", email, password });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/register");
  }

  it("register: 'All fields are required!' and 'Passwords do not match!' as toasts and next to the fields", async () => {
    const { page } = await openPage("/register");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "All fields are required!");
    expect(await page.locator("#field-name-error").innerText()).toBe("Enter your name.");
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await fillRegisterForm(page, { name: "Ana", email: uniqueEmail(), password: "tyres in bulk 1", confirmPassword: "tyres in bulk 2" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "Passwords do not match!");
    expect(await page.locator("#field-confirmPassword-error").innerText()).toBe("Passwords do not match!");
    await page.getByText("At least 8 characters.").waitFor({ state: "visible" });
  });

  it("register: success shows 'Signup Successful', sets the default avatar, and returns to the page the buyer came from", async () => {
    const { page } = await openPage("/register?redirectTo=%2Fcontact-us%3Ffrom%3Dregister");
    const email = uniqueEmail();
    await fillRegisterForm(page, { name: "Ana Buyer", email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(storefront.app.baseUrl + "/contact-us?from=register");
    await waitForToast(page, "Signup Successful");
    const session = await sessionOf(page);
    expect(session?.user).toMatchObject({ email, name: "Ana Buyer", image: "/images/avatar-default.svg" });
    expect((await fetch(storefront.app.baseUrl + "/images/avatar-default.svg")).status).toBe(200);
  });

  it("register: without a return path goes to /", async () => {
    const { page } = await openPage("/register");
    await fillRegisterForm(page, { name: "Bo", email: uniqueEmail(), password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(storefront.app.baseUrl + "/");
    await waitForToast(page, "Signup Successful");
  });

  it("register: a taken e-mail gets a neutral message pointing to Login", async () => {
    // A refused form is answered 400, which Chromium reports as a failed resource.
    storefront.expectErrors(/status of 400/);
    const email = uniqueEmail();
    const first = await openPage("/register");
    await register(first.page, email);
    const { page } = await openPage("/register");
    await fillRegisterForm(page, { name: "Someone", email, password: "other password 9" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "We could not create an account with this email. If you already have one, log in or reset your password.");
  });

  it("login: 'Please enter both email and password.' when either is empty", async () => {
    const { page } = await openPage("/login");
    await page.getByLabel("Email", { exact: true }).fill("ana@example.com");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "Please enter both email and password.");
    expect(await page.locator("#field-password-error").innerText()).toBe("Enter your password.");
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
  });

  it("login: the same message for an unknown e-mail and a wrong password", async () => {
    // A refused form is answered 400, which Chromium reports as a failed resource.
    storefront.expectErrors(/status of 400/);
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email);

    const { page } = await openPage("/login");
    await fillLoginForm(page, email, "wrong password 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "Incorrect email or password.");
    const wrongPassword = await page.getByRole("alert").innerText();
    expect(wrongPassword).toBe("Incorrect email or password.");
    await fillLoginForm(page, uniqueEmail("nobody"), "wrong password 1");
    await submit(page);
    // A second toast with the same words, for the second answer.
    await expect.poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "Incorrect email or password." }).count()).toBe(2);
    expect(await page.getByRole("alert").innerText()).toBe(wrongPassword);
    expect(await sessionOf(page)).toBeNull();
  });

  it("login: trims the e-mail, signs in, returns to the page it came from; signed-in users skip /login and /register", async () => {
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email);

    const { page } = await openPage("/login?redirectTo=%2Fcontact-us");
    await fillLoginForm(page, `  ${email.toUpperCase()}  `, "tyres in bulk 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(storefront.app.baseUrl + "/contact-us");
    expect((await sessionOf(page))?.user.email).toBe(email);

    await page.goto(storefront.app.baseUrl + "/login?redirectTo=%2Ftrial-tyres");
    expect(new URL(page.url()).pathname).toBe("/trial-tyres");
    await page.goto(storefront.app.baseUrl + "/register");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(storefront.app.baseUrl + "/login?redirectTo=%2F%2Fevil.example%2Fphish");
    expect(page.url()).toBe(storefront.app.baseUrl + "/");
  });

  it("login: a return path to another site is never followed", async () => {
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email);
    const { page } = await openPage("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
    await fillLoginForm(page, email, "tyres in bulk 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(storefront.app.baseUrl + "/");
  });

  it("login and register work without JavaScript, messages shown next to the fields", async () => {
    // A refused form is answered 400, which Chromium reports as a failed resource.
    storefront.expectErrors(/status of 400/);
    const { page } = await openPage("/login", { javaScriptEnabled: false });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("alert").innerText()).toBe("Please enter both email and password.");

    const email = uniqueEmail();
    await storefront.openHydrated(page, "/register?redirectTo=%2Fcontact-us");
    await fillRegisterForm(page, { name: "No Script", email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(storefront.app.baseUrl + "/contact-us");
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "tyres.session_token");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
  });

  it("login: after repeated failures says to wait (429)", async () => {
    // Refused sign-ins (400, then 429) are reported by Chromium as failed resources.
    storefront.expectErrors(/status of 400/, /status of 429/);
    const { page } = await openPage("/login");
    for (let i = 0; i < 11; i++) {
      await fillLoginForm(page, uniqueEmail("nobody"), "wrong password 1");
      await submit(page);
    }
    await waitForToast(page, "Too many attempts. Please wait a minute and try again.");
  });

  it("Google buttons keep the spec's label, disabled, when Google is not configured", async () => {
    for (const path of ["/login", "/register"]) {
      const { page } = await openPage(path);
      const button = page.getByRole("button", { name: "Continue with Google" });
      expect(await button.isDisabled()).toBe(true);
    }
  });

  it("a failed Google sign-in shows 'Google signup failed'", async () => {
    const { page } = await openPage("/login?error=access_denied");
    await waitForToast(page, "Google signup failed");
  });

  it("forgot password: e-mails a link that sets a new password", async () => {
    // The second use of the link is refused (400), which Chromium reports as a failed resource.
    storefront.expectErrors(/status of 400/);
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email, "old password 1");

    const { page } = await openPage("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(storefront.app.baseUrl + "/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: "If an account exists for that email" }).waitFor();

    const mail = await smtp.waitForMail(email);
    expect(mail.text).toMatch(/Subject: Reset your Tyre Wholesale password/);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w%-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await storefront.openHydrated(page, link!.slice(storefront.app.baseUrl.length));
    await page.getByLabel("New password", { exact: true }).fill("new password 2");
    await page.getByLabel("Confirm new password", { exact: true }).fill("new password 2");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(storefront.app.baseUrl + "/login");
    await waitForToast(page, "Your password has been changed. Please log in with your new password.");
    await fillLoginForm(page, email, "new password 2");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(storefront.app.baseUrl + "/");
    expect((await sessionOf(page))?.user.email).toBe(email);

    // The link works once.
    await storefront.openHydrated(page, link!.slice(storefront.app.baseUrl.length));
    await page.getByLabel("New password", { exact: true }).fill("third password 3");
    await page.getByLabel("Confirm new password", { exact: true }).fill("third password 3");
    await page.getByRole("button", { name: "Save new password" }).click();
    await waitForToast(page, "This reset link is invalid or has expired. Please ask for a new one.");
  });

  it("a form posted from another site is refused (403)", async () => {
    const res = await fetch(storefront.app.baseUrl + "/login", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co&password=x",
      redirect: "manual",
    });
    expect(res.status).toBe(403);
  });

  it.each(["/login", "/register", "/forgot-password"])("%s has no accessibility violations (axe)", async (path) => {
    const { page } = await openPage(path);
    expect(await axeViolations(page)).toEqual([]);
  });
});

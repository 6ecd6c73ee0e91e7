// /login, /register, /forgot-password and /reset-password in Chromium, on SQLite and PostgreSQL:
// every message of spec §5 and §8, the redirects, no-JavaScript forms, rate limits and axe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppProcess, type AppProcess } from "../support/app-process";
import { axeViolations } from "../support/axe";
import { fillLoginForm, fillRegisterForm, newBuyerContext, sessionOf, unexpectedErrors, uniqueEmail, waitForToast } from "../support/auth-browser";
import { launchBrowser, newCheckedPage } from "../support/browser";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("account pages on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    app = await startAppProcess(database.childUrl, { SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    await database?.destroy();
  });

  async function openPage(path: string, options: { javaScriptEnabled?: boolean } = {}) {
    const context = await newBuyerContext(browser, options);
    const { page, errors } = await newCheckedPage(context);
    await page.goto(app.baseUrl + path);
    return { page, errors, context };
  }

  /** Creates an account through the register page; leaves the browser signed in. */
  async function register(page: Page, email: string, password = "tyres in bulk 1") {
    await page.goto(app.baseUrl + "/register");
    await fillRegisterForm(page, { name: "Ana Buyer", email, password });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/register");
  }

  it("register: 'All fields are required!' and 'Passwords do not match!' as toasts and next to the fields", async () => {
    const { page, errors, context } = await openPage("/register");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "All fields are required!");
    expect(await page.locator("#field-name-error").innerText()).toBe("Enter your name.");
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await fillRegisterForm(page, { name: "Ana", email: uniqueEmail(), password: "tyres in bulk 1", confirmPassword: "tyres in bulk 2" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "Passwords do not match!");
    expect(await page.locator("#field-confirmPassword-error").innerText()).toBe("Passwords do not match!");
    expect(await page.getByText("At least 8 characters.").isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("register: success shows 'Signup Successful', sets the default avatar, and returns to the page the buyer came from", async () => {
    const { page, errors, context } = await openPage("/register?redirectTo=%2Fcontact-us%3Ffrom%3Dregister");
    const email = uniqueEmail();
    await fillRegisterForm(page, { name: "Ana Buyer", email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(app.baseUrl + "/contact-us?from=register");
    await waitForToast(page, "Signup Successful");
    const session = await sessionOf(page);
    expect(session?.user).toMatchObject({ email, name: "Ana Buyer", image: "/images/avatar-default.svg" });
    expect((await fetch(app.baseUrl + "/images/avatar-default.svg")).status).toBe(200);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("register: without a return path goes to /", async () => {
    const { page, context } = await openPage("/register");
    await fillRegisterForm(page, { name: "Bo", email: uniqueEmail(), password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(app.baseUrl + "/");
    await waitForToast(page, "Signup Successful");
    await context.close();
  });

  it("register: a taken e-mail gets a neutral message pointing to Login", async () => {
    const email = uniqueEmail();
    const first = await openPage("/register");
    await register(first.page, email);
    await first.context.close();
    const { page, context } = await openPage("/register");
    await fillRegisterForm(page, { name: "Someone", email, password: "other password 9" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "We could not create an account with this email. If you already have one, log in or reset your password.");
    await context.close();
  });

  it("login: 'Please enter both email and password.' when either is empty", async () => {
    const { page, errors, context } = await openPage("/login");
    await page.getByLabel("Email", { exact: true }).fill("ana@example.com");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "Please enter both email and password.");
    expect(await page.locator("#field-password-error").innerText()).toBe("Enter your password.");
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("login: the same message for an unknown e-mail and a wrong password", async () => {
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email);
    await setup.context.close();

    const { page, errors, context } = await openPage("/login");
    await fillLoginForm(page, email, "wrong password 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "Incorrect email or password.");
    const wrongPassword = await page.getByRole("alert").innerText();
    await fillLoginForm(page, uniqueEmail("nobody"), "wrong password 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("alert").innerText()).toBe(wrongPassword);
    expect(await sessionOf(page)).toBeNull();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("login: trims the e-mail, signs in, returns to the page it came from; signed-in users skip /login and /register", async () => {
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email);
    await setup.context.close();

    const { page, errors, context } = await openPage("/login?redirectTo=%2Fcontact-us");
    await fillLoginForm(page, `  ${email.toUpperCase()}  `, "tyres in bulk 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(app.baseUrl + "/contact-us");
    expect((await sessionOf(page))?.user.email).toBe(email);

    await page.goto(app.baseUrl + "/login?redirectTo=%2Ftrial-tyres");
    expect(new URL(page.url()).pathname).toBe("/trial-tyres");
    await page.goto(app.baseUrl + "/register");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(app.baseUrl + "/login?redirectTo=%2F%2Fevil.example%2Fphish");
    expect(page.url()).toBe(app.baseUrl + "/");
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("login: a return path to another site is never followed", async () => {
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email);
    await setup.context.close();
    const { page, context } = await openPage("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
    await fillLoginForm(page, email, "tyres in bulk 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(app.baseUrl + "/");
    await context.close();
  });

  it("login and register work without JavaScript, messages shown next to the fields", async () => {
    const { page, context } = await openPage("/login", { javaScriptEnabled: false });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("alert").innerText()).toBe("Please enter both email and password.");

    const email = uniqueEmail();
    await page.goto(app.baseUrl + "/register?redirectTo=%2Fcontact-us");
    await fillRegisterForm(page, { name: "No Script", email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(app.baseUrl + "/contact-us");
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "tyres.session_token");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    await context.close();
  });

  it("login: after repeated failures says to wait (429)", async () => {
    const { page, context } = await openPage("/login");
    for (let i = 0; i < 11; i++) {
      await fillLoginForm(page, uniqueEmail("nobody"), "wrong password 1");
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await page.getByRole("button", { name: "Continue", exact: true }).waitFor();
      await page.waitForLoadState("networkidle");
    }
    await waitForToast(page, "Too many attempts. Please wait a minute and try again.");
    await context.close();
  });

  it("Google buttons say that Google sign-in is not available when it is not configured", async () => {
    for (const path of ["/login", "/register"]) {
      const { page, context } = await openPage(path);
      const button = page.getByRole("button", { name: "Google sign-in is not available" });
      expect(await button.isDisabled()).toBe(true);
      await context.close();
    }
  });

  it("a failed Google sign-in shows 'Google signup failed'", async () => {
    const { page, context } = await openPage("/login?error=access_denied");
    await waitForToast(page, "Google signup failed");
    await context.close();
  });

  it("forgot password: e-mails a link that sets a new password", async () => {
    const email = uniqueEmail();
    const setup = await openPage("/register");
    await register(setup.page, email, "old password 1");
    await setup.context.close();

    const { page, errors, context } = await openPage("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(app.baseUrl + "/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: "If an account exists for that email" }).waitFor();

    const mail = await smtp.waitForMail(email);
    expect(mail.text).toMatch(/Subject: Reset your Tyre Wholesale password/);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w%-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("new password 2");
    await page.getByLabel("Confirm new password", { exact: true }).fill("new password 2");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(app.baseUrl + "/login");
    await waitForToast(page, "Your password has been changed. Please log in with your new password.");
    await fillLoginForm(page, email, "new password 2");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(app.baseUrl + "/");
    expect((await sessionOf(page))?.user.email).toBe(email);

    // The link works once.
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("third password 3");
    await page.getByLabel("Confirm new password", { exact: true }).fill("third password 3");
    await page.getByRole("button", { name: "Save new password" }).click();
    await waitForToast(page, "This reset link is invalid or has expired. Please ask for a new one.");
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a form posted from another site is refused (403)", async () => {
    const res = await fetch(app.baseUrl + "/login", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co&password=x",
      redirect: "manual",
    });
    expect(res.status).toBe(403);
  });

  it.each(["/login", "/register", "/forgot-password"])("%s has no accessibility violations (axe)", async (path) => {
    const { page, context } = await openPage(path);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

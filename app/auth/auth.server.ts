// better-auth on the shop's own database (decision 010): e-mail and password, Google through
// OpenID Connect discovery with PKCE, database sessions and database-backed rate limits, so
// several app servers behind a load balancer share both.
import { betterAuth } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Kysely } from "kysely";
import { explainedByDatabase } from "../db/database-failure.server";
import type { Database } from "../db/schema";
import type { Mailer } from "../mail/mailer.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth-forms";
import { authErrorReasons } from "./auth-error-reasons.server";
import { authInputGuard } from "./auth-input-guard.server";
import { createOidcProfileReader } from "./oidc-profile.server";
import { passwordResetMail } from "./password-reset-mail";
import { pathInLanguage } from "../i18n/languages";
import { refererLanguage, statedLanguage } from "../mail/buyer-language";
import { createRateLimitStore } from "./rate-limit-store.server";
import { RESET_MAIL_PER_RECIPIENT, resetMailLimit } from "./reset-mail-limit.server";

export const AUTH_BASE_PATH = "/api/auth";
/** The Express entry overwrites this header with the client address it trusts (decision 011). */
export const CLIENT_IP_HEADER = "x-client-ip";
export const GOOGLE_PROVIDER_ID = "google";

export interface AuthSettings {
  publicUrl: string;
  authSecret: string;
  googleClientId: string | null;
  googleClientSecret: string | null;
  googleIssuer: string;
}

export interface AuthDependencies {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  config: AuthSettings;
  mailer: Mailer;
  /** Reports failures that happen after the response (a reset e-mail that could not be sent). */
  onBackgroundError?: (error: unknown, what: string) => void;
  /** Where better-auth's own log lines go (the server's pino logger). */
  log?: (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => void;
}

/**
 * Per client address; each rule counts every request to the path in its fixed window (decisions
 * 011, 192).
 */
export const RATE_LIMIT_RULES = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 5 },
  "/reset-password": { window: 60, max: 10 },
  "/sign-in/oauth2": { window: 60, max: 20 },
  // better-auth's own rule for /two-factor/* is 3 in 10 seconds; these are per path and a minute,
  // beside its limit of 5 codes per sign-in and its lock of the account after 10 wrong ones
  // (decision 281).
  "/two-factor/enable": { window: 60, max: 10 },
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
} as const;

/** The endpoints whose new session was opened with a second factor (decision 281). */
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

const LONGEST_WINDOW_SECONDS = Math.max(RESET_MAIL_PER_RECIPIENT.window, ...Object.values(RATE_LIMIT_RULES).map((rule) => rule.window));

export function createAuth({ db, dialect, config, mailer, onBackgroundError, log }: AuthDependencies) {
  const secure = config.publicUrl.startsWith("https:");
  const discoveryUrl = `${config.googleIssuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  const google =
    config.googleClientId && config.googleClientSecret
      ? [
          {
            providerId: GOOGLE_PROVIDER_ID,
            clientId: config.googleClientId,
            clientSecret: config.googleClientSecret,
            discoveryUrl,
            scopes: ["openid", "email", "profile"],
            pkce: true,
            // The account is the verified ID token's subject, never an unchecked profile (decision 101).
            getUserInfo: createOidcProfileReader({ discoveryUrl, issuer: config.googleIssuer, clientId: config.googleClientId }),
          },
        ]
      : [];
  const rateLimits = createRateLimitStore(db, { longestWindowSeconds: LONGEST_WINDOW_SECONDS });
  const auth = betterAuth({
    appName: "Tyre Wholesale",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: { db, type: dialect },
    trustedOrigins: [new URL(config.publicUrl).origin],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A reset ends every other reset link of the account: better-auth
      // deletes only the token that was used. A reset token's row holds the user id as its value.
      onPasswordReset: async ({ user }) => {
        await db
          .deleteFrom("verification" as never)
          .where("value" as never, "=", user.id as never)
          .execute();
      },
      // Sent in the background: waiting for the mail server would make a known address answer
      // slower than an unknown one, which tells an attacker who has an account.
      // In the account's language, with the link to the reset page in it.
      sendResetPassword: async ({ user, token }) => {
        const language = statedLanguage("language" in user ? user.language : null) ?? "en";
        const link = `${config.publicUrl}${pathInLanguage(language, "/reset-password")}?token=${encodeURIComponent(token)}`;
        mailer.send({ to: user.email, ...passwordResetMail(user.name, link, language) }).catch((error) => onBackgroundError?.(error, "password reset e-mail"));
      },
    },
    // Reset tokens and OAuth states are kept as hashes: a copy of the table opens no account.
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Whether the session was opened with a code: the back office asks for it (decision 281).
      additionalFields: { secondFactor: { type: "boolean", required: false, defaultValue: false, input: false } },
    },
    // The language the account last used (a registration's page, an inquiry's): the mails tied to
    // no inquiry, such as a password reset, are written in it. Set by the shop, never by a sign-up's body.
    user: { additionalFields: { language: { type: "string", required: false, input: false } } },
    databaseHooks: {
      user: {
        create: {
          // A registration keeps the language of the page it was made on: the register form posts
          // from it, and its action passes the browser's Referer on (auth-endpoint.server.ts).
          before: async (user, endpoint) => {
            const language = refererLanguage(endpoint?.headers?.get("referer") ?? endpoint?.request?.headers.get("referer"));
            return { data: { ...user, language } };
          },
        },
      },
      session: {
        create: {
          // A Google sign-in or a password change opens a session without a code, even for an
          // account with a second factor; only the two-factor endpoints' sessions say they had one.
          before: async (session, endpoint) => ({ data: { ...session, secondFactor: SECOND_FACTOR_PATHS.has(endpoint?.path ?? "") } }),
        },
      },
    },
    rateLimit: {
      enabled: true,
      // Keeps the rateLimit table in better-auth's schema (tests/integration/auth-schema.test.ts
      // checks the migration against it); the counting is customStorage's.
      storage: "database",
      window: 60,
      max: 100,
      customRules: RATE_LIMIT_RULES,
      // better-auth's own database counter reads, then writes, and let 9 to 14 of 20 simultaneous
      // sign-ups through a limit of 5 on PostgreSQL; this one counts in one statement (decision 192).
      customStorage: rateLimits,
    },
    // The shop never sends verification e-mails, so no verify link can be genuine; the endpoint
    // redirected to any callbackURL and answered a 500 for one past Latin-1.
    disabledPaths: ["/verify-email", "/send-verification-email"],
    advanced: {
      // better-auth skips its origin and callbackURL checks when NODE_ENV is "test"; they are on
      // everywhere, so the tests exercise what production runs.
      disableOriginCheck: false,
      cookiePrefix: "tyres",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: { before: authInputGuard },
    // OAuth errors come back to the login page, which shows 'Google signup failed'. Any other
    // failure (the database away or full) goes on to the server's error handler, which answers
    // 503 with the reason, instead of better-auth's bare 500.
    onAPIError: { errorURL: `${config.publicUrl}/login`, throw: true },
    plugins: [
      genericOAuth({ config: google }),
      // Sellers' TOTP and backup codes (decision 281); a buyer never turns it on, so is never asked.
      twoFactor({ issuer: "Tyre Wholesale" }),
      resetMailLimit(rateLimits),
      authErrorReasons,
    ],
    logger: log ? { level: "debug", log: (level, message, ...args: unknown[]) => log(level, message, ...args) } : undefined,
  });
  // better-auth answers any failure of a session lookup with 'Failed to get session' and drops
  // the cause; asking the database tells a 503 (it is away) from a 500.
  const getSession = auth.api.getSession;
  auth.api.getSession = (async (...args: Parameters<typeof getSession>) => {
    try {
      return await getSession(...args);
    } catch (error) {
      return explainedByDatabase(db, error);
    }
  }) as typeof getSession;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

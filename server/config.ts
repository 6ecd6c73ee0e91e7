// Reads and checks the environment once at start; a bad variable stops the server with its name.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";

export interface AppConfig {
  nodeEnv: "production" | "development" | "test";
  port: number;
  host: string;
  databaseUrl: string;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | null;
  supplierEmail: string;
  mailFrom: string;
  googleClientId: string | null;
  googleClientSecret: string | null;
  googleIssuer: string;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, reason: string) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = "ConfigError";
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const emailAddress = z.email();

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: z.string().trim().min(1).default("./data/storefront.db"),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  SUPPLIER_EMAIL: optionalText.pipe(emailAddress.optional()),
  MAIL_FROM: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Parses the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const got = env[variable];
    throw new ConfigError(variable, `${describeIssue(issue.message)}${got === undefined ? "" : ` (got '${got}')`}`);
  }
  const e = parsed.data;
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    const missing = e.GOOGLE_CLIENT_ID === undefined ? "GOOGLE_CLIENT_ID" : "GOOGLE_CLIENT_SECRET";
    throw new ConfigError(missing, "must be set together with the other Google variable");
  }
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    throw new ConfigError("AUTH_SECRET", "is required in production (at least 32 random characters)");
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? localAuthSecret(e.DATABASE_URL),
    smtpUrl: e.SMTP_URL ?? null,
    supplierEmail: e.SUPPLIER_EMAIL ?? "sales@tyre-wholesale.example",
    mailFrom: e.MAIL_FROM ?? `Tyre Wholesale <no-reply@${new URL(publicUrl).hostname}>`,
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
    googleIssuer: e.GOOGLE_ISSUER ?? "https://accounts.google.com",
    logLevel: e.LOG_LEVEL,
  };
}

function describeIssue(message: string): string {
  return message.startsWith("must") ? message : `is invalid: ${message}`;
}

// Outside production a random secret is made once and kept next to the data, so sessions
// survive restarts without anyone having to configure anything.
function localAuthSecret(databaseUrl: string): string {
  const folder = /^postgres/i.test(databaseUrl) ? "./data" : dirname(resolve(databaseUrl.replace(/^file:/, "")));
  const file = resolve(folder, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

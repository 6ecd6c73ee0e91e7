// Reads and checks the environment once at start; a bad variable stops the server with its name.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import { z } from "zod";
import type { SocialLink } from "../app/shop/shop-info";

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
  /** Where e-mails go as .eml files when there is no SMTP_URL. */
  outboxDir: string;
  /** The inquiry outbox worker (decision 050). */
  mailWorker: { pollMs: number; retryBaseMs: number; retryMaxMs: number; leaseMs: number; smtpTimeoutMs: number };
  /** New inquiries a user may send per hour (429 beyond). */
  inquiryRateLimit: number;
  /** Server processes sharing the port (one per core by default). */
  webConcurrency: number;
  /** The shop's own social profiles for the footer and the contact page; none until the seller sets them. */
  socialLinks: SocialLink[];
  /** The render cache for anonymous GETs (decision 090). */
  pageCache: { enabled: boolean; memoryBytes: number; maxSharedEntries: number; refineShare: number };
  /** Searches and suggestions answered from the in-memory index (decision 093); off: SQL answers them all. */
  searchIndex: boolean;
  /** The production build the server serves, relative to the checkout (lets two builds sit side by side). */
  buildDir: string;
  /** How long a client may take to send a request, and keep an idle connection (decision 194). */
  http: HttpLimits;
}

export interface HttpLimits {
  /** The request line and headers. */
  headersTimeoutMs: number;
  /** A whole request, its body included; a catalogue upload has `uploadTimeoutMs`. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** A whole catalogue upload. */
  uploadTimeoutMs: number;
  /** A catalogue upload slower than this over any `requestTimeoutMs` stretch is cut off. */
  uploadMinBytesPerSecond: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
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
  OUTBOX_DIR: z.string().trim().min(1).default("data/outbox"),
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(2000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
  MAIL_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  MAIL_SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(64),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
  // The share of one core a process gives to making kept pages smaller (decision 330).
  PAGE_CACHE_REFINE_SHARE: z.coerce.number().gt(0).max(1).default(0.05),
  SEARCH_INDEX: z.enum(["on", "off"]).default("on"),
  BUILD_DIR: z.string().trim().min(1).default("build"),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(1_800_000),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000_000).default(16_384),
  // "LinkedIn=https://www.linkedin.com/company/x, Facebook=https://www.facebook.com/x": name=https URL, comma-separated.
  SOCIAL_LINKS: optionalText.pipe(
    z
      .string()
      .transform((text) =>
        text
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[^=]{1,40}=https:\/\/[^\s=]+$/, "must be comma-separated name=https://profile entries")))
      .optional(),
  ),
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
  if (e.MAIL_LEASE_MS <= e.MAIL_SMTP_TIMEOUT_MS) {
    throw new ConfigError("MAIL_LEASE_MS", "must be longer than MAIL_SMTP_TIMEOUT_MS, or a slow send could be taken over by another server");
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError("HTTP_HEADERS_TIMEOUT_MS", "must not be longer than HTTP_REQUEST_TIMEOUT_MS, which includes the headers");
  }
  if (e.HTTP_REQUEST_TIMEOUT_MS > e.UPLOAD_TIMEOUT_MS) {
    throw new ConfigError("UPLOAD_TIMEOUT_MS", "must not be shorter than HTTP_REQUEST_TIMEOUT_MS");
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
    outboxDir: e.OUTBOX_DIR,
    mailWorker: {
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: e.MAIL_RETRY_MAX_MS,
      leaseMs: e.MAIL_LEASE_MS,
      smtpTimeoutMs: e.MAIL_SMTP_TIMEOUT_MS,
    },
    inquiryRateLimit: e.INQUIRY_RATE_LIMIT,
    webConcurrency: e.WEB_CONCURRENCY,
    socialLinks: (e.SOCIAL_LINKS ?? []).map((entry) => {
      const at = entry.indexOf("=");
      return { name: entry.slice(0, at).trim(), href: entry.slice(at + 1) };
    }),
    pageCache: {
      enabled: e.PAGE_CACHE === "on",
      memoryBytes: e.PAGE_CACHE_MEMORY_MB * 1024 * 1024,
      maxSharedEntries: e.PAGE_CACHE_MAX_ENTRIES,
      refineShare: e.PAGE_CACHE_REFINE_SHARE,
    },
    searchIndex: e.SEARCH_INDEX === "on",
    buildDir: e.BUILD_DIR,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
      uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
    },
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

// What every loader and action receives from the server entry (server/app.ts).
import type { Kysely } from "kysely";
import type { CatalogueUploadJobs } from "./admin/catalogue-upload-jobs.server";
import type { MailHealthWatch } from "./admin/mail-health.server";
import type { Auth } from "./auth/auth.server";
import type { CatalogueFiles } from "./catalogue/catalogue-file.server";
import type { PageCsp } from "./content-security-policy.server";
import type { Database } from "./db/schema";
import type { InquirySettings } from "./inquiries/submit-inquiry.server";
import type { Mailer } from "./mail/mailer.server";
import type { PublicConfig } from "./public-config";

declare module "react-router" {
  interface AppLoadContext {
    db: Kysely<Database>;
    /** better-auth; pages reach the session through app/auth/session.server.ts. */
    auth: Auth;
    config: PublicConfig;
    /** What storing an inquiry needs (the supplier's address, the rate limit): server-side only, never rendered. */
    inquiries: InquirySettings;
    requestId: string;
    /** The server's logger (pino): one JSON line per event, with the request id. */
    log: PageLogger;
    /** The outbox's health, read and logged once per process (decision 174). */
    mailHealth: MailHealthWatch;
    /** The catalogue built into files once per revision, shared with /tyre_data.json (decisions 081, 182). */
    catalogueFiles: CatalogueFiles;
    /** Reads, previews and applies catalogue uploads in a worker thread (decision 190). */
    catalogueUploads: CatalogueUploadJobs;
    /** Sends an e-mail now, outside the inquiry outbox: the sellers' bank-change warning (decision 230). */
    mailer: Mailer;
    /** This response's Content-Security-Policy: its nonce, or null when scripts go by hash (decision 100). */
    csp?: PageCsp;
  }
}

/** What pages may log with; the server passes its pino logger. */
export interface PageLogger {
  error(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export {};

// Sends e-mail: over SMTP when SMTP_URL is set, otherwise as .eml files in an outbox folder, so a
// local shop works with no mail server. Callers (password reset, inquiries) only see `send`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A fixed Message-ID (the inquiry outbox keeps one per job so duplicates are recognisable). */
  messageId?: string;
  /** Files sent with the message (a quote's PDF). */
  attachments?: MailFile[];
}

export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /** Delivers the message or throws; the message id says where it went. */
  send(message: MailMessage): Promise<{ messageId: string; location?: string }>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Where .eml files go when there is no SMTP server. */
  outboxDir?: string;
  /** SMTP connection, greeting and socket timeouts (nodemailer's defaults run to minutes). */
  timeoutMs?: number;
}

export const DEFAULT_OUTBOX_DIR = "data/outbox";

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const timeouts = options.timeoutMs ? { connectionTimeout: options.timeoutMs, greetingTimeout: options.timeoutMs, socketTimeout: options.timeoutMs } : {};
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...timeouts });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId, location: options.smtpUrl!.replace(/\/\/[^@/]*@/, "//") };
      },
    };
  }
  const outbox = resolve(options.outboxDir ?? DEFAULT_OUTBOX_DIR);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(outbox, { recursive: true });
      // A sortable name: the newest message is the last file.
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      return { messageId: info.messageId, location: file };
    },
  };
}

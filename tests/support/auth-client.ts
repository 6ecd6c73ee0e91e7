// A tiny HTTP client for the auth API tests: JSON posts from this site, cookies carried along.
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import type { MailMessage } from "../../app/mail/mailer.server";
import { listenOnFreePort, memoryMailer, testConfig } from "./test-server";
import type { TestDatabase } from "./test-database";

export interface AuthTestServer {
  baseUrl: string;
  /** Every e-mail the app sent, newest last. */
  mail: MailMessage[];
  close(): Promise<void>;
}

/** The Express app (no pages) with better-auth, capturing its e-mail in memory. */
export async function startAuthServer(database: TestDatabase, env: Record<string, string> = {}): Promise<AuthTestServer> {
  const { mailer, mail } = memoryMailer();
  const { server, baseUrl } = await listenOnFreePort();
  const config = testConfig(database, { PUBLIC_URL: baseUrl, ...env });
  server.on("request", createApp({ config, db: database.db, logger: createLogger("silent"), mailer }));
  return { baseUrl, mail, close: () => new Promise((ok) => server.close(() => ok())) };
}

export class AuthClient {
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly origin: string | null = baseUrl,
  ) {}

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });
  }

  async get(path: string): Promise<Response> {
    return this.request(path, { method: "GET" });
  }

  async request(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.origin && init.method !== "GET" && !("origin" in headers)) headers.origin = this.origin;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      if (/max-age=0/i.test(cookie) || value.join("=") === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }
}

// What the fuzz suites check of every answer: never a 5xx; a 4xx says why, in the way
// its kind of client reads it (JSON error or message, a page's alert or error text, a `.data`
// answer's error or form message); and a refused request leaves the shop's data as it was.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { expect } from "vitest";
import type { Database } from "../../app/db/schema";
import { unpack } from "../../app/http/packed-loader-data";

export interface Answer {
  status: number;
  contentType: string;
  location: string | null;
  /** The Set-Cookie pairs, as a Cookie header would carry them. */
  cookies: string;
  body: string;
}

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request, exactly as built (fetch keeps malformed percent-encoding as it is), redirects not followed. */
export async function send(baseUrl: string, path: string, sent: Sent = {}): Promise<Answer> {
  const response = await fetch(baseUrl + path, { method: sent.method ?? "GET", headers: sent.headers, body: sent.body, redirect: "manual" });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    location: response.headers.get("location"),
    cookies: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; "),
    body: await response.text(),
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith("#x")
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** Messages pages show in their own layout rather than in an alert (their 404s). */
const PAGE_MESSAGES = ["No product selected. Please go back and try again.", "No tyres found matching your criteria.", "Tyre not found."];

/** The reason a page gives: its alert (forms), the error page's message, or a page's own 404 message. */
function reasonOfPage(html: string): string | null {
  // role="alert" wherever it stands among the attributes (the size finder's message has an id first).
  const alert = /<(div|p)\b[^>]*\brole="alert"[^>]*>([\s\S]*?)<\/\1>/.exec(html)?.[2];
  if (alert && textOf(alert)) return textOf(alert);
  const errorPage = /Oops! Something went wrong\.<\/h1><p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  if (errorPage && textOf(errorPage)) return textOf(errorPage);
  return PAGE_MESSAGES.find((message) => html.includes(message)) ?? null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The reason in a route's `.data` entry: its error, its form message, or the data its 404 page shows. */
function reasonOfRouteResult(result: unknown): string | null {
  if (typeof result !== "object" || result === null) return null;
  const { error, data } = result as { error?: unknown; data?: unknown };
  if (error !== undefined) {
    const e = error as { data?: unknown; statusText?: unknown; message?: unknown };
    return nonEmpty(e.data) ?? nonEmpty(e.message) ?? nonEmpty(e.statusText);
  }
  if (typeof data !== "object" || data === null) return null;
  // A page whose loader data travels as one JSON text (decision 184) is read as the page reads it.
  const packed = (data as { json?: unknown }).json;
  const d = (typeof packed === "string" ? unpack({ json: packed }) : data) as { message?: unknown; tyre?: unknown; unknownBrand?: unknown };
  if (nonEmpty(d.message)) return d.message as string;
  if (d.tyre === null) return PAGE_MESSAGES[0]!;
  if (d.unknownBrand === true) return PAGE_MESSAGES[1]!;
  return null;
}

async function reasonOfData(body: string): Promise<string | null> {
  const decoded = await decodeTurboStream(new Response(body).body!, globalThis);
  await decoded.done;
  const value = decoded.value as Record<string, unknown>;
  // An action answers { data } or { error }; a loader one entry per route.
  const direct = reasonOfRouteResult(value);
  if (direct) return direct;
  for (const entry of Object.values(value)) {
    const reason = reasonOfRouteResult(entry);
    if (reason) return reason;
  }
  return null;
}

function reasonOfJson(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed === "string") return nonEmpty(parsed);
  if (typeof parsed !== "object" || parsed === null) return null;
  const { error, message } = parsed as { error?: unknown; message?: unknown };
  return nonEmpty(error) ?? nonEmpty(message);
}

/** Why a 4xx answer refused the request, as its client would read it; null when it does not say. */
export async function reasonOf(answer: Answer): Promise<string | null> {
  const type = answer.contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return reasonOfJson(answer.body);
  if (type === "text/html") return reasonOfPage(answer.body);
  if (type === "text/x-script") return reasonOfData(answer.body);
  if (type === "text/plain") return nonEmpty(answer.body);
  return null;
}

/** Never a 5xx, and a 4xx that says why. */
export async function expectAnswered(answer: Answer, request: string): Promise<void> {
  expect(answer.status, `${request} answered ${answer.status}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    const reason = await reasonOf(answer);
    expect(reason, `${request} answered ${answer.status} (${answer.contentType}) without a reason: ${answer.body.slice(0, 300)}`).toMatch(/\S/);
  }
}

/**
 * A fingerprint of what a refused request must not change: every row of the account tables
 * (user, session, account, verification) and of the inquiries with their outbox (inquiry,
 * mail_job), hashed; and for the catalogue the tyre and brand counts, the sum of tyre ids and the
 * catalogue revision (every catalogue write moves the revision: decision 081). Left out on
 * purpose: better-auth's rateLimit (it counts refused attempts, which is its job) and page_cache
 * (the render cache keeps anonymous pages a GET rendered).
 */
export async function databaseFingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of ["user", "session", "account", "verification", "inquiry", "mail_job"]) {
    const rows = await db
      .selectFrom(table as never)
      .selectAll()
      .orderBy("id" as never)
      .execute();
    fingerprint[table] = `${rows.length}:${createHash("sha256").update(JSON.stringify(rows)).digest("hex")}`;
  }
  const tyres = await db
    .selectFrom("tyre")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("id").as("ids")])
    .executeTakeFirstOrThrow();
  const brands = await db
    .selectFrom("brand")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const revision = await db.selectFrom("catalogue_revision").select(["revision", "stamp"]).execute();
  fingerprint.catalogue = JSON.stringify([Number(tyres.n), Number(tyres.ids), Number(brands.n), revision]);
  return fingerprint;
}

/**
 * Sends a request and checks it: answered (above), and when it was refused (4xx), the fingerprint
 * is the same after it as before. Returns the answer for checks of its own.
 */
export async function sendChecked(db: Kysely<Database>, baseUrl: string, path: string, sent: Sent = {}): Promise<Answer> {
  const before = await databaseFingerprint(db);
  const answer = await send(baseUrl, path, sent);
  const request = `${sent.method ?? "GET"} ${path}${sent.body !== undefined ? ` ${JSON.stringify(sent.body.slice(0, 200))}` : ""}`;
  // A HEAD answer has no body to say why by definition; the same request as a GET must.
  if (sent.method === "HEAD") {
    expect(answer.status, `${request} answered ${answer.status}`).toBeLessThan(500);
    if (answer.status >= 400) await expectAnswered(await send(baseUrl, path, { ...sent, method: "GET" }), `GET ${path}`);
  } else {
    await expectAnswered(answer, request);
  }
  if (answer.status >= 400) expect(await databaseFingerprint(db), `${request} was refused with ${answer.status} but changed the database`).toEqual(before);
  return answer;
}

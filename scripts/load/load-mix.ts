// The load test's traffic: N keep-alive connections for S seconds, each a visitor that browses
// (home, offers, detail, search), asks the search API, and, when signed in, signs in again and
// sends purchase inquiries. Every answer's time and status is kept per route.
import { performance } from "node:perf_hooks";
import { mulberry32 } from "../catalogue/seeded-random";
import { inquiryBody } from "../support/inquiry-data";
import { cookieHeaderOf, LoadConnection, type LoadRequest } from "./connection";

export interface LoadAccount {
  email: string;
  password: string;
  cookie: string;
  /** Inquiries this account may still send within the production limit (INQUIRY_RATE_LIMIT). */
  inquiriesLeft: number;
}

export interface LoadTarget {
  baseUrl: string;
  detailPaths: string[];
  searches: string[];
  accounts: LoadAccount[];
}

export const ROUTES = ["home", "offers", "detail", "search page", "search API", "sign-in", "inquiry"] as const;
export type Route = (typeof ROUTES)[number];

export interface RouteFigures {
  durationsMs: number[];
  statuses: Map<number, number>;
  errors: string[];
}

export interface LoadResult {
  seconds: number;
  routes: Map<Route, RouteFigures>;
  /** Ids of the inquiries answered 201. */
  acceptedInquiries: number[];
}

// Signed-in visitors also sign in and send inquiries; anonymous ones only browse and search.
const SIGNED_IN_MIX: [Route, number][] = [
  ["home", 15],
  ["offers", 15],
  ["detail", 15],
  ["search page", 15],
  ["search API", 20],
  ["sign-in", 5],
  ["inquiry", 15],
];
const ANONYMOUS_MIX: [Route, number][] = [
  ["home", 20],
  ["offers", 20],
  ["detail", 20],
  ["search page", 15],
  ["search API", 25],
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function weighted(random: () => number, mix: [Route, number][]): Route {
  let at = random() * mix.reduce((sum, [, w]) => sum + w, 0);
  for (const [route, weight] of mix) if ((at -= weight) < 0) return route;
  return mix[0]![0];
}

let addresses = 0;
/** A client address of its own for each sign-up and sign-in: better-auth limits them per address and minute. */
export const nextClientAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export async function runLoad(target: LoadTarget, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const routes = new Map<Route, RouteFigures>(ROUTES.map((r) => [r, { durationsMs: [], statuses: new Map(), errors: [] }]));
  const acceptedInquiries: number[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  async function visitor(index: number): Promise<void> {
    const random = mulberry32(index + 1);
    const connection = new LoadConnection(target.baseUrl);
    const account = index % 2 === 0 ? target.accounts[(index / 2) % target.accounts.length]! : null;
    let cookie = account?.cookie ?? null;
    const origin = { origin: target.baseUrl, "content-type": "application/json" };
    try {
      while (performance.now() < deadline) {
        let route = weighted(random, account ? SIGNED_IN_MIX : ANONYMOUS_MIX);
        if (route === "inquiry" && account!.inquiriesLeft <= 0) route = "search API";
        if (route === "inquiry") account!.inquiriesLeft--;
        const query = encodeURIComponent(pick(random, target.searches));
        const request: LoadRequest = {
          home: { path: "/" },
          offers: { path: `/${pick(random, ["summer", "winter", "allseason"])}-offers?page=${1 + Math.floor(random() * 2)}` },
          detail: { path: pick(random, target.detailPaths) },
          "search page": { path: `/search?q=${query}` },
          "search API": { path: `/api/tyres?q=${query}` },
          "sign-in": {
            method: "POST",
            path: "/api/auth/sign-in/email",
            headers: { ...origin, "x-forwarded-for": nextClientAddress() },
            body: JSON.stringify({ email: account?.email, password: account?.password }),
          },
          inquiry: {
            method: "POST",
            path: "/api/send-email",
            headers: { ...origin, "idempotency-key": `load-${index}-${Math.floor(random() * 1e12)}` },
            body: JSON.stringify(inquiryBody({ email: account?.email, quantity: 50 + Math.floor(random() * 500) })),
          },
        }[route] as LoadRequest;
        if (cookie) request.headers = { ...request.headers, cookie };
        const figures = routes.get(route)!;
        const sent = performance.now();
        try {
          const response = await connection.send(request);
          figures.durationsMs.push(performance.now() - sent);
          figures.statuses.set(response.status, (figures.statuses.get(response.status) ?? 0) + 1);
          if (route === "sign-in" && response.status === 200) cookie = cookieHeaderOf(response.setCookies);
          if (route === "inquiry" && response.status === 201) acceptedInquiries.push((JSON.parse(response.body) as { inquiryId: number }).inquiryId);
        } catch (error) {
          figures.errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    } finally {
      connection.close();
    }
  }

  await Promise.all(Array.from({ length: options.connections }, (_, i) => visitor(i)));
  return { seconds: (performance.now() - started) / 1000, routes, acceptedInquiries };
}

/** The p-th percentile (0-100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

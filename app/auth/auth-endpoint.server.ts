// Page actions reach better-auth through its HTTP handler, not `auth.api`, so a form post gets
// exactly what the JSON endpoint does: the Origin check, rate limits and cookies.
import type { AppLoadContext } from "react-router";
import { AUTH_BASE_PATH } from "./auth.server";

/** The request headers better-auth needs to see: who, from where, with which cookies. */
const FORWARDED_HEADERS = ["cookie", "origin", "referer", "user-agent", "x-client-ip"];

export interface AuthEndpointResult {
  status: number;
  /** better-auth's JSON body; its `code` names the failure (e.g. INVALID_EMAIL_OR_PASSWORD). */
  body: { code?: string; message?: string; url?: string; [key: string]: unknown } | null;
  /** Set-Cookie headers to pass on to the browser. */
  cookies: string[];
}

export async function callAuthEndpoint(
  context: Pick<AppLoadContext, "auth" | "config">,
  request: Request,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthEndpointResult> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await context.auth.handler(
    new Request(`${context.config.publicUrl}${AUTH_BASE_PATH}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const text = await response.text();
  let parsed: AuthEndpointResult["body"] = null;
  try {
    parsed = text ? (JSON.parse(text) as AuthEndpointResult["body"]) : null;
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed, cookies: response.headers.getSetCookie() };
}

/** Response headers carrying the given Set-Cookie values (plus any extra ones). */
export function cookieHeaders(...cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

// Who is signed in, for loaders and actions: the session lives in the database (better-auth),
// so any app server can answer.
import { data, redirect, type AppLoadContext } from "react-router";
import { loginHref } from "./redirect-path";
import type { SessionUser } from "./session-user";

type AuthContext = Pick<AppLoadContext, "auth">;

/** The signed-in user, or null (no cookie, an expired or revoked session). */
export async function getSessionUser(request: Request, context: AuthContext): Promise<SessionUser | null> {
  const session = await context.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email, image } = session.user;
  return { id, name: name || null, email, image: image ?? null };
}

/** For page loaders and actions: the user, or a redirect to /login that comes back here. */
export async function requireUser(request: Request, context: AuthContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(loginHref(url.pathname + url.search));
}

/** For JSON resource routes: the user, or a 401 JSON answer. */
export async function requireApiUser(request: Request, context: AuthContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (user) return user;
  throw data({ error: "Please log in first." }, { status: 401 });
}

/** For loaders of /login and /register: a signed-in user has nothing to do there. */
export async function redirectIfSignedIn(request: Request, context: AuthContext, to: string): Promise<void> {
  if (await getSessionUser(request, context)) throw redirect(to);
}

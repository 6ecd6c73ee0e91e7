// Who is signed in, for loaders and actions: the session lives in the database (better-auth),
// so any app server can answer.
import { redirect, type AppLoadContext } from "react-router";
import { createSessionMemo, sessionTokenOf, type SessionMemo } from "./session-memo.server";
import type { SessionUser } from "./session-user";

type AuthContext = Pick<AppLoadContext, "auth">;

/** One memo per better-auth instance (one per process in production, one per test app). */
const memos = new WeakMap<AppLoadContext["auth"], SessionMemo>();

function memoOf(context: AuthContext): SessionMemo {
  let memo = memos.get(context.auth);
  if (!memo) memos.set(context.auth, (memo = createSessionMemo()));
  return memo;
}

/**
 * The signed-in user, or null (no cookie, an expired or revoked session). A page read may reuse
 * this process's answer of the last few seconds; a request that changes something always asks.
 */
export async function getSessionUser(request: Request, context: AuthContext): Promise<SessionUser | null> {
  const token = sessionTokenOf(request.headers.get("cookie"));
  if (token === null) return null;
  const memo = memoOf(context);
  const now = Date.now();
  const reading = request.method === "GET" || request.method === "HEAD";
  const known = reading ? memo.get(token, now) : undefined;
  if (known !== undefined) return known;
  const session = await context.auth.api.getSession({ headers: request.headers });
  const user = session ? { id: session.user.id, name: session.user.name || null, email: session.user.email, image: session.user.image ?? null } : null;
  memo.set(token, user, now);
  return user;
}

/** After a sign-out here, this process stops remembering the session at once. */
export function forgetSession(request: Request, context: AuthContext): void {
  const token = sessionTokenOf(request.headers.get("cookie"));
  if (token !== null) memoOf(context).forget(token);
}

/** For loaders of /login and /register: a signed-in user has nothing to do there. */
export async function redirectIfSignedIn(request: Request, context: AuthContext, to: string): Promise<void> {
  if (await getSessionUser(request, context)) throw redirect(to);
}

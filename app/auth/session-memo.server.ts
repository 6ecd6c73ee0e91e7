// A process's short memory of sessions it has just checked (decision 091). Asking better-auth
// costs a signature check and two queries (about 0.9 ms of CPU); a buyer's page and its data
// requests ask several times a second. An answer is reused for SESSION_MEMO_MS only, keyed by
// the signed cookie value itself, so only a token better-auth accepted is ever remembered.
import type { SessionUser } from "./session-user";

export const SESSION_MEMO_MS = 5_000;
const MAX_REMEMBERED = 10_000;

/** better-auth's session cookie (prefix "tyres", "__Secure-" prefixed on https; decision 010). */
const SESSION_TOKEN = /(?:^|;\s*)((?:__Secure-)?tyres\.session_token=[^;]*)/;

interface Remembered {
  user: SessionUser | null;
  until: number;
}

export interface SessionMemo {
  get(token: string, now: number): Remembered["user"] | undefined;
  set(token: string, user: SessionUser | null, now: number): void;
  forget(token: string): void;
}

/** The session cookie of a request (name and signed value), or null when it has none. */
export function sessionTokenOf(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  return SESSION_TOKEN.exec(cookieHeader)?.[1] ?? null;
}

export function createSessionMemo(ttlMs = SESSION_MEMO_MS, max = MAX_REMEMBERED): SessionMemo {
  const remembered = new Map<string, Remembered>();
  return {
    get(token, now) {
      const hit = remembered.get(token);
      if (!hit) return undefined;
      if (hit.until <= now) {
        remembered.delete(token);
        return undefined;
      }
      return hit.user;
    },
    set(token, user, now) {
      remembered.delete(token);
      remembered.set(token, { user, until: now + ttlMs });
      // The oldest go first; a Map iterates in insertion order.
      for (const oldest of remembered.keys()) {
        if (remembered.size <= max) break;
        remembered.delete(oldest);
      }
    },
    forget(token) {
      remembered.delete(token);
    },
  };
}

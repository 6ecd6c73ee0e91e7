// A better-auth plugin that gives its bare refusals a reason: an unknown path
// under /api/auth, or a method an endpoint does not take, is a 404 with no body at all, which a
// client cannot tell from a wrong server. Every refusal now says why, in better-auth's own
// `{ code, message }` shape; answers that have a body pass through untouched.
import type { BetterAuthPlugin } from "better-auth";

const REASONS: Record<number, { code: string; message: string }> = {
  404: { code: "NOT_FOUND", message: "No such account endpoint, or it does not take this method." },
};

export const authErrorReasons = {
  id: "error-reasons",
  onResponse: async (response: Response) => {
    if (response.status < 400 || response.body !== null) return;
    const reason = REASONS[response.status] ?? { code: "ERROR", message: response.statusText || `HTTP ${response.status}` };
    const headers = new Headers(response.headers);
    headers.set("content-type", "application/json");
    return { response: new Response(JSON.stringify(reason), { status: response.status, headers }) };
  },
} satisfies BetterAuthPlugin;

// Asks better-auth whether the signed-in account's password is `password`: the second look a
// sensitive change takes (the seller's bank details, decision 230). An account without a password
// (Google only) never passes.
import { APIError } from "better-auth/api";
import type { Auth } from "./auth.server";

export async function isOwnPassword(auth: Auth, request: Request, password: string): Promise<boolean> {
  try {
    const answer = await auth.api.verifyPassword({ body: { password }, headers: request.headers });
    return answer.status === true;
  } catch (error) {
    // A wrong password or no session is better-auth's 4xx; anything else (the database away) is a failure to report.
    if (error instanceof APIError && error.statusCode < 500) return false;
    throw error;
  }
}

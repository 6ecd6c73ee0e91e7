// The back office's one gate (decision 170). Every /admin loader and action calls it
// first, so a route without it is a route nobody reaches; links are hidden too, but hiding is not
// the check. The role is read from the database on every request (never from the session memo),
// so `seller:remove` takes effect at the next click. A seller's session must have been opened with
// a second factor (decision 281): one without it is sent to enrol, or to log in with a code.
import { data, redirect, type AppLoadContext } from "react-router";
import { loginHref } from "~/auth/redirect-path";
import { getSessionUser } from "~/auth/session.server";
import { secondFactorState } from "~/auth/two-factor.server";
import type { SessionUser } from "~/auth/session-user";
import { formFailure, resultOf, statusOf } from "~/forms/form-result";
import type { AuditActor } from "./audit-log.server";
import { isSeller } from "./seller-role.server";
import { PRIVATE_HEADERS } from "~/http/private-response";

export const NOT_A_SELLER = "This page is for the shop's sellers. Ask the shop's owner to make your account a seller.";
export const SECOND_FACTOR_PATH = "/admin/two-factor";
export const SECOND_FACTOR_NEEDED = "The back office needs two-factor sign-in: turn it on at /admin/two-factor, or log in again with your code.";

export interface Seller extends SessionUser {
  actor: AuditActor;
}

type Context = Pick<AppLoadContext, "auth" | "db">;

/**
 * The signed-in seller, or a thrown answer: a visitor opening a page is sent to log in and back;
 * a visitor's form post gets 401; a signed-in account that is not a seller gets 403; a seller
 * whose session had no second factor is sent to /admin/two-factor (a form post gets 403).
 */
export async function requireSeller(request: Request, context: Context, { enrolling = false } = {}): Promise<Seller> {
  const user = await getSessionUser(request, context);
  const reading = request.method === "GET" || request.method === "HEAD";
  if (!user) {
    const url = new URL(request.url);
    if (reading) throw redirect(loginHref(url.pathname + url.search), { headers: PRIVATE_HEADERS });
    const failure = formFailure("unauthenticated", "Please log in as the shop's seller.");
    throw data(resultOf(failure), { status: statusOf(failure), headers: PRIVATE_HEADERS });
  }
  if (!(await isSeller(context.db, user.id))) {
    const failure = formFailure("forbidden", NOT_A_SELLER);
    // A page shows the error page with the reason; a form post or a data request gets the result shape.
    throw data(reading ? failure.message : resultOf(failure), { status: statusOf(failure), headers: PRIVATE_HEADERS });
  }
  const secondFactor = await secondFactorState(context.db, request, user.id);
  // Only the enrolment page itself (`enrolling`) opens without a second factor.
  if (secondFactor !== "passed" && !enrolling) {
    const url = new URL(request.url);
    if (reading) throw redirect(`${SECOND_FACTOR_PATH}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: PRIVATE_HEADERS });
    const failure = formFailure("forbidden", SECOND_FACTOR_NEEDED);
    throw data(resultOf(failure), { status: statusOf(failure), headers: PRIVATE_HEADERS });
  }
  return { ...user, actor: { userId: user.id, email: user.email } };
}

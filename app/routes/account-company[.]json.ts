// /account/company.json (decision 255): what the signed-in buyer's inquiry dialog starts from, their
// company's phone, name, first address, preferred terms and place; `start: null` without a company,
// when the dialog offers to keep the first inquiry's details. Fetched when the dialog opens, so the
// public pages it opens on stay the same for every visitor. Personal: private, no-store.
import { getSessionUser } from "~/auth/session.server";
import { getCompanyOf } from "~/company/company.server";
import { inquiryStartOf } from "~/domain/buyer-company";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/account-company[.]json";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user) return Response.json({ message: "Log in to see your company.", fieldErrors: {} }, { status: 401, headers: PRIVATE_HEADERS });
  const membership = await getCompanyOf(context.db, user.id);
  return Response.json({ start: membership ? inquiryStartOf(membership.company) : null }, { headers: PRIVATE_HEADERS });
}

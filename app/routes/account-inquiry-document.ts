// /account/inquiries/:id/documents/:name: a document (packing list, commercial invoice) or loading
// photo of one of the signed-in buyer's accepted orders (decision 272). Anyone else's is a 404,
// like one that does not exist. Personal: private, no-store.
import { redirect } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { loginHref } from "~/auth/redirect-path";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { orderFileResponse } from "~/orders/order-file-response.server";
import type { Route } from "./+types/account-inquiry-document";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref("/account/inquiries"), { headers: PRIVATE_HEADERS });
  return orderFileResponse(context.db, params.id, params.name, user.id);
}

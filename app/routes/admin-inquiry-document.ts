// /admin/inquiries/:id/documents/:name: an accepted order's packing list, commercial invoice or
// loading photo, for sellers (decision 272). Private, no-store.
import { requireSeller } from "~/admin/require-seller.server";
import { orderFileResponse } from "~/orders/order-file-response.server";
import type { Route } from "./+types/admin-inquiry-document";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  return orderFileResponse(context.db, params.id, params.name);
}

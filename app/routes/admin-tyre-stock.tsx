// /admin/stock/tyres/:id (decision 248): a quick correction of one tyre's availability: pieces on hand
// per warehouse, incoming pieces, made-to-order lead time and DOT. Saved whole, audited, and
// shown to buyers at once (a new catalogue revision).
import { data, Link, redirect } from "react-router";
import { requireSeller } from "~/admin/require-seller.server";
import { getTyreAvailabilityAdmin, saveTyreAvailability } from "~/admin/tyre-availability-admin.server";
import { readTyreAvailabilityForm, tyreAvailabilityFields } from "~/admin/tyre-availability-form";
import { listWarehouses } from "~/catalogue/availability.server";
import { AdminTyreAvailabilityForm, formValuesOf } from "~/components/admin-tyre-availability-form";
import { Alert } from "~/components/alert";
import { shopDate } from "~/domain/seller-quote";
import { formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { parseRowId } from "~/http/number-param";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-tyre-stock";

const NO_TYRE = "There is no such tyre.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const id = parseRowId(params.id);
  const admin = id === null ? null : await getTyreAvailabilityAdmin(context.db, id);
  if (!admin) throw data(NO_TYRE, { status: 404, headers: PRIVATE_HEADERS });
  const today = shopDate(new Date());
  return data({ ...admin, values: formValuesOf(admin, today), today, saved: new URL(request.url).searchParams.has("saved") }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const id = parseRowId(params.id);
  if (id === null) return failureResponse(formFailure("not-found", NO_TYRE), { values: {} }, PRIVATE_HEADERS);
  const warehouses = await listWarehouses(context.db);
  const values = formValues(await readForm(request), tyreAvailabilityFields(warehouses));
  const read = readTyreAvailabilityForm(values, warehouses, shopDate(new Date()));
  if (!read.ok) {
    const failure = formFailure("invalid", "Nothing was saved: correct the fields marked below.", read.fieldErrors);
    return failureResponse(failure, { values }, PRIVATE_HEADERS);
  }
  if (!(await saveTyreAvailability(context.db, seller, id, read.edit))) return failureResponse(formFailure("not-found", NO_TYRE), { values }, PRIVATE_HEADERS);
  return redirect(`/admin/stock/tyres/${id}?saved`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData ? `${loaderData.tyre.name} ${loaderData.tyre.size}` : "Tyre";
  return [{ title: `Stock of ${name} | Back office | Tyre Wholesale` }, { name: "robots", content: "noindex" }];
}

export default function AdminTyreStock({ loaderData, actionData }: Route.ComponentProps) {
  const { tyre, warehouses, availability, values, saved } = loaderData;
  return (
    <>
      <Link to={`/admin/stock?code=${encodeURIComponent(tyre.productCode ?? tyre.ean ?? "")}`} className="text-brand-700 underline">
        Back to Stock
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-gray-900">
        Stock of {tyre.name} {tyre.size}
      </h1>
      <p className="mt-1 text-gray-600">
        {tyre.productCode ?? "No product code"}
        {tyre.ean ? ` · EAN ${tyre.ean}` : ""}
      </p>
      {saved && !actionData && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          Saved: buyers see it now.
        </p>
      )}
      {actionData?.message && <Alert>{actionData.message}</Alert>}
      <AdminTyreAvailabilityForm
        key={actionData ? "posted" : "stored"}
        warehouses={warehouses}
        availability={availability}
        values={actionData?.values ?? values}
        errors={actionData?.fieldErrors ?? {}}
      />
    </>
  );
}

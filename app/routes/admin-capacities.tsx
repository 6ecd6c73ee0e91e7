// /admin/capacities (decision 180): how many tyres of a size the basket's planner puts in
// a 20ft and a 40ft container. The seller's own counts over the worked-out ones: search a size,
// set its counts, remove them. The same store as `npm run container-capacity`.
import { data, Form, redirect } from "react-router";
import { readForm } from "~/forms/read-form.server";
import { listCapacities, removeCapacity, setCapacity, type CapacityRow } from "~/admin/capacity-admin.server";
import { requireSeller } from "~/admin/require-seller.server";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { CAPACITY_FIELDS, capacityActionSchema } from "~/quote-basket/capacity-form";
import { PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";
import type { Route } from "./+types/admin-capacities";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { Alert } from "~/components/alert";

const PATH = "/admin/capacities";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("size") ?? "").slice(0, 40);
  const { overrides, matches } = await listCapacities(context.db, search);
  return data({ search, overrides, matches, changed: url.searchParams.get("changed") }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const checked = checkForm(capacityActionSchema, formValues(await readForm(request), CAPACITY_FIELDS));
  if (!checked.ok) return failureResponse(checked, undefined, PRIVATE_HEADERS);
  if (checked.data.intent === "remove") {
    const removed = await removeCapacity(context.db, seller, checked.data.size);
    if (!removed.ok) return failureResponse(removed, undefined, PRIVATE_HEADERS);
    return redirect(`${PATH}?changed=${encodeURIComponent(removed.size)}`, { status: 303, headers: PRIVATE_HEADERS });
  }
  const { size, capacity20, capacity40 } = checked.data;
  const set = await setCapacity(context.db, seller, size, Number(capacity20), Number(capacity40));
  if (!set.ok) return failureResponse(set, undefined, PRIVATE_HEADERS);
  return redirect(`${PATH}?size=${encodeURIComponent(set.size)}&changed=${encodeURIComponent(set.size)}`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Container capacities | Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

const INPUT = "mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900";

export default function AdminCapacities({ loaderData, actionData }: Route.ComponentProps) {
  const { search, overrides, matches, changed } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  const prefill = matches[0];
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Container capacities</h1>
      <p className="mt-1 text-gray-600">
        The quote basket plans containers with these counts. A size without a count of its own is worked out from its dimensions.
      </p>
      {changed && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          Saved: {changed}.
        </p>
      )}
      {actionData?.message && <Alert>{actionData.message}</Alert>}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search" aria-label="Size search">
        <div className="min-w-0 flex-1">
          <label htmlFor="size-search" className="block font-semibold text-gray-900">
            Find a size
          </label>
          <input id="size-search" name="size" defaultValue={search} placeholder="315/80R22.5" className={INPUT} />
        </div>
        <button type="submit" className={`px-4 py-2 ${QUIET_BUTTON}`}>
          Search
        </button>
      </Form>
      {search && <CapacityTable caption={`Sizes matching ${search}`} rows={matches} empty="No size matches." />}

      <section aria-labelledby="set-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
        <h2 id="set-heading" className="text-lg font-semibold text-gray-900">
          Set a size's counts
        </h2>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-4 sm:items-end" key={prefill?.size ?? "empty"}>
          <Field name="size" label="Size" error={errors.size} defaultValue={prefill?.size} />
          <Field
            name="capacity20"
            label="In a 20ft"
            error={errors.capacity20}
            defaultValue={prefill && String((prefill.override ?? prefill.workedOut)["20ft"])}
            numeric
          />
          <Field
            name="capacity40"
            label="In a 40ft"
            error={errors.capacity40}
            defaultValue={prefill && String((prefill.override ?? prefill.workedOut)["40ft"])}
            numeric
          />
          <button type="submit" name="intent" value="set" className={PRIMARY_BUTTON}>
            Save
          </button>
        </Form>
      </section>

      <CapacityTable caption="The seller's own counts" rows={overrides} empty="No size has counts of its own: every size is worked out." removable />
    </>
  );
}

function Field({ name, label, error, defaultValue, numeric }: { name: string; label: string; error?: string; defaultValue?: string; numeric?: boolean }) {
  const id = `capacity-${name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        inputMode={numeric ? "numeric" : undefined}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function CapacityTable({ caption, rows, empty, removable }: { caption: string; rows: CapacityRow[]; empty: string; removable?: boolean }) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold text-gray-900">{caption}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-gray-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid={removable ? "capacity-overrides" : "capacity-matches"}>
          {rows.map((row) => (
            <li key={row.size} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-gray-900">{row.size}</p>
                <p className="text-sm text-gray-700">
                  {row.override ? `Own counts: ${row.override["20ft"]} in a 20ft, ${row.override["40ft"]} in a 40ft. ` : ""}
                  Worked out: {row.workedOut["20ft"]} / {row.workedOut["40ft"]}.
                </p>
              </div>
              {removable && row.override && (
                <Form method="post">
                  <input type="hidden" name="size" value={row.size} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    aria-label={`Remove the counts of ${row.size}`}
                    className={`px-3 py-1.5 text-sm ${QUIET_BUTTON}`}
                  >
                    Remove
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

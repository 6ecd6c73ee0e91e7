// /admin/inquiries/:id/order (decision 271): records one step of an accepted order, posted by the
// inquiry page's "Record a step" form (components/admin-order-steps.tsx) with its loading photos
// as files. Bad input is a 400 with the field's reason, an order another seller changed meanwhile
// a conflict naming it; nothing is written either way. A GET goes back to the inquiry's page.
import { redirect } from "react-router";
import { requireSeller } from "~/admin/require-seller.server";
import { currentQuoteOf } from "~/quotes/buyer-quotes.server";
import { formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { parseRowId } from "~/http/number-param";
import { NOT_ACCEPTED, recordOrderStep } from "~/orders/order-progress.server";
import { ORDER_STEP_FIELDS, parseOrderStepForm } from "~/orders/order-step-form";
import type { Route } from "./+types/admin-inquiry-order";

export async function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/admin/inquiries/${parseRowId(params.id) ?? ""}`, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const inquiryId = parseRowId(params.id);
  if (inquiryId === null) return failureResponse(formFailure("not-found", "There is no such inquiry."), undefined, PRIVATE_HEADERS);
  const form = await readForm(request);
  const quote = await currentQuoteOf(context.db, inquiryId);
  if (!quote || quote.status !== "accepted") return failureResponse(formFailure("rejected", NOT_ACCEPTED), undefined, PRIVATE_HEADERS);
  const parsed = parseOrderStepForm(formValues(form, ORDER_STEP_FIELDS), quote.currency);
  if (!parsed.ok) return failureResponse(parsed, undefined, PRIVATE_HEADERS);
  // An empty file input still posts one nameless, empty file: that is no photo.
  const files = form.getAll("photos").filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""));
  const photos = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const { supplierEmail, publicUrl } = context.inquiries;
  const recorded = await recordOrderStep(context.db, {
    actor: seller.actor,
    inquiryId,
    version: parsed.form.version,
    step: parsed.form.step,
    photos,
    notifyBuyer: parsed.form.notifyBuyer,
    publicUrl,
    supplierEmail,
    now: new Date(),
  });
  if (!recorded.ok) return failureResponse(recorded.failure, undefined, PRIVATE_HEADERS);
  return redirect(`/admin/inquiries/${inquiryId}#order-heading`, { status: 303, headers: PRIVATE_HEADERS });
}

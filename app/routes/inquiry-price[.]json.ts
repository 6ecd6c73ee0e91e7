// /inquiry-price.json?tyre=&quantity=&terms=&place=&country=: the line and total the inquiry
// dialog will send for this tyre, quantity and shipping choice (decision 257). The same for every
// visitor, but never kept: it must be today's price, the one the inquiry stores.
import { loadInquiryPrice } from "~/inquiries/inquiry-price.server";
import { clampQuantity } from "~/domain/pricing";
import { readShippingChoice } from "~/freight/shipping-choice";
import { shippingChoiceReason } from "~/freight/shipping-choice-reason";
import { parseRowId } from "~/http/number-param";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/inquiry-price[.]json";
import { displayRateFor } from "~/currency/display-currency.server";
import { DEAL_TEXT_CATALOGUE, INQUIRY_CATALOGUE } from "~/i18n/catalogues.server";
import { requestLanguage } from "~/i18n/languages";

const refuse = (status: number, message: string, field: string) =>
  Response.json({ message, fieldErrors: { [field]: message } }, { status, headers: PRIVATE_HEADERS });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // In the page's language, as its prices (decision 310): the dialog asks under the page's prefix.
  const language = requestLanguage(request);
  const words = DEAL_TEXT_CATALOGUE[language];
  const tyreId = parseRowId(params.get("tyre"));
  if (tyreId === null) return refuse(400, words.nameTyre, "tyre");
  const choice = readShippingChoice(params);
  if (!choice.ok) return refuse(400, shippingChoiceReason(choice, params, INQUIRY_CATALOGUE[language]), choice.field);
  // In the buyer's display currency, as the page behind the dialog shows its prices (decision 298).
  const rate = await displayRateFor(context, request);
  const priced = await loadInquiryPrice(context.db, tyreId, clampQuantity(params.get("quantity")), choice.choice, rate, language);
  if (!priced) return refuse(404, words.noSuchTyre, "tyre");
  return Response.json(priced, { headers: PRIVATE_HEADERS });
}

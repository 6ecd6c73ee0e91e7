// The price the inquiry dialog will send (decision 257), from /inquiry-price.json for the dialog's
// tyre, quantity and shipping choice; asked again when one of them changes (the fetcher drops an
// answer a newer question overtook). No price for a general inquiry, nor while a CIF or DDP place is empty.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { clampQuantity } from "../domain/pricing";
import { SHIPPING_CHOICE_PARAMS } from "../freight/shipping-choice-params";

export interface InquiryPriceAnswer {
  /** Each row: its name (the e-mails' English label), value and label in the page's language. */
  price: { lines: string[]; rows: Array<[string, string, string]> } | null;
}

/** `currency`: the page's own `?currency=`, passed on so the price is in what the page shows (decision 298). */
export function inquiryPriceUrl(
  tyreId: number,
  values: { quantity: string; shippingTerms: string; namedPlace: string; country: string },
  currency: string | null = null,
): string | null {
  const terms = values.shippingTerms;
  const place = values.namedPlace.trim();
  if ((terms === "CIF" || terms === "DDP") && place === "") return null;
  const query = new URLSearchParams({ tyre: String(tyreId), quantity: String(clampQuantity(values.quantity)), [SHIPPING_CHOICE_PARAMS.terms]: terms });
  if (terms === "CIF" || terms === "DDP") query.set(SHIPPING_CHOICE_PARAMS.place, place);
  if (terms === "DDP" && values.country.trim()) query.set(SHIPPING_CHOICE_PARAMS.country, values.country.trim());
  if (currency) query.set("currency", currency);
  return `/inquiry-price.json?${query.toString()}`;
}

/** The answer for the current values; `pending` while a newer one is on its way. */
export function useInquiryPrice(url: string | null): { answer: InquiryPriceAnswer | null; pending: boolean } {
  const fetcher = useFetcher<InquiryPriceAnswer>();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!url || url === asked.current) return;
    asked.current = url;
    void fetcher.load(url);
  }, [url, fetcher]);
  const data = fetcher.data as Partial<InquiryPriceAnswer> | undefined;
  const answer = url && data && "price" in data ? { price: data.price ?? null } : null;
  return { answer, pending: fetcher.state !== "idle" };
}

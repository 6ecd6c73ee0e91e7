// What search engines and link previews read about a tyre: page title, description, image, JSON-LD.
import type { Tyre } from "~/catalogue/tyre";
import { payablePrice } from "~/catalogue/tyre";
import { SEASON_LABELS, VEHICLE_TYPE_LABELS } from "~/catalogue/seasons-and-vehicle-types";
import { formatMoney } from "~/domain/money";
import { absoluteUrl } from "~/seo/meta-tags";
import { PLACEHOLDER_IMAGE } from "~/catalogue/placeholder-image";
import { productJsonLd } from "./product-json-ld";
import { variantPath } from "./variant";
import { fillMessage } from "~/i18n/fill-message";
import type { DetailMessages } from "~/i18n/messages/detail.en";

export const tyreName = (tyre: Tyre): string => `${tyre.brand} ${tyre.model} ${tyre.size.normalized}`;

/** The description in a language other than English: its words, its Intl locale. */
export interface DescriptionWords {
  messages: Pick<DetailMessages, "descriptionFrom" | "descriptionNoPrice" | "descriptionKind">;
  season: string;
  vehicle: string;
  locale: string;
}

export function tyreDescription(tyre: Tyre, words?: DescriptionWords): string {
  const price = payablePrice(tyre);
  const pattern = tyre.vehicleType === "truck" ? ` (${tyre.pattern})` : "";
  if (words) {
    const kind = fillMessage(words.messages.descriptionKind, {
      season: words.season.toLocaleLowerCase(words.locale),
      vehicle: words.vehicle.toLocaleLowerCase(words.locale),
    });
    const message = price ? words.messages.descriptionFrom : words.messages.descriptionNoPrice;
    return fillMessage(message, { name: tyreName(tyre), kind, pattern, price: price ? formatMoney(price, words.locale) : "" });
  }
  const from = price ? ` from ${formatMoney(price)} per tyre` : "";
  const kind = `${SEASON_LABELS[tyre.season].toLowerCase()} ${VEHICLE_TYPE_LABELS[tyre.vehicleType].toLowerCase()} tyre`;
  return `${tyreName(tyre)} ${kind}${pattern}${from}. Bulk orders from 50 pieces, shipped worldwide by container.`;
}

export interface DetailSeo {
  path: string;
  image: string;
  description: string;
  jsonLd: Record<string, unknown>;
}

/** `words`: the page's language's, for the meta description (and the JSON-LD's, where the catalogue has no description). */
export function detailSeo(tyre: Tyre, publicUrl: string, words?: DescriptionWords): DetailSeo {
  const path = variantPath(tyre);
  const image = tyre.image || PLACEHOLDER_IMAGE;
  const description = tyreDescription(tyre, words);
  const jsonLd = productJsonLd(tyre, {
    url: absoluteUrl(publicUrl, path),
    image: absoluteUrl(publicUrl, image),
    description: tyre.description ?? description,
  });
  return { path, image, description, jsonLd };
}

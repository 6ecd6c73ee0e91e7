// What search engines and link previews read about a tyre: page title, description, image, JSON-LD.
import type { Tyre } from "~/catalogue/tyre";
import { payablePrice } from "~/catalogue/tyre";
import { SEASON_LABELS, VEHICLE_TYPE_LABELS } from "~/catalogue/seasons-and-vehicle-types";
import { formatMoney } from "~/domain/money";
import { absoluteUrl } from "~/seo/meta-tags";
import { PLACEHOLDER_IMAGE } from "~/catalogue/placeholder-image";
import { productJsonLd } from "./product-json-ld";
import { variantPath } from "./variant";

export const tyreName = (tyre: Tyre): string => `${tyre.brand} ${tyre.model} ${tyre.size.normalized}`;

export function tyreDescription(tyre: Tyre): string {
  const price = payablePrice(tyre);
  const from = price ? ` from ${formatMoney(price)} per tyre` : "";
  const kind = `${SEASON_LABELS[tyre.season].toLowerCase()} ${VEHICLE_TYPE_LABELS[tyre.vehicleType].toLowerCase()} tyre`;
  return `${tyreName(tyre)} ${kind}${tyre.vehicleType === "truck" ? ` (${tyre.pattern})` : ""}${from}. Bulk orders from 50 pieces, shipped worldwide by container.`;
}

export interface DetailSeo {
  path: string;
  image: string;
  description: string;
  jsonLd: Record<string, unknown>;
}

export function detailSeo(tyre: Tyre, publicUrl: string): DetailSeo {
  const path = variantPath(tyre);
  const image = tyre.image || PLACEHOLDER_IMAGE;
  const description = tyreDescription(tyre);
  const jsonLd = productJsonLd(tyre, {
    url: absoluteUrl(publicUrl, path),
    image: absoluteUrl(publicUrl, image),
    description: tyre.description ?? description,
  });
  return { path, image, description, jsonLd };
}

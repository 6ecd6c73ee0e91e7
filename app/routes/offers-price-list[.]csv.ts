// /summer-offers/price-list.csv?filters: the offer list's tyres as a CSV for a signed-in buyer
// (decision 134), or as an XLSX workbook with &format=xlsx (decision 290). A visitor is sent to
// login and back to the list, where the same link now downloads.
// The file's column names stay English in every language (catalogue/price-list-csv.ts): buyers map
// them into their own systems by name, and the catalogue's own export writes the same columns.
import { redirect } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { loginHref } from "~/auth/redirect-path";
import { openPriceList } from "~/offers/price-list.server";
import { listSearchOf, priceListFormatOf, seasonOfPriceListPath, type PriceListFormat } from "~/offers/price-list-link";
import type { Route } from "./+types/offers-price-list[.]csv";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { requestLanguage, sitePathOf } from "~/i18n/languages";
import { OFFERS_CATALOGUE } from "~/i18n/catalogues.server";

const CONTENT_TYPES: Record<PriceListFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const season = seasonOfPriceListPath(sitePathOf(url));
  if (!season) throw new Response("Page not found", { status: 404, headers: PRIVATE_HEADERS });
  const format = priceListFormatOf(url.searchParams);
  if (!format) {
    return new Response("A price list comes as format=csv or format=xlsx.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_HEADERS },
    });
  }
  if (!(await getSessionUser(request, context))) {
    // Back to the list rather than to the file: a download after login would leave the buyer on
    // the login form. The fragment marks the link on the list (#price-list).
    throw redirect(loginHref(`/${season}-offers${listSearchOf(url.searchParams)}#price-list`), { headers: PRIVATE_HEADERS });
  }
  const log = (error: unknown) => context.log.error({ err: error, requestId: context.requestId, url: url.pathname + url.search }, "price list failed");
  try {
    const { fileName, body } = await openPriceList(context.db, season, url.searchParams, new Date(), log, format);
    return new Response(body, {
      headers: { "Content-Type": CONTENT_TYPES[format], "Content-Disposition": `attachment; filename="${fileName}"`, ...PRIVATE_HEADERS },
    });
  } catch (error) {
    // spec §8's words for a catalogue that cannot be read, in the list's language; 503 so the buyer may try again.
    log(error);
    return new Response(OFFERS_CATALOGUE[requestLanguage(request)].loadFailed, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", ...PRIVATE_HEADERS },
    });
  }
}

// /tyres/{season}/{vehicleType}/{brand}/{model}?size=&pattern=: one tyre with its specifications,
// prices, EU label and recommendations (spec §2 detail page, §9). 'Tyre not found.' is a 404.
import { data, isRouteErrorResponse, Link } from "react-router";
import { AvailabilityNote } from "~/components/availability-note";
import { BackLink } from "~/components/back-link";
import { CompareToggle } from "~/components/compare-toggle";
import { AddToQuoteButton } from "~/components/add-to-quote-button";
import { ContactToBuyButton } from "~/components/contact-to-buy-button";
import { EuLabel } from "~/components/eu-label";
import { PriceTag } from "~/components/price-tag";
import { RecommendedCarousel } from "~/components/recommended-carousel";
import { noIndexMeta, pageLanguage, seoMeta } from "~/seo/meta-tags";
import { SizeSwitcher } from "~/components/size-switcher";
import { SpecTable } from "~/components/spec-table";
import { StarRating } from "~/components/star-rating";
import { TyreZoom } from "~/components/tyre-zoom";
import { VatNote } from "~/components/vat-note";
import type { Season, VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { payablePrice } from "~/catalogue/tyre";
import { detailSeo, tyreName } from "~/detail/detail-seo";
import { serializeJsonLd } from "~/detail/product-json-ld";
import { loadAndSpeedWords, specificationRows } from "~/detail/spec-rows";
import { describeAvailabilityOf } from "~/catalogue/availability.server";
import { loadTyreDetail } from "~/detail/tyre-detail.server";
import { listSameSizeTyres, type SameSizeTyres } from "~/sizes/same-size.server";
import { sizePagePath } from "~/catalogue/tyre-path";
import type { Route } from "./+types/tyre-detail";
import { pack, unpack } from "~/http/packed-loader-data";
import { BACK_BUTTON, OUTLINE_BUTTON } from "~/styles/buttons";
import { displayRateFor } from "~/currency/display-currency.server";
import { shopDate } from "~/domain/seller-quote";
import { withShownPrices } from "~/domain/shown-money";
import { EU_LABEL_DESCRIPTION_WORDS, messagesFor } from "~/i18n/catalogues.server";
import { fillMessage } from "~/i18n/fill-message";
import { LOCALES, requestLanguage, textDirection, type Language } from "~/i18n/languages";
import { omitMessages } from "~/i18n/pick-messages";
import { leftToRightIn } from "~/i18n/left-to-right";
import { IsolatedText } from "~/components/isolated-text";
import { PageMessages } from "~/i18n/page-messages";
import type { DetailMessages } from "~/i18n/messages/detail.en";
import { isPatternWord, patternInWords } from "~/catalogue/seasons-and-vehicle-types";

/** The page's words for a season and a vehicle type. */
const SEASON_KEYS = { summer: "seasonSummer", winter: "seasonWinter", allseason: "seasonAllseason" } as const;
const seasonWord = (words: DetailMessages, season: Season) => words[SEASON_KEYS[season]];
const VEHICLE_KEYS = { car: "vehicleCar", motorcycle: "vehicleMotorcycle", truck: "vehicleTruck", offRoad: "vehicleOffRoad" } as const;
const vehicleWord = (words: DetailMessages, vehicleType: VehicleType) => words[VEHICLE_KEYS[vehicleType]];

/** What the not-found page says, sent with the 404 itself: an error boundary has no loader data. */
interface NotFoundData {
  message: string;
  sameSize: SameSizeTyres | null;
  words: Pick<DetailMessages, "notFound" | "notFoundTitle" | "otherSizeTyres" | "allSizeTyres" | "back">;
  locale: string;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const { detail: words } = messagesFor(language, ["detail"]);
  const detail = await loadTyreDetail(context.db, params, new URL(request.url).searchParams);
  if (!detail) {
    // The size asked for is known: its other tyres are the way on from a tyre that is gone.
    const sameSize = await listSameSizeTyres(context.db, new URL(request.url).searchParams.get("size"));
    const { notFound, notFoundTitle, otherSizeTyres, allSizeTyres, back } = words;
    const notFoundData: NotFoundData = {
      message: notFound,
      sameSize,
      words: { notFound, notFoundTitle, otherSizeTyres, allSizeTyres, back },
      locale: LOCALES[language],
    };
    throw data(notFoundData, { status: 404 });
  }
  // The specification rows are worked out here, so the page's script does not carry the unit conversions.
  const availability = (await describeAvailabilityOf(context.db, [detail.tyre.id], shopDate(new Date()), language)).get(detail.tyre.id)!;
  // The tyre's and the recommendations' prices in the buyer's display currency (decision 285); the
  // meta description and the JSON-LD offer keep the catalogue's, as search engines read them.
  const rate = await displayRateFor(context, request);
  return pack({
    ...detail,
    tyre: withShownPrices(detail.tyre, rate),
    recommendations: rate ? detail.recommendations.map((tyre) => withShownPrices(tyre, rate)) : detail.recommendations,
    availability,
    specRows: specificationRows(detail.tyre, words),
    // Its codes and figures kept left to right inside an Arabic sentence (decision 311).
    loadSpeed: loadAndSpeedWords(detail.tyre, words, (text) => leftToRightIn(textDirection(language) === "rtl", text)),
    seo: detailSeo(
      detail.tyre,
      context.config.publicUrl,
      language === "en"
        ? undefined
        : { messages: words, season: seasonWord(words, detail.tyre.season), vehicle: vehicleWord(words, detail.tyre.vehicleType), locale: LOCALES[language] },
    ),
    name: tyreName(detail.tyre),
    publicUrl: context.config.publicUrl,
    messages: detailMessages(language),
  });
}

/** The areas the page draws; in English without the EU label's text alternative, which its script has (decision 328). */
function detailMessages(language: Language) {
  const messages = messagesFor(language, ["detail", "listing", "inquiryButtons"]);
  return language === "en" ? { ...messages, listing: omitMessages<"listing">(messages.listing, EU_LABEL_DESCRIPTION_WORDS) } : messages;
}

export function meta({ loaderData, matches, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) {
    const words = isRouteErrorResponse(error) ? (error.data as Partial<NotFoundData> | null)?.words : undefined;
    return noIndexMeta(words?.notFoundTitle ?? "Tyre not found", words?.notFound ?? "Tyre not found.");
  }
  const { seo, publicUrl, name } = unpack(loaderData);
  return seoMeta({
    language: pageLanguage(matches),
    title: name,
    description: seo.description,
    path: seo.path,
    publicUrl,
    image: seo.image,
    type: "product",
  });
}

export default function TyreDetail({ loaderData }: Route.ComponentProps) {
  const { tyre, variants, recommendations, seo, specRows, availability, loadSpeed, name, messages } = unpack(loaderData);
  const words = messages.detail;
  const pattern = patternInWords(tyre.pattern, words);
  // A fact's value that is a code (the size, a pattern's name, a product code) is never translated.
  const facts: Array<[string, string, boolean]> = [
    [words.factSize, tyre.size.normalized, true],
    [words.factPattern, pattern, !isPatternWord(tyre.pattern)],
    [words.factSeason, seasonWord(words, tyre.season), false],
    [words.factVehicle, vehicleWord(words, tyre.vehicleType), false],
    ...(tyre.productCode ? [[words.factProductCode, tyre.productCode, true] as [string, string, boolean]] : []),
    ...(tyre.ean ? [[words.factEan, tyre.ean, true] as [string, string, boolean]] : []),
  ];
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.jsonLd) }} />
        <BackLink label={words.back} className={BACK_BUTTON} />
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start">
          <TyreZoom src={tyre.image} alt={fillMessage(words.imageAlt, { name: `${tyre.brand} ${tyre.model}` })} />
          <div className="space-y-5">
            <div translate="no">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{tyre.brand}</p>
              <h1 className="text-3xl font-extrabold text-gray-900">
                {tyre.model}
                <span className="mt-1 block text-xl font-semibold text-gray-700">
                  <bdi>{tyre.size.normalized}</bdi>
                </span>
              </h1>
            </div>
            <StarRating rating={tyre.rating} reviewCount={tyre.reviewCount} />
            <div>
              <PriceTag price={tyre.price} offerPrice={tyre.offerPrice} size="lg" suffix={words.perTyre} />
              <VatNote className="mt-1" />
            </div>
            <AvailabilityNote text={availability} />
            {loadSpeed && (
              <p className="rounded-lg bg-gray-50 px-4 py-3 text-gray-800" data-load-speed>
                <span className="font-semibold">{words.loadAndSpeed}</span>
                <IsolatedText text={loadSpeed} />
              </p>
            )}
            <SizeSwitcher variants={variants} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {facts.map(([term, value, code]) => (
                <div key={term}>
                  <dt className="text-gray-600">{term}</dt>
                  <dd className="font-medium break-words text-gray-900" translate={code ? "no" : undefined}>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            {/* Wraps only for a sent inquiry's reference, which takes a line of its own under the two actions. */}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to={`/buy-now?tyre=${tyre.id}`} className={OUTLINE_BUTTON}>
                {words.getPurchaseDetails} <span aria-hidden="true">&gt;&gt;</span>
              </Link>
              <ContactToBuyButton tyre={{ id: tyre.id, brand: tyre.brand, model: tyre.model, size: tyre.size.normalized }} />
            </div>
            {/* Beside the spec's two actions, on a row of its own so neither wraps. */}
            {payablePrice(tyre) && <AddToQuoteButton tyreId={tyre.id} className="sm:max-w-xs" />}
            <CompareToggle tyre={tyre} />
            <EuLabel euLabel={tyre.euLabel} />
          </div>
        </div>
        {/* The catalogue's own description, written in English. */}
        {tyre.description && (
          <p className="mt-8 max-w-3xl text-gray-700" lang="en" dir="ltr">
            {tyre.description}
          </p>
        )}
        <section aria-labelledby="specifications-heading" className="mt-10">
          <h2 id="specifications-heading" className="mb-4 text-2xl font-bold text-gray-900">
            {words.specifications}
          </h2>
          <SpecTable rows={specRows} caption={fillMessage(words.specificationsOf, { name })} />
        </section>
        <div className="mt-12">
          <RecommendedCarousel key={tyre.id} tyres={recommendations} />
        </div>
      </div>
    </PageMessages>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const found =
    isRouteErrorResponse(error) && error.status === 404 && typeof error.data === "object" && error.data !== null ? (error.data as Partial<NotFoundData>) : null;
  const sameSize = found?.sameSize ?? null;
  // A 404 carries its words; any other error is the shop's own (the root's error page words it).
  const words = found?.words;
  const locale = found?.locale ?? "en-GB";
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{words ? words.notFound : "Oops! Something went wrong."}</h1>
      {!words && <p className="text-gray-700">Unknown error occurred</p>}
      {words && sameSize && sameSize.tyres.length > 0 && (
        <section aria-labelledby="same-size-heading" className="w-full text-start" data-same-size={sameSize.size.normalized}>
          <h2 id="same-size-heading" className="text-lg font-bold text-gray-900">
            {fillMessage(words.otherSizeTyres, { size: sameSize.size.normalized })}
          </h2>
          <ul className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200">
            {sameSize.tyres.map((tyre) => (
              <li key={tyre.id} translate="no">
                <Link to={tyre.path} className="block px-4 py-2.5 font-medium text-brand-700 underline hover:bg-gray-50">
                  {tyre.name}
                </Link>
              </li>
            ))}
          </ul>
          {sameSize.size.tyreCount > sameSize.tyres.length && (
            <Link to={sizePagePath(sameSize.size.slug)} className="mt-3 inline-block font-semibold text-brand-700 underline">
              {fillMessage(words.allSizeTyres, { count: sameSize.size.tyreCount.toLocaleString(locale), size: sameSize.size.normalized })}
            </Link>
          )}
        </section>
      )}
      <BackLink label={words?.back ?? "Back"} className={BACK_BUTTON} />
    </div>
  );
}

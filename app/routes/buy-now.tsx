// /buy-now?tyre=ID&quantity=N: purchase details with the bulk price calculator (spec §2 buy-now, §9).
import { data, useSearchParams } from "react-router";
import { describeAvailabilityOf } from "~/catalogue/availability.server";
import { getTyre } from "~/catalogue/repository.server";
import { payablePrice, type Tyre } from "~/catalogue/tyre";
import { parseTyreId } from "~/catalogue/tyre-id";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { quantityFromSearchParams } from "~/buy-now/quantity-input";
import { pagePricing, priceBuyNow } from "~/buy-now/buy-now-pricing.server";
import { keptCapacityOverrides, keptFreightTable } from "~/quote-basket/kept-pricing-tables.server";
import { pageShippingChoice } from "~/freight/page-shipping-choice.server";
import { containerRateTexts } from "~/buy-now/container-rate-texts";
import { shopDate } from "~/domain/seller-quote";
import { withShownPrices } from "~/domain/shown-money";
import { displayRateFor } from "~/currency/display-currency.server";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import { BackLink } from "~/components/back-link";
import { ContactToBuyButton } from "~/components/contact-to-buy-button";
import { PurchaseTerms } from "~/components/purchase-terms";
import { loadShippingTermsChooser, ShippingTermsPanel } from "~/components/shipping-terms-panel";
import { QuantityCalculator } from "~/components/quantity-calculator";
import { TyreSummary } from "~/components/tyre-summary";
import type { Route } from "./+types/buy-now";
import { BACK_BUTTON } from "~/styles/buttons";
import { dealWording, type DealWording } from "~/buy-now/deal-wording.server";
import { EU_LABEL_DESCRIPTION_WORDS, messagesFor, type MessageAreas } from "~/i18n/catalogues.server";
import { fillMessage } from "~/i18n/fill-message";
import { requestLanguage, type Language } from "~/i18n/languages";
import { omitMessages, pickMessages } from "~/i18n/pick-messages";
import { PageMessages } from "~/i18n/page-messages";
import type { BuyNowMessages } from "~/i18n/messages/buy-now.en";

/** The areas the page and the components it draws read, the inquiry dialog's included. */
const AREAS = ["buyNow", "deal", "inquiryButtons", "listing"] as const;

/**
 * The list pages' words this page's components read: the price tag, the rating, the EU label's title, the
 * delivery line, the VAT note, 'Add to quote' and the tyre card's facts. Not the filters', sorting's and pages' (about 1 KiB
 * of the document in English).
 */
const BUY_NOW_LISTING_WORDS = [
  "offerPrice",
  "priceOnRequest",
  "regularPrice",
  "notRated",
  "rated",
  "reviewsOne",
  "reviewsOther",
  "euLabel",
  "deliveryEstimate",
  "vatNote",
  "addToQuote",
  "addToQuoteNamed",
  // The tyre card's facts.
  "size",
  "pattern",
  "loadSpeed",
  "productCode",
  "perTyre",
  "patternStandard",
  "patternSteer",
  "patternDrive",
  "patternTrailer",
] as const;

/** The page's own words the loader writes itself: the meta description's two forms. */
const SERVER_WORDED_BUY_NOW = ["description", "descriptionFrom"] as const;

function buyNowMessages(language: Language): Pick<MessageAreas, (typeof AREAS)[number]> {
  const messages = messagesFor(language, AREAS);
  // The EU label's script has its text alternative's English words (decision 328).
  const listingWords = language === "en" ? BUY_NOW_LISTING_WORDS : [...BUY_NOW_LISTING_WORDS, ...EU_LABEL_DESCRIPTION_WORDS];
  return { ...messages, listing: pickMessages<"listing">(messages.listing, listingWords) };
}

/** The messages the page's components read, for its data: not the ones the loader has written into sentences. */
function drawnMessages(messages: ReturnType<typeof buyNowMessages>): ReturnType<typeof buyNowMessages> {
  return { ...messages, buyNow: omitMessages<"buyNow">(messages.buyNow, SERVER_WORDED_BUY_NOW) };
}

/** What the page shows of the tyre (its card, heading and links), not its whole record (decision 214). */
function buyNowTyre(tyre: Tyre) {
  const { id, season, vehicleType, brand, model, euLabel, image, loadSpeed, offerPrice, pattern, price, productCode, rating, reviewCount } = tyre;
  return {
    id,
    season,
    vehicleType,
    brand,
    model,
    euLabel,
    image,
    loadSpeed,
    offerPrice,
    pattern,
    price,
    productCode,
    rating,
    reviewCount,
    size: { normalized: tyre.size.normalized },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = parseTyreId(params.get("tyre"));
  const tyre = id === null ? null : await getTyre(context.db, id);
  const language = requestLanguage(request);
  const allMessages = buyNowMessages(language);
  const messages = drawnMessages(allMessages);
  // A missing or unknown tyre is the spec's no-product page, answered as 404 so it is never indexed.
  const quantity = quantityFromSearchParams(params);
  if (!tyre) return data({ tyre: null, quantity, refused: null, pricing: null, availability: null, shipping: null, messages }, { status: 404 });
  const choice = await pageShippingChoice(request, context);
  // A bad shipping choice in the URL is the buyer's to fix: the reason, and nothing priced.
  if (!choice.ok) return data({ tyre: null, quantity, refused: choice.reason, pricing: null, availability: null, shipping: null, messages }, { status: 400 });
  const rate = await displayRateFor(context, request);
  const words = dealWording(language);
  // The freight table and container counts as kept per catalogue revision (kept-pricing-tables.server.ts).
  const [overrides, table] = await Promise.all([keptCapacityOverrides(context.db), keptFreightTable(context.db)]);
  const pricing = pagePricing(priceBuyNow(tyre, quantity, choice.choice, { overrides, table }, rate, words));
  if (choice.choice.term !== null) await loadShippingTermsChooser();
  const availability = (await describeAvailabilityOf(context.db, [tyre.id], shopDate(new Date()), language)).get(tyre.id)!;
  // In the buyer's display currency (decision 285): the card's prices and the terms' container rates,
  // the rates written as the page writes its figures (decision 317).
  const shipping = containerRateTexts(STORE_CURRENCY, rate, words.figure);
  const shown = withShownPrices(buyNowTyre(tyre), rate);
  const description = buyNowDescription(shown, allMessages.buyNow, words);
  // The card's prices as the page writes its figures (decision 317).
  const payable = payablePrice(shown);
  const prices = { price: shown.price && words.figure(shown.price), payable: payable && words.figure(payable) };
  return { tyre: shown, quantity, refused: null, pricing, availability, shipping, messages, description, prices };
}

const tyreName = (tyre: Pick<Tyre, "brand" | "model"> & { size: { normalized: string } }) => `${tyre.brand} ${tyre.model} ${tyre.size.normalized}`;

/**
 * The meta description, worded by the loader: its price in the display currency as the page's
 * language writes amounts, plain as the tyre page's description writes it (decision 317).
 */
function buyNowDescription(tyre: ReturnType<typeof buyNowTyre>, words: BuyNowMessages, dealWords: DealWording): string {
  const name = tyreName(tyre);
  const price = payablePrice(tyre);
  return price ? fillMessage(words.descriptionFrom, { name, price: dealWords.money(price) }) : fillMessage(words.description, { name });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const words = loaderData.messages.buyNow;
  if (loaderData.refused) return [{ title: `${words.refusedTitle} | Tyre Wholesale` }, { name: "robots", content: "noindex" }];
  if (!loaderData.tyre) return [{ title: `${words.noProductTitle} | Tyre Wholesale` }, { name: "robots", content: "noindex" }];
  return [
    { title: `${fillMessage(words.title, { name: tyreName(loaderData.tyre) })} | Tyre Wholesale` },
    { name: "description", content: loaderData.description },
  ];
}

export default function BuyNow({ loaderData }: Route.ComponentProps) {
  // The quantity as typed so far (the calculator writes it to the URL), for the terms form to keep.
  const [searchParams] = useSearchParams();
  const quantity = quantityFromSearchParams(searchParams);
  const { tyre, pricing, availability, messages } = loaderData;
  const words = messages.buyNow;
  if (!tyre || !pricing || !availability) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-12 text-center">
        <h1 className="text-xl font-semibold text-gray-900 sm:text-2xl" data-refused={loaderData.refused ? "" : undefined}>
          {loaderData.refused ?? words.noProduct}
        </h1>
        <BackLink label={words.goBack} className={BACK_BUTTON} />
      </div>
    );
  }
  const inquiryTyre = { id: tyre.id, brand: tyre.brand, model: tyre.model, size: tyre.size.normalized };
  const chooserHidden = [
    ["tyre", String(tyre.id)],
    ["quantity", String(quantity)],
  ] as const;
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
        {/* Opened directly (a shared link), there is no page to go back to: the tyre is the way back. */}
        <BackLink label={words.goBack} fallback={tyreDetailPath({ ...tyre, size: tyre.size.normalized })} className={BACK_BUTTON} />
        <h1 className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl">
          {words.heading}
          <span className="mt-1 block text-base font-medium text-gray-600 sm:text-lg" translate="no">
            {tyre.brand} {tyre.model} {tyre.size.normalized}
          </span>
        </h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
          <TyreSummary tyre={tyre} availability={availability} prices={loaderData.prices} />
          {/* On a phone the calculator comes first: under the product card it sat about 1,000 px down. */}
          <section aria-labelledby="bulk-price-heading" className="order-first rounded-xl lg:order-none border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="bulk-price-heading" className="mb-4 text-xl font-bold text-gray-900">
              {words.bulkPrice}
            </h2>
            {pricing.deal ? (
              <QuantityCalculator key={tyre.id} tyre={inquiryTyre} deal={pricing.deal} pricing={pricing} />
            ) : (
              <div className="space-y-4">
                <p className="text-2xl font-semibold text-gray-800">{words.priceOnRequest}</p>
                <p className="text-gray-700">{fillMessage(words.askForQuote, { quantity: loaderData.quantity })}</p>
                <ContactToBuyButton tyre={inquiryTyre} quantity={loaderData.quantity} shipping={pricing} className="w-full" />
              </div>
            )}
            <div className="mt-6 border-t border-gray-200 pt-4">
              <ShippingTermsPanel action="/buy-now" hidden={chooserHidden} fields={pricing.fields} />
            </div>
          </section>
          <section aria-labelledby="terms-heading" className="lg:col-span-2">
            <h2 id="terms-heading" className="mb-3 text-xl font-bold text-gray-900">
              {words.termsHeading}
            </h2>
            <PurchaseTerms shipping={loaderData.shipping} availability={availability} />
          </section>
        </div>
      </div>
    </PageMessages>
  );
}

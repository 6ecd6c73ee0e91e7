// /quote: the quote basket. Several tyre sizes in one load, planned into containers
// and priced by the whole load. Add, change, remove and 'Request quote' are plain form posts, so
// they work without JavaScript. Personal: never kept by the render cache (its path is not a public one).
import { Suspense } from "react";
import { data, Link, redirect } from "react-router";
import { readForm } from "~/forms/read-form.server";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure, type FailureKind } from "~/forms/form-result";
import { checkForm, formValues } from "~/forms/check-form";
import { loadShippingTermsChooser } from "~/components/shipping-terms-panel";
import { choiceFields, choiceQuery } from "~/freight/choice-fields";
import { pageShippingChoice } from "~/freight/page-shipping-choice.server";
import { readShippingChoice } from "~/freight/shipping-choice";
import { quoteHints } from "~/quote-basket/quote-hints.server";
import { quoteWords } from "~/quote-basket/quote-words";
import { containerRateTexts } from "~/buy-now/container-rate-texts";
import { dealWording } from "~/buy-now/deal-wording.server";
import { loadQuoteRequestBuyerForm } from "~/components/quote-request-form";
import { isQuoteRequestResult, QuoteRequestSent } from "~/components/quote-request-sent";
import { preloadableLazy } from "~/browser/preloadable-lazy";
import { loadQuoteRequestState, requestQuote } from "~/inquiries/quote-request.server";
import { MINIMUM_ORDER_QUANTITY } from "~/domain/pricing";
import { messagesFor, type MessageAreas } from "~/i18n/catalogues.server";
import { omitMessages, pickMessages } from "~/i18n/pick-messages";
import { requestLanguage, textDirection } from "~/i18n/languages";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { SITE_NAME } from "~/seo/meta-tags";
import { basketWording } from "~/quote-basket/basket-wording.server";
import { leftToRight, say, sayPieces } from "~/quote-basket/basket-wording";
import { sayBasketFailure, sayBasketReason } from "~/quote-basket/basket-reasons";
import { planTexts } from "~/quote-basket/plan-text";
import { addToBasket, removeFromBasket, setBasketQuantity, swapInBasket } from "~/quote-basket/basket-lines";
import { BASKET_FORM_FIELDS, basketChangeSchema } from "~/quote-basket/basket-form";
import { changeRequestBasket, readBasket } from "~/quote-basket/basket.server";
import { checkAddable, loadQuote } from "~/quote-basket/quote.server";
import { KEPT_TABLES } from "~/quote-basket/kept-pricing-tables.server";
import type { Route } from "./+types/quote";
import { PRIVATE_CACHE_CONTROL, PRIVATE_HEADERS } from "~/http/private-response";
import { displayRateFor } from "~/currency/display-currency.server";
import { convertedDeal, convertedMoney } from "~/domain/shown-money";
import { Alert } from "~/components/alert";

/**
 * The words an empty basket's page draws: its title and heading, the empty note, and the notes
 * of a request just sent or an inquiry put back. The other 80-odd (the lines', the plan's, the
 * request form's) were 2 KiB of its document compressed, for a page that shows none of them.
 */
const EMPTY_BASKET_WORDS = [
  "title",
  "heading",
  "lead",
  "backAgain",
  "leftOut",
  "empty",
  "emptyBefore",
  "emptyLink",
  "emptyAfter",
  "sent",
  "sentText",
  "sentLink",
] as const;

/**
 * The basket's words this loader writes into sentences itself: the planner's, the readiness notes,
 * the tier notes and the refusals (basket-wording.ts, plan-text.ts). The page's components read
 * none of them; sent too, they were half of the page's data (about 2 KiB a page).
 */
const SERVER_WORDED_BASKET = [
  "perTyre",
  "belowMinimum",
  "fillUp",
  "pcs",
  "nothingToShip",
  "fillsPart",
  "fillsMore",
  "byWeight",
  "summary",
  "summaryRoom",
  "containerBar",
  "percentFull",
  "fillSuggestion",
  "fillLast",
  "unknownSizes",
  "unknownSize",
  "tierTrial",
  "tier20ft",
  "tier40ft",
  "readyNow",
  "readyBy",
  "allInStock",
  "inStock",
  "incoming",
  "madeToOrder",
  "readyPartsBy",
  "noneToHave",
  "atMost",
  "warnNone",
  "warnAtMost",
  "swapText",
  "aTyre",
  "container20ft",
  "container40ft",
  "noLongerOffered",
  "noPriceToday",
  "otherCurrency",
  "notInCatalogue",
  "namedNoPrice",
  "namedOtherCurrency",
  "quantityRange",
  "basketFull",
  "notInQuote",
  "chooseTyre",
  "chooseSwap",
  "chooseIntent",
] as const;

/** Of the list pages' words, the two this page draws: the VAT note and 'Add to quote' (the fill-up button). */
const QUOTE_LISTING_WORDS = ["vatNote", "addToQuote"] as const;

function quotePageMessages<Messages extends Pick<MessageAreas, "basket" | "listing">>(messages: Messages): Messages {
  return {
    ...messages,
    basket: omitMessages<"basket">(messages.basket, SERVER_WORDED_BASKET),
    listing: pickMessages<"listing">(messages.listing, QUOTE_LISTING_WORDS),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const wording = basketWording(language);
  const dealWords = dealWording(language);
  const basket = await readBasket(request, context);
  const choice = await pageShippingChoice(request, context);
  // A bad shipping choice in the URL: the reason, and the basket left as it is.
  if (!choice.ok) throw data(choice.reason, { status: 400, headers: { ...basket.headers, ...PRIVATE_HEADERS } });
  const [quote, requestState, rate] = await Promise.all([
    // The freight table and container counts as kept per catalogue revision: no three queries a page.
    loadQuote(context.db, basket.entries, choice.choice, wording, KEPT_TABLES),
    loadQuoteRequestState(context, basket.user, new URL(request.url), KEPT_TABLES.freight),
    displayRateFor(context, request),
  ]);
  const hints = quoteHints(quote.deal, quote.overrides);
  const { freight: _freight, overrides: _overrides, ...page } = quote;
  const terms = { fields: choiceFields(choice.choice) };
  if (choice.choice.term !== null) await loadShippingTermsChooser();
  if (requestState.form) await loadQuoteRequestBuyerForm();
  if (quote.lines.length > 0 || quote.setAside.length > 0) await quoteLoad.preload();
  // A visitor's basket is as personal as a buyer's: no browser or proxy keeps it (decision 090).
  // The container rates written as the page writes its figures (decision 317).
  const shipping = containerRateTexts(quote.deal?.currency ?? "EUR", rate, dealWords.figure);
  // Every amount in the buyer's display currency (decision 298): the lines add up to the total there too.
  const shown = {
    ...page,
    deal: page.deal && convertedDeal(page.deal, rate),
    lines: page.lines.map((line) => ({ ...line, offerPrice: convertedMoney(line.offerPrice, rate) })),
  };
  // The planner's sentences and every count in the page's language, worded here (decision 294).
  const deal = quote.deal;
  const room = deal?.plan.room[0];
  const texts = {
    plan: deal && planTexts(deal.plan, wording),
    pieces: deal ? sayPieces(wording, deal.pieces) : "",
    belowMinimum: deal?.belowMinimum
      ? say(wording, "belowMinimum", { minimum: MINIMUM_ORDER_QUANTITY, more: sayPieces(wording, MINIMUM_ORDER_QUANTITY - deal.pieces) })
      : null,
    fillUp:
      room && room.pieces > 0 && quote.lines[0]
        ? say(wording, "fillUp", { pieces: sayPieces(wording, room.pieces), size: leftToRight(wording, quote.lines[0].size) })
        : null,
    setAside: quote.setAside.map((line) => sayPieces(wording, line.quantity)),
  };
  // An empty basket shows its own words only; a visitor gets the request button, not the buyer's
  // form: the inquiry's buttons' words only (decision 313).
  const messages =
    quote.lines.length === 0 && quote.setAside.length === 0
      ? { basket: pickMessages<"basket">(messagesFor(language, ["basket"]).basket, EMPTY_BASKET_WORDS) }
      : quotePageMessages(
          requestState.form
            ? messagesFor(language, ["basket", "listing", "deal", "inquiry"])
            : messagesFor(language, ["basket", "listing", "deal", "inquiryButtons"]),
        );
  return data(
    {
      ...shown,
      ...requestState,
      hints,
      words: quoteWords(quote, hints, rate, dealWords, wording),
      terms,
      shipping,
      texts,
      messages,
      rtl: textDirection(language) === "rtl",
    },
    { headers: { ...basket.headers, ...PRIVATE_HEADERS } },
  );
}

/** Where a change of the basket lands: /quote with the shipping choice it was made under. */
function quotePath(request: Request): string {
  const read = readShippingChoice(new URL(request.url).searchParams);
  const query = read.ok ? new URLSearchParams(choiceQuery(choiceFields(read.choice))).toString() : "";
  return query ? `/quote?${query}` : "/quote";
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PRIVATE_CACHE_CONTROL, ...(retryAfter && { "Retry-After": retryAfter }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "request") return requestQuote(request, context, form);
  const wording = basketWording(requestLanguage(request));
  const checked = checkForm(basketChangeSchema, formValues(form, BASKET_FORM_FIELDS));
  if (!checked.ok) return failureResponse(sayBasketFailure(checked, wording));
  const change = checked.data;
  let kind: FailureKind = "invalid";
  const changed = await changeRequestBasket(request, context, async (entries) => {
    if (change.intent === "remove") return { ok: true, entries: removeFromBasket(entries, change.tyre) };
    if (change.intent === "set") return setBasketQuantity(entries, change.tyre, change.quantity);
    if (change.intent === "swap") {
      // The tyre swapped in must be one the quote may hold, as an added one must.
      const swappable = await checkAddable(
        context.db,
        entries.filter((e) => e.tyreId !== change.tyre),
        change.to,
        wording,
      );
      if (swappable.ok) return swapInBasket(entries, change.tyre, change.to);
      kind = swappable.status === 404 ? "not-found" : "rejected";
      return { ok: false, reason: swappable.reason };
    }
    const addable = await checkAddable(context.db, entries, change.tyre, wording);
    if (addable.ok) return addToBasket(entries, change.tyre, change.quantity);
    kind = addable.status === 404 ? "not-found" : "rejected";
    return { ok: false, reason: addable.reason };
  });
  // The schema has read the quantity, so what the basket refuses is about the tyre.
  if (!changed.ok) {
    const reason = sayBasketReason(changed.reason, wording);
    return failureResponse(formFailure(kind, reason, { tyre: reason }), { ok: false }, changed.headers);
  }
  return redirect(quotePath(request), { status: 303, headers: changed.headers });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData ? loaderData.messages.basket.title : "Your quote";
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

/** The basket with lines in it, in a chunk an empty basket's page does not load (quote-load.tsx). */
const quoteLoad = preloadableLazy(async () => (await import("./quote-load")).QuoteLoad);
const QuoteLoad = quoteLoad.Component;

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, setAside, sent, again, messages, rtl } = loaderData;
  const basket = messages.basket;
  // Names read left to right inside an Arabic sentence.
  const named = (name: string) => (rtl ? `\u2066${name}\u2069` : name);
  const requestResult = isQuoteRequestResult(actionData) ? actionData : null;
  const error = requestResult ? null : (actionData?.message ?? null);
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{basket.heading}</h1>
        <p className="mt-1 text-gray-600">{basket.lead}</p>
        {error && <Alert>{error}</Alert>}
        {sent && <QuoteRequestSent id={sent.id} email={sent.email} />}
        {again && (
          <div role="status" className="mt-4 rounded-md border border-gray-200 bg-gray-50 px-4 py-3 text-gray-800" data-request-again={again.id}>
            <p>{fillMessage(basket.backAgain, { id: again.id })}</p>
            {again.skipped.length > 0 && (
              <p className="mt-1 font-medium">{fillMessage(basket.leftOut, { names: again.skipped.map(named).join(rtl ? "، " : ", ") })}</p>
            )}
          </div>
        )}
        {lines.length === 0 && setAside.length === 0 ? (
          !sent && (
            <div className="mt-8 rounded-xl border border-dashed border-gray-300 p-8 text-center">
              <p className="text-lg font-semibold text-gray-900">{basket.empty}</p>
              <p className="mt-2 text-gray-600">
                {basket.emptyBefore}{" "}
                <Link to="/summer-offers" className="font-semibold text-brand-700 underline">
                  {basket.emptyLink}
                </Link>
                {basket.emptyAfter}
              </p>
            </div>
          )
        ) : (
          // The plan's extra height goes to the request's row, not between the lines and the request (a blank gap beside one line).
          <Suspense fallback={null}>
            <QuoteLoad data={loaderData} requestResult={requestResult} />
          </Suspense>
        )}
      </div>
    </PageMessages>
  );
}

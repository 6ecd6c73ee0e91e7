// /quote: the quote basket. Several tyre sizes in one load, planned into containers
// and priced by the whole load. Add, change, remove and 'Request quote' are plain form posts, so
// they work without JavaScript. Personal: never kept by the render cache (its path is not a public one).
import { data, Form, Link, redirect } from "react-router";
import { readForm } from "~/forms/read-form.server";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure, type FailureKind } from "~/forms/form-result";
import { checkForm, formValues } from "~/forms/check-form";
import { AddToQuoteButton } from "~/components/add-to-quote-button";
import { QuoteRow, QuoteTotal } from "~/components/quote-row";
import { LineQuantityHint } from "~/components/line-quantity-hint";
import { BreakdownRows } from "~/components/deal-shipping-rows";
import { loadShippingTermsChooser, ShippingTermsPanel } from "~/components/shipping-terms-panel";
import { choiceFields, choiceQuery } from "~/freight/choice-fields";
import { pageShippingChoice } from "~/freight/page-shipping-choice.server";
import { readShippingChoice } from "~/freight/shipping-choice";
import { quoteHints } from "~/quote-basket/quote-hints.server";
import { quoteWords } from "~/quote-basket/quote-words";
import { PurchaseTerms } from "~/components/purchase-terms";
import { containerRateTexts } from "~/buy-now/container-rate-texts";
import { dealWording } from "~/buy-now/deal-wording.server";
import { QuotePlan } from "~/components/quote-plan";
import { LoadReadinessNote } from "~/components/load-readiness-note";
import { StockSwapForm } from "~/components/stock-swap-form";
import { VatNote } from "~/components/vat-note";
import { isQuoteRequestResult, loadQuoteRequestBuyerForm, QuoteRequestForm, QuoteRequestSent } from "~/components/quote-request-form";
import { loadQuoteRequestState, requestQuote } from "~/inquiries/quote-request.server";
import { formatMoney } from "~/domain/money";
import { MINIMUM_ORDER_QUANTITY } from "~/domain/pricing";
import { messagesFor } from "~/i18n/catalogues.server";
import { requestLanguage, textDirection } from "~/i18n/languages";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { SITE_NAME } from "~/seo/meta-tags";
import { basketWording } from "~/quote-basket/basket-wording.server";
import { leftToRight, say, sayPieces } from "~/quote-basket/basket-wording";
import { sayBasketFailure, sayBasketReason } from "~/quote-basket/basket-reasons";
import { planTexts } from "~/quote-basket/plan-text";
import { addToBasket, MAX_LINE_QUANTITY, removeFromBasket, setBasketQuantity, swapInBasket } from "~/quote-basket/basket-lines";
import { BASKET_FORM_FIELDS, basketChangeSchema } from "~/quote-basket/basket-form";
import { changeRequestBasket, readBasket } from "~/quote-basket/basket.server";
import { checkAddable, loadQuote } from "~/quote-basket/quote.server";
import { KEPT_TABLES } from "~/quote-basket/kept-pricing-tables.server";
import type { Route } from "./+types/quote";
import { PRIVATE_CACHE_CONTROL, PRIVATE_HEADERS } from "~/http/private-response";
import { displayRateFor } from "~/currency/display-currency.server";
import { convertedDeal, convertedMoney } from "~/domain/shown-money";
import { Alert } from "~/components/alert";
import { FOCUS_RING, SMALL_QUIET_BUTTON } from "~/styles/buttons";

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
      ? messagesFor(language, ["basket"])
      : requestState.form
        ? messagesFor(language, ["basket", "listing", "deal", "inquiry"])
        : messagesFor(language, ["basket", "listing", "deal", "inquiryButtons"]);
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
      moneyLocale: wording.moneyLocale,
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

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, setAside, deal: quote, sent, again, hints, words, terms, readiness, swaps, texts, messages, moneyLocale, rtl } = loaderData;
  const basket = messages.basket;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, moneyLocale);
  // Sizes and names read left to right inside an Arabic sentence or label.
  const named = (name: string) => (rtl ? `\u2066${name}\u2069` : name);
  const removeLine = hints.removeToSave ? lines[hints.removeToSave.lineIndex] : undefined;
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
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr_auto] lg:items-start">
            <section aria-labelledby="lines-heading">
              <h2 id="lines-heading" className="sr-only">
                {basket.linesHeading}
              </h2>
              <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
                {lines.map((line, i) => {
                  const quoted = quote?.lines[i];
                  return (
                    // A phone: the tyre and Remove, then the quantity and the line's total at the right edge, where
                    // every line's total lines up; a wide screen: one row, with a column for each.
                    <li
                      key={line.tyreId}
                      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto_7rem_auto]"
                      data-quote-line={line.tyreId}
                    >
                      <div className="col-start-1 row-start-1 min-w-0">
                        <Link to={line.path} translate="no" className={`font-semibold text-gray-900 hover:text-brand-700 ${FOCUS_RING}`}>
                          {line.name}
                        </Link>
                        <p className="text-sm text-gray-600">
                          <span translate="no" dir="ltr">
                            {line.size}
                          </span>{" "}
                          · {quoted ? fillMessage(basket.perTyre, { price: money(quoted.unitPrice) }) : money(line.offerPrice)}
                        </p>
                        {readiness.lines[i] && (
                          <p className="text-sm text-gray-700" data-line-readiness>
                            {readiness.lines[i]}
                          </p>
                        )}
                        {swaps[i] && <StockSwapForm tyreId={line.tyreId} name={named(`${line.name} ${line.size}`)} swap={swaps[i]} />}
                        {hints.moreCostsLess?.lineIndex === i && (
                          <LineQuantityHint
                            tyreId={line.tyreId}
                            quantity={hints.moreCostsLess.quantity}
                            text={words?.hints.moreCostsLess ?? ""}
                            label={words?.orders.moreCostsLess ?? ""}
                            hint="more-costs-less"
                          />
                        )}
                      </div>
                      <Form method="post" className="col-start-1 row-start-2 flex items-center gap-2 sm:col-start-2 sm:row-start-1">
                        <input type="hidden" name="intent" value="set" />
                        <input type="hidden" name="tyre" value={line.tyreId} />
                        <label htmlFor={`quantity-${line.tyreId}`} className="sr-only">
                          {fillMessage(basket.quantityOf, { name: named(`${line.name} ${line.size}`) })}
                        </label>
                        <input
                          id={`quantity-${line.tyreId}`}
                          name="quantity"
                          type="number"
                          min={1}
                          max={MAX_LINE_QUANTITY}
                          defaultValue={line.quantity}
                          key={line.quantity}
                          className={`w-24 rounded-md border border-gray-400 px-2 py-2 tabular-nums ${FOCUS_RING}`}
                        />
                        <button type="submit" className={SMALL_QUIET_BUTTON}>
                          {basket.update}
                        </button>
                      </Form>
                      <p
                        className="col-start-2 row-start-2 text-end font-semibold whitespace-nowrap tabular-nums text-gray-900 sm:col-start-3 sm:row-start-1"
                        data-line-total
                      >
                        {quoted ? money(quoted.lineTotal) : ""}
                      </p>
                      <Form method="post" className="col-start-2 row-start-1 justify-self-end sm:col-start-4">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="tyre" value={line.tyreId} />
                        <button
                          type="submit"
                          className={SMALL_QUIET_BUTTON}
                          aria-label={fillMessage(basket.removeNamed, { name: named(`${line.name} ${line.size}`) })}
                        >
                          {basket.remove}
                        </button>
                      </Form>
                    </li>
                  );
                })}
                {setAside.map((line, i) => (
                  <li key={line.tyreId} className="flex flex-col gap-2 bg-gray-50 p-4 sm:flex-row sm:items-center" data-set-aside={line.tyreId}>
                    <div className="flex-1">
                      <p className="font-semibold text-gray-700">
                        <span translate="no">{line.name}</span> · {texts.setAside[i]}
                      </p>
                      <p className="text-sm text-gray-600">{line.reason}</p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="tyre" value={line.tyreId} />
                      <button type="submit" className={SMALL_QUIET_BUTTON} aria-label={fillMessage(basket.removeNamed, { name: named(line.name) })}>
                        {basket.remove}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </section>
            {/* On a phone the plan and price come before the request; beside the lines and the request on a wide screen. */}
            {quote && (
              <section aria-labelledby="plan-heading" className="space-y-5 rounded-xl lg:row-span-2 border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
                <h2 id="plan-heading" className="text-xl font-bold text-gray-900">
                  {basket.planHeading}
                </h2>
                {texts.plan && <QuotePlan texts={texts.plan} />}
                <LoadReadinessNote readiness={readiness} />
                <dl className="divide-y divide-gray-200">
                  {words?.breakdown.terms && <QuoteRow {...words.breakdown.terms} />}
                  <QuoteRow name="pieces" term={basket.pieces} value={texts.pieces} />
                  <QuoteRow name="subtotal" term={basket.subtotal} note={words?.tierNote} value={money(quote.goods)} />
                  <BreakdownRows rows={words?.breakdown.shipping ?? []} />
                  <QuoteTotal total={money(quote.total)} label={basket.total} />
                </dl>
                <VatNote className="-mt-4" />
                {texts.belowMinimum && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{texts.belowMinimum}</p>}
                {texts.fillUp && quote.plan.room[0] && lines[0] && (
                  <AddToQuoteButton tyreId={lines[0].tyreId} quantity={quote.plan.room[0].pieces} label={texts.fillUp} />
                )}
                {hints.removeToSave && removeLine && (
                  <LineQuantityHint
                    tyreId={removeLine.tyreId}
                    quantity={removeLine.quantity - hints.removeToSave.pieces}
                    text={words?.hints.removeToSave ?? ""}
                    label={words?.orders.removeToSave ?? ""}
                    hint="remove-to-save"
                  />
                )}
                <div className="border-t border-gray-200 pt-4">
                  <ShippingTermsPanel action="/quote" hidden={[]} fields={terms.fields} />
                </div>
              </section>
            )}
            <QuoteRequestForm defaults={loaderData.form} result={requestResult} choice={terms.fields} />
            <section aria-labelledby="terms-heading" className="lg:col-span-2">
              <h2 id="terms-heading" className="mb-3 text-xl font-bold text-gray-900">
                {basket.termsHeading}
              </h2>
              <PurchaseTerms shipping={loaderData.shipping} />
            </section>
          </div>
        )}
      </div>
    </PageMessages>
  );
}

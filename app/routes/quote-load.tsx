// /quote's basket with lines in it (decision 322): the lines, the container plan and price, the
// request and the terms. A chunk of its own: a first visit finds the basket empty and loads none of
// it (its code and the breakdown's, the request form's and the buttons', about 4 KiB compressed).
// The loader preloads it for a basket with lines, so the server still renders the page in one pass.
import { Form, Link } from "react-router";
import { AddToQuoteButton } from "~/components/add-to-quote-button";
import { QuoteRow, QuoteTotal } from "~/components/quote-row";
import { LineQuantityHint } from "~/components/line-quantity-hint";
import { BreakdownRows } from "~/components/deal-shipping-rows";
import { ShippingTermsPanel } from "~/components/shipping-terms-panel";
import { PurchaseTerms } from "~/components/purchase-terms";
import { QuotePlan } from "~/components/quote-plan";
import { LoadReadinessNote } from "~/components/load-readiness-note";
import { StockSwapForm } from "~/components/stock-swap-form";
import { VatNote } from "~/components/vat-note";
import { IsolatedText } from "~/components/isolated-text";
import { QuoteRequestForm, type QuoteRequestResult } from "~/components/quote-request-form";
import { fillMessage } from "~/i18n/fill-message";
import { MAX_LINE_QUANTITY } from "~/quote-basket/basket-lines";
import { FOCUS_RING, SMALL_QUIET_BUTTON } from "~/styles/buttons";
import type { Route } from "./+types/quote";

export function QuoteLoad({ data, requestResult }: { data: Route.ComponentProps["loaderData"]; requestResult: QuoteRequestResult | null }) {
  const { lines, setAside, deal: quote, hints, words, terms, readiness, swaps, texts, messages, rtl } = data;
  const basket = messages.basket;
  // Sizes and names read left to right inside an Arabic sentence or label.
  const named = (name: string) => (rtl ? `\u2066${name}\u2069` : name);
  const removeLine = hints.removeToSave ? lines[hints.removeToSave.lineIndex] : undefined;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr_auto] lg:items-start">
      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading" className="sr-only">
          {basket.linesHeading}
        </h2>
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {lines.map((line, i) => {
            // Written by the loader as the page writes its figures, isolated in Arabic (decision 317).
            const figures = words?.figures.lines[i];
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
                    · <IsolatedText text={figures?.price ?? ""} />
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
                  <IsolatedText text={figures?.total ?? ""} />
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
            <QuoteRow name="subtotal" term={basket.subtotal} note={words?.tierNote} value={words?.figures.goods ?? ""} />
            <BreakdownRows rows={words?.breakdown.shipping ?? []} />
            <QuoteTotal total={words?.figures.total ?? ""} label={basket.total} />
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
      <QuoteRequestForm defaults={data.form} result={requestResult} choice={terms.fields} />
      <section aria-labelledby="terms-heading" className="lg:col-span-2">
        <h2 id="terms-heading" className="mb-3 text-xl font-bold text-gray-900">
          {basket.termsHeading}
        </h2>
        <PurchaseTerms shipping={data.shipping} />
      </section>
    </div>
  );
}

// The buy-now quantity form: a GET form the server answers without JavaScript; with it, each
// quantity typed rewrites ?quantity= and the loader prices it with the one pricing engine
// (decisions 209, 214), for the size's own container counts and the shipping terms in the URL.
import { useState, type FormEvent } from "react";
import { useNavigation, useSearchParams } from "react-router";
import type { BuyNowPagePricing, BuyNowShownDeal } from "../buy-now/buy-now-pricing";
import { quantityAdjustment, quantityFromInput, quantityFromSearchParams, QUANTITY_INPUT_MAX_LENGTH } from "../buy-now/quantity-input";
import { MINIMUM_ORDER_QUANTITY } from "../domain/pricing";
import { choiceQuery } from "../freight/choice-fields";
import { AddToQuoteButton } from "./add-to-quote-button";
import { BulkQuote } from "./bulk-quote";
import { ContactToBuyButton, type InquiryTyre } from "./contact-to-buy-button";
import { IsolatedText } from "./isolated-text";
import { VatNote } from "./vat-note";
import { FOCUS_RING, QUIET_BUTTON } from "~/styles/buttons";
import { fillMessage } from "~/i18n/fill-message";
import { LOCALES } from "~/i18n/languages";
import { usePageMessages } from "~/i18n/page-messages";
import { useLanguage } from "~/i18n/use-shell-text";

const secondaryButton = `${QUIET_BUTTON} px-4 py-2.5`;
const hintButton = `${QUIET_BUTTON} px-3 py-1.5 text-sm`;
const FORM_ID = "buy-now-quantity";

/** The quantity hint with its two container counts, each kept whole on one line. */
function QuantityHint({ message, twenty, forty }: { message: string; twenty: string; forty: string }) {
  const parts = message.split(/(\{twenty\}|\{forty\})/);
  return (
    <p id="quantity-hint" className="text-sm text-gray-600">
      {parts.map((part, i) =>
        part === "{twenty}" || part === "{forty}" ? (
          <span key={i} className="whitespace-nowrap">
            {part === "{twenty}" ? twenty : forty}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export function QuantityCalculator({ tyre, deal, pricing }: { tyre: InquiryTyre; deal: BuyNowShownDeal; pricing: BuyNowPagePricing }) {
  const words = usePageMessages("buyNow");
  const locale = LOCALES[useLanguage()];
  const [searchParams, setSearchParams] = useSearchParams();
  // A quantity on its way to the loader already counts as committed: the field shows it, and the
  // breakdown (the loader's, for the quantity before) is marked busy until its price arrives.
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === "/buy-now" ? new URLSearchParams(navigation.location.search) : null;
  const committed = quantityFromSearchParams(pending ?? searchParams);
  // What the buyer is typing; null when the field shows the committed quantity.
  const [draft, setDraft] = useState<string | null>(null);
  // What the buyer last typed, kept after the field shows the clamped number, so the note under it
  // can still say what changed; before any typing, the URL's own value (the no-JavaScript form's).
  const [typed, setTyped] = useState<string | null>(null);
  const quantity = draft === null ? committed : quantityFromInput(draft);
  const adjustment = quantityAdjustment(typed ?? searchParams.getAll("quantity").at(-1), words, locale);
  const { counts } = pricing;
  const { removeToSave, moreCostsLess } = deal;
  // The container texts come worded from the loader, so the page carries no wording code (decision 258).
  const hint = pricing.capacityWords.hint;

  // The URL stays the source of truth, replaced rather than pushed so typing leaves no history.
  const writeUrl = (next: number) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set("quantity", String(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const commit = (next: number) => {
    setDraft(null);
    writeUrl(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const preset = submitter instanceof HTMLButtonElement && submitter.name === "quantity" ? submitter.value : null;
    if (preset !== null) setTyped(preset);
    commit(preset === null ? quantity : quantityFromInput(preset));
  };

  return (
    <div className="space-y-5">
      <form id={FORM_ID} method="get" action="/buy-now" onSubmit={onSubmit} className="space-y-3">
        <input type="hidden" name="tyre" value={tyre.id} />
        {/* Without JavaScript the quantity form keeps the chosen terms in the URL it loads. */}
        {choiceQuery(pricing.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="quantity" className="block font-semibold text-gray-900">
          {words.quantityLabel}
        </label>
        <QuantityHint message={fillMessage(words.quantityHint, { minimum: MINIMUM_ORDER_QUANTITY })} twenty={hint["20ft"]} forty={hint["40ft"]} />
        <div className="flex flex-wrap gap-2">
          <input
            id="quantity"
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={QUANTITY_INPUT_MAX_LENGTH}
            aria-describedby="quantity-hint quantity-adjustment"
            value={draft ?? String(committed)}
            onChange={(event) => {
              setDraft(event.target.value);
              setTyped(event.target.value);
              writeUrl(quantityFromInput(event.target.value));
            }}
            onBlur={() => commit(quantity)}
            className={`w-32 rounded-md border border-gray-400 px-3 py-2.5 text-lg font-semibold tabular-nums ${FOCUS_RING}`}
          />
          {/* First submit button, so Enter in the field recalculates rather than pressing '20ft'. */}
          <button type="submit" className={secondaryButton}>
            {words.update}
          </button>
        </div>
        {/* Always in the page, so screen readers hear each change of the note. */}
        <p id="quantity-adjustment" aria-live="polite" className="text-sm font-medium text-amber-800 empty:hidden">
          {adjustment}
        </p>
        {moreCostsLess && (
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-green-800" data-hint="more-costs-less">
            <span>
              <IsolatedText text={moreCostsLess.text} />
            </span>
            <button type="submit" name="quantity" value={moreCostsLess.quantity} className={hintButton}>
              {moreCostsLess.order}
            </button>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-gray-600">{words.fullContainer}</span>
          <button type="submit" name="quantity" value={counts["20ft"]} className={secondaryButton}>
            20ft
          </button>
          <button type="submit" name="quantity" value={counts["40ft"]} className={secondaryButton}>
            40ft
          </button>
        </div>
      </form>
      <div aria-busy={pending !== null} className="transition-opacity aria-busy:opacity-60">
        <BulkQuote deal={deal} capacityNote={pricing.capacityWords.note} />
        <VatNote className="mt-1" />
        {removeToSave && (
          <p className="mt-3 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-hint="remove-to-save">
            <span>
              <IsolatedText text={removeToSave.text} />
            </span>
            <button type="submit" form={FORM_ID} name="quantity" value={removeToSave.quantity} className={hintButton}>
              {removeToSave.order}
            </button>
          </p>
        )}
      </div>
      <ContactToBuyButton tyre={tyre} quantity={quantity} shipping={pricing} className="w-full" />
      <AddToQuoteButton tyreId={tyre.id} quantity={quantity} label={fillMessage(words.addToQuote, { quantity })} />
    </div>
  );
}

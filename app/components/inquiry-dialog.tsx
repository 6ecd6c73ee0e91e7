// The purchase inquiry form in a modal <dialog> (spec §3, §4, §5): focus moves in and back,
// Escape closes, errors are announced. Name and e-mail come from the signed-in account, phone,
// company, address and terms from the company profile (decision 255); the price it will send
// shows above Send (decision 257).
import { useEffect, useRef, type FormEvent } from "react";
import { MINIMUM_ORDER_QUANTITY } from "../domain/pricing";
import { SHIPPING_TERMS } from "../inquiries/inquiry-options";
import { useInquiryForm, type InquiryShippingStart } from "../inquiries/use-inquiry-form";
import { portLabel } from "../domain/freight";
import { usePortOptions } from "../freight/use-port-options";
import { PLACE_MAX_LENGTH } from "../freight/shipping-choice-params";
import { InquiryField } from "./inquiry-field";
import { InquiryReference } from "./inquiry-reference";
import { ShippingTermsField } from "./shipping-terms-field";
import { FOCUS_RING } from "~/styles/buttons";
import { useInquiryStart } from "../inquiries/use-inquiry-start";
import { inquiryPriceUrl, useInquiryPrice } from "../inquiries/use-inquiry-price";
import { InquiryPrice } from "./inquiry-price";
import { KeepAsCompanyField } from "./keep-as-company-field";
import { SavedAddressPicker } from "./saved-address-picker";
import { fillMessage } from "~/i18n/fill-message";
import { INQUIRY_EN } from "~/i18n/messages/inquiry.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

export interface InquiryDialogProps {
  title: string;
  model: string;
  tyreId: number | null;
  quantity: number;
  name: string;
  email: string;
  /** The page's shipping terms and place (/buy-now's URL); FOB when none. */
  shipping?: InquiryShippingStart | undefined;
  onClose: () => void;
  /** Called with the inquiry's id once it is sent. */
  onSent?: (inquiryId: number) => void;
}

/**
 * The page's own `?currency=`, which the dialog's price follows as the page does (decision 298:
 * the URL, then the account, then the cookie); null when the URL names none.
 */
function pageCurrency(): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("currency");
}

export function InquiryDialog(props: InquiryDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("inquiry") ?? INQUIRY_EN;
  const form = useInquiryForm({ ...props, onDone: props.onClose, checkWords: words });
  const { values, errors, status, inquiryId, set, field } = form;
  const ports = usePortOptions();
  const start = useInquiryStart();
  const { fillFrom } = form;
  const savedPorts = start?.ports ?? [];
  const filled = useRef(false);
  // The company profile fills what the buyer has not typed yet, once, when it arrives (decision 255).
  useEffect(() => {
    if (!start || filled.current) return;
    filled.current = true;
    fillFrom(start);
  }, [start, fillFrom]);
  const price = useInquiryPrice(props.tyreId === null ? null : inquiryPriceUrl(props.tyreId, values, pageCurrency()));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await form.submit();
    if (invalid) document.getElementById(invalid === "shippingTerms" ? "inquiry-shippingTerms-FOB" : `inquiry-${invalid}`)?.focus();
  }

  const sending = status === "sending";
  return (
    <dialog
      ref={dialog}
      aria-labelledby="inquiry-title"
      aria-describedby="inquiry-model"
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      className="m-auto max-h-[92vh] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-gray-900/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
        <div>
          <h2 id="inquiry-title" className="text-xl font-bold">
            {props.title}
          </h2>
          <p id="inquiry-model" className="mt-0.5 text-sm text-gray-700" translate="no">
            {props.model}
          </p>
        </div>
        <button
          type="button"
          onClick={props.onClose}
          aria-label={words.close}
          className="rounded-md p-1.5 text-2xl leading-none text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3 px-5 py-4" aria-busy={sending}>
        <div className="grid gap-3 sm:grid-cols-2">
          <InquiryField {...field("name")} label={words.name} autoComplete="name" required />
          <InquiryField {...field("email")} label={words.email} type="email" autoComplete="email" required dir="ltr" />
          <InquiryField {...field("phone")} label={words.phone} type="tel" autoComplete="tel" required dir="ltr" />
          <InquiryField {...field("company")} label={words.company} optional={words.optional} autoComplete="organization" />
        </div>
        {start && <SavedAddressPicker addresses={start.addresses} onPick={form.pickAddress} />}
        <InquiryField {...field("address")} label={words.address} multiline autoComplete="street-address" required />
        <InquiryField
          {...field("quantity")}
          label={fillMessage(words.quantity, { minimum: MINIMUM_ORDER_QUANTITY })}
          type="number"
          inputMode="numeric"
          min={MINIMUM_ORDER_QUANTITY}
          step={1}
          onBlur={form.clampQuantityField}
        />
        <InquiryField {...field("message")} label={words.message} optional={words.optional} multiline />
        <ShippingTermsField
          terms={SHIPPING_TERMS}
          value={values.shippingTerms}
          onChange={(value) => set("shippingTerms", value)}
          error={errors.shippingTerms}
        />
        {(values.shippingTerms === "CIF" || values.shippingTerms === "DDP") && (
          <InquiryField
            {...field("namedPlace")}
            label={values.shippingTerms === "CIF" ? words.destinationPort : words.deliveryAddress}
            autoComplete="off"
            maxLength={PLACE_MAX_LENGTH}
            list={values.shippingTerms === "CIF" && (ports.length > 0 || savedPorts.length > 0) ? "inquiry-ports" : undefined}
            placeholder={values.shippingTerms === "CIF" ? words.placeExample : undefined}
          />
        )}
        {values.shippingTerms === "CIF" && (ports.length > 0 || savedPorts.length > 0) && (
          <datalist id="inquiry-ports">
            {/* The company's own ports first (decision 255). */}
            {savedPorts.map((port) => (
              <option key={`saved ${port}`} value={port} />
            ))}
            {ports.map((port) => (
              <option key={port.code} value={portLabel(port)} />
            ))}
          </datalist>
        )}
        {errors.country ? <p className="text-sm font-medium text-red-700">{errors.country}</p> : null}
        {props.tyreId !== null && <InquiryPrice answer={price.answer} pending={price.pending} />}
        {start === null && <KeepAsCompanyField checked={form.keepAsCompany} onChange={(event) => form.setKeepAsCompany(event.target.checked)} />}
        <div aria-live="polite" role="status" className="min-h-0 empty:hidden">
          {status === "success" ? (
            <div className="rounded-lg bg-green-50 px-3 py-2 text-green-800" data-inquiry-sent={inquiryId ?? ""}>
              <p className="font-semibold">{words.sent}</p>
              {inquiryId !== null && <InquiryReference inquiryId={inquiryId} />}
            </div>
          ) : null}
        </div>
        <div role="alert" className="empty:hidden">
          {status === "error" ? <p className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">{words.failed}</p> : null}
        </div>
        <div className="flex justify-end gap-3 pt-1">
          <button
            type="button"
            onClick={props.onClose}
            className={`rounded-md border border-gray-300 px-4 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 ${FOCUS_RING}`}
          >
            {words.cancel}
          </button>
          <button
            type="submit"
            disabled={sending}
            className={`rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 ${FOCUS_RING}`}
          >
            {sending ? words.sending : words.send}
          </button>
        </div>
      </form>
    </dialog>
  );
}

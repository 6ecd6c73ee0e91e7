// The signed-in buyer's side of 'Request quote' on /quote: the inquiry form's fields plus the place
// the shipping terms name, shown by CSS alone for the chosen term, so the form works without
// JavaScript; the server checks it (no zod in the browser) and re-renders it with field errors.
// Its own chunk, loaded only for a signed-in buyer (the loader loads it first, so the server renders
// it in one pass): a visitor's /quote carries none of its fields, the terms, the banner's list or the
// "keep these details" box (decisions 132, 255, 258).
import { useEffect, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { SHIPPING_TERMS } from "../inquiries/inquiry-options";
import type { ChoiceFields } from "../freight/choice-fields";
import type { NAMED_PLACES } from "../inquiries/named-places";
import { InquiryField } from "./inquiry-field";
import { ShippingTermsField } from "./shipping-terms-field";
import { Alert } from "./alert";
import { bannerLines } from "~/forms/banner-lines";
import { SUBMIT_BUTTON } from "~/styles/buttons";
import type { InquiryStart } from "~/domain/buyer-company";
import { KeepAsCompanyField } from "./keep-as-company-field";
import { SavedAddressPicker } from "./saved-address-picker";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";

export interface QuoteRequestDefaults {
  idempotencyKey: string;
  /**
   * inquiry-options.ts' SHIPPING_TERMS and DEFAULT_SHIPPING_TERMS, and named-places.ts' labels, from the
   * loader (see shipping-terms-field.tsx): imported, the labels merged into a chunk of form checks
   * /quote's script never runs (decision 240).
   */
  shippingTerms: typeof SHIPPING_TERMS;
  defaultShippingTerms: string;
  namedPlaces: typeof NAMED_PLACES;
  name: string;
  email: string;
  portOfLoading: string;
  /** The buyer's company profile's starting values (decision 255); null without a profile. */
  company: InquiryStart | null;
}

/** A refused request as the action answered it: the message, one error per field, what was typed. */
export interface QuoteRequestResult {
  message: string;
  fieldErrors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
}

/** The banner names every field that failed, not only the first. */
function RequestErrors({ result }: { result: QuoteRequestResult }) {
  const basket = usePageMessages("basket");
  const lines = bannerLines(result);
  if (lines.length === 1) return <Alert placement="form">{lines[0]}</Alert>;
  return (
    <Alert placement="form" as="div" data-request-errors>
      <p className="font-semibold">{fillMessage(basket.fieldsNeedALook, { count: lines.length })}</p>
      <ul className="mt-1 list-disc ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}

export function QuoteRequestBuyerForm({
  defaults,
  result,
  choice,
  heading,
}: {
  defaults: QuoteRequestDefaults;
  result: QuoteRequestResult | null;
  /** The page's shipping choice: the form starts from it (decision 210). */
  choice: ChoiceFields;
  heading: ReactNode;
}) {
  const basket = usePageMessages("basket");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "request";
  const firstInvalid = result ? Object.keys(result.fieldErrors)[0] : undefined;
  useEffect(() => {
    if (firstInvalid) document.getElementById(firstInvalid === "shippingTerms" ? "inquiry-shippingTerms-FOB" : `inquiry-${firstInvalid}`)?.focus();
  }, [result, firstInvalid]);

  const errors = result?.fieldErrors ?? {};
  const typed = (name: string, fallback = "") => result?.values[name] ?? fallback;
  const company = defaults.company;
  const terms = typed("shippingTerms", choice.terms || company?.shippingTerms || defaults.defaultShippingTerms);
  // The page's choice first (decision 210), then the company profile's port or address (decision 255).
  // DDP's country: the page's choice, else the profile's when it prefers DDP.
  const country = choice.terms === "DDP" ? choice.country : !choice.terms && company?.shippingTerms === "DDP" ? company.country : "";
  const chosenPlace = (term: string) =>
    choice.terms === term
      ? choice.place
      : term === "CIF" && company?.shippingTerms === "CIF"
        ? company.namedPlace
        : term === "DDP"
          ? (company?.address ?? "")
          : "";
  return (
    <section aria-labelledby="request-heading" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" data-quote-request="buyer">
      {heading}
      {result && <RequestErrors result={result} />}
      {/* Each render has its own key, so a double submit makes one inquiry (decision 050). */}
      <Form method="post" noValidate className="mt-4 space-y-3" aria-busy={sending} key={defaults.idempotencyKey}>
        <input type="hidden" name="intent" value="request" />
        <input type="hidden" name="idempotencyKey" value={defaults.idempotencyKey} />
        {country && <input type="hidden" name="country" value={typed("country", country)} />}
        <div className="grid gap-3 sm:grid-cols-2">
          <InquiryField name="name" label={basket.name} autoComplete="name" defaultValue={typed("name", defaults.name)} error={errors.name} required />
          <InquiryField
            name="email"
            label={basket.email}
            type="email"
            autoComplete="email"
            defaultValue={typed("email", defaults.email)}
            error={errors.email}
            required
          />
          <InquiryField
            name="phone"
            label={basket.phone}
            type="tel"
            autoComplete="tel"
            defaultValue={typed("phone", company?.phone)}
            error={errors.phone}
            required
          />
          <InquiryField
            name="company"
            label={basket.company}
            optional
            autoComplete="organization"
            defaultValue={typed("company", company?.company)}
            error={errors.company}
          />
        </div>
        {company && <SavedAddressPicker addresses={company.addresses} onPick={fillSavedAddress} />}
        <InquiryField
          name="address"
          label={basket.address}
          multiline
          autoComplete="street-address"
          defaultValue={typed("address", company?.address)}
          error={errors.address}
          required
        />
        {/* The named place follows the checked term by CSS (:has), with or without JavaScript. */}
        <div className="group space-y-3">
          <ShippingTermsField terms={defaults.shippingTerms} defaultValue={terms} error={errors.shippingTerms} />
          <p
            className="hidden rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800 group-has-[#inquiry-shippingTerms-FOB:checked]:block"
            data-named-place="FOB"
          >
            {defaults.namedPlaces.FOB.label}: <strong>{defaults.portOfLoading}</strong>
          </p>
          <div className="hidden group-has-[#inquiry-shippingTerms-CIF:checked]:block">
            <InquiryField
              name="destinationPort"
              label={defaults.namedPlaces.CIF.label}
              autoComplete="off"
              placeholder={basket.portExample}
              list={company?.ports.length ? "quote-saved-ports" : undefined}
              defaultValue={typed("destinationPort", chosenPlace("CIF"))}
              error={errors.destinationPort}
            />
            {company?.ports.length ? (
              <datalist id="quote-saved-ports">
                {company.ports.map((port) => (
                  <option key={port} value={port} />
                ))}
              </datalist>
            ) : null}
          </div>
          <div className="hidden group-has-[#inquiry-shippingTerms-DDP:checked]:block">
            <InquiryField
              name="deliveryAddress"
              label={defaults.namedPlaces.DDP.label}
              multiline
              autoComplete="shipping street-address"
              defaultValue={typed("deliveryAddress", chosenPlace("DDP"))}
              error={errors.deliveryAddress}
            />
          </div>
        </div>
        <InquiryField name="message" label={basket.message} optional multiline defaultValue={typed("message")} error={errors.message} />
        {!company && <KeepAsCompanyField defaultChecked={typed("keepAsCompany") === "on"} />}
        <div className="pt-1">
          <button type="submit" disabled={sending} className={SUBMIT_BUTTON}>
            {sending ? basket.sending : basket.requestButton}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * A saved address picked (decision 255): the address, and DDP's delivery address as the profile's
 * first fills it, take it. The fields stay uncontrolled, so the form still posts without JavaScript.
 */
function fillSavedAddress(address: string) {
  document.querySelectorAll<HTMLTextAreaElement>("#inquiry-address,#inquiry-deliveryAddress").forEach((field) => (field.value = address));
}

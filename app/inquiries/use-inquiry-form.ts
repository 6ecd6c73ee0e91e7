// The inquiry form's state machine (spec §4): idle → sending → success (reset, close after 2 s)
// or error. Checks the form's schema before sending; one idempotency key per opening, kept after a
// failure, so sending again after a lost answer is the same inquiry with the same reference.
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { clampQuantity } from "../domain/pricing";
import { DEFAULT_SHIPPING_TERMS, INQUIRY_TYPE } from "./inquiry-options";
import type { FieldErrors } from "../forms/form-result";
import { parseInquiry, type InquiryCheckWords } from "./inquiry-schema";
import { oneLine, type InquiryStart } from "../domain/buyer-company";

/** spec §4: the form closes 2 seconds after a successful send. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

export type InquiryStatus = "idle" | "sending" | "success" | "error";
export type InquiryValues = Record<
  "name" | "email" | "phone" | "company" | "address" | "quantity" | "message" | "shippingTerms" | "namedPlace" | "country",
  string
>;

/** The shipping terms and place the dialog opens with: the page's choice (/buy-now's URL), else FOB. */
export interface InquiryShippingStart {
  terms: string;
  place: string;
  country: string;
}

export interface InquiryFormSetup {
  name: string;
  email: string;
  quantity: number;
  model: string;
  tyreId: number | null;
  shipping?: InquiryShippingStart | undefined;
  onDone: () => void;
  /** Called with the stored inquiry's id (its reference) once it is sent. */
  onSent?: (inquiryId: number) => void;
  /** The checks' messages in the page's language; English unless told. */
  checkWords?: InquiryCheckWords | undefined;
}

export function initialInquiryValues(setup: Pick<InquiryFormSetup, "name" | "email" | "quantity" | "shipping">): InquiryValues {
  const shipping = setup.shipping?.terms ? setup.shipping : null;
  return {
    name: setup.name,
    email: setup.email,
    phone: "",
    company: "",
    address: "",
    quantity: String(clampQuantity(setup.quantity)),
    message: "",
    shippingTerms: shipping?.terms ?? DEFAULT_SHIPPING_TERMS,
    namedPlace: shipping?.place ?? "",
    country: shipping?.country ?? "",
  };
}

/**
 * The JSON body's named place (decision 207's field names): CIF's destination port or DDP's
 * delivery address as typed, and DDP's country when known; nothing for FOB, whose place is ours.
 */
export function namedPlaceFields(values: Pick<InquiryValues, "shippingTerms" | "namedPlace" | "country">): { namedPlace?: string; country?: string } {
  if (values.shippingTerms !== "CIF" && values.shippingTerms !== "DDP") return {};
  const namedPlace = values.namedPlace.trim();
  const country = values.shippingTerms === "DDP" ? values.country.trim().toUpperCase() : "";
  return { ...(namedPlace && { namedPlace }), ...(country && { country }) };
}

/**
 * The values with the company profile's filled in where the buyer has typed nothing (decision 255);
 * the terms and place only when the page chose none (/buy-now's URL wins, decision 210).
 */
export function valuesFromStart(values: InquiryValues, start: InquiryStart, pageChoseTerms: boolean): InquiryValues {
  const blank = (field: keyof InquiryValues, value: string) => (values[field].trim() === "" ? value : values[field]);
  const next = { ...values, phone: blank("phone", start.phone), company: blank("company", start.company), address: blank("address", start.address) };
  if (pageChoseTerms) return next;
  return { ...next, shippingTerms: start.shippingTerms, namedPlace: blank("namedPlace", start.namedPlace), country: blank("country", start.country) };
}

/**
 * The form's address and DDP place once the buyer picked one of the saved addresses: the address
 * is theirs, and under DDP it is also where the goods go (on one line), as the profile's first is.
 */
export function withSavedAddress<T extends { address: string; shippingTerms: string; namedPlace: string }>(values: T, address: string): T {
  return { ...values, address, namedPlace: values.shippingTerms === "DDP" ? oneLine(address) : values.namedPlace };
}

/** A 400 answer's errors on the named place (`{ message, fieldErrors }`), or null when it names none. */
function placeErrors(answer: unknown): FieldErrors | null {
  const errors = (answer as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors;
  const pick = (name: string) => (typeof errors?.[name] === "string" ? errors[name] : undefined);
  const namedPlace = pick("namedPlace");
  const country = pick("country");
  return namedPlace || country ? { ...(namedPlace && { namedPlace }), ...(country && { country }) } : null;
}

/** The id in POST /api/send-email's answer (`{ inquiryId, status, createdAt }`, server/inquiry-api.ts), or null. */
export function sentInquiryId(body: unknown): number | null {
  const id = (body as { inquiryId?: unknown } | null)?.inquiryId;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useInquiryForm(setup: InquiryFormSetup) {
  const [values, setValues] = useState(() => initialInquiryValues(setup));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<InquiryStatus>("idle");
  /** The sent inquiry's id, shown as its reference; null when the answer named none. */
  const [inquiryId, setInquiryId] = useState<number | null>(null);
  const key = useRef(newKey());
  /** The buyer ticked "keep these details as my company's profile" (decision 255). */
  const [keepAsCompany, setKeepAsCompany] = useState(false);
  const onDone = useRef(setup.onDone);
  onDone.current = setup.onDone;

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => onDone.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const set = (field: keyof InquiryValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** A text field bound by name: its value, what typing in it does, and its error. */
  const field = (name: Exclude<keyof InquiryValues, "shippingTerms" | "country">) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    error: errors[name],
  });

  /** Sends the form; returns the first field with an error, for focus. */
  async function submit(): Promise<keyof InquiryValues | null> {
    if (status === "sending" || status === "success") return null;
    const body = { ...values, model: setup.model, type: INQUIRY_TYPE, tyreId: setup.tyreId ?? undefined };
    const parsed = parseInquiry(body, setup.checkWords);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      const order: Array<keyof InquiryValues> = [
        "name",
        "email",
        "phone",
        "company",
        "address",
        "quantity",
        "message",
        "shippingTerms",
        "namedPlace",
        "country",
      ];
      return order.find((f) => parsed.fieldErrors[f]) ?? null;
    }
    setErrors({});
    setStatus("sending");
    try {
      const res = await fetch("/api/send-email", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key.current },
        // The schema reads the form's own fields; the named place rides beside them for the server's check.
        body: JSON.stringify({ ...parsed.inquiry, ...namedPlaceFields(values), ...(keepAsCompany && { keepAsCompany: true }) }),
      });
      // The named place is checked on the server only: its refusal is shown at the field.
      const refused = res.status === 400 ? placeErrors(await res.json().catch(() => null)) : null;
      if (refused) {
        setErrors(refused);
        setStatus("idle");
        return refused.namedPlace ? "namedPlace" : "country";
      }
      // spec §7: success is judged by the status only; the body adds the reference.
      if (!res.ok) throw new Error(`status ${res.status}`);
      const id = sentInquiryId(await res.json().catch(() => null));
      setValues(initialInquiryValues(setup));
      key.current = newKey();
      setInquiryId(id);
      setStatus("success");
      if (id !== null) setup.onSent?.(id);
    } catch {
      setStatus("error");
    }
    return null;
  }

  return {
    values,
    errors,
    status,
    inquiryId,
    set,
    field,
    submit,
    clampQuantityField: () => set("quantity", String(clampQuantity(values.quantity))),
    fillFrom: (start: InquiryStart) => setValues((current) => valuesFromStart(current, start, Boolean(setup.shipping?.terms))),
    pickAddress: (address: string) => setValues((current) => withSavedAddress(current, address)),
    keepAsCompany,
    setKeepAsCompany,
  };
}

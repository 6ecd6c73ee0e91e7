// The inquiry form's shipping terms (spec §3: FOB, CIF or DDP), each with its one-line explanation
// (decision 050): controlled in the inquiry dialog, a plain form field on the quote page. The terms
// come as a prop (inquiry-options.ts' SHIPPING_TERMS): the quote page has them from its loader, so
// its script does not share a chunk with the inquiry buttons of every tyre page (decision 063).
import type { SHIPPING_TERMS } from "../inquiries/inquiry-options";
import { INQUIRY_EN } from "~/i18n/messages/inquiry.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

/** Each term's label and explanation in the page's language. */
const TERM_WORDS = {
  FOB: ["fobLabel", "fobExplanation"],
  CIF: ["cifLabel", "cifExplanation"],
  DDP: ["ddpLabel", "ddpExplanation"],
} as const;

type Choice = { value: string; onChange: (value: string) => void } | { defaultValue: string };

export function ShippingTermsField({ terms: options, error, ...choice }: { terms: typeof SHIPPING_TERMS; error?: string | undefined } & Choice) {
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("inquiry") ?? INQUIRY_EN;
  return (
    <fieldset aria-describedby={error ? "inquiry-shippingTerms-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{words.shippingTerms}</legend>
      <div className="space-y-1.5">
        {options.map((terms) => (
          <label
            key={terms.value}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-gray-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              id={`inquiry-shippingTerms-${terms.value}`}
              name="shippingTerms"
              value={terms.value}
              {...("onChange" in choice
                ? { checked: choice.value === terms.value, onChange: () => choice.onChange(terms.value) }
                : { defaultChecked: choice.defaultValue === terms.value })}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="block font-semibold">{words[TERM_WORDS[terms.value][0]]}</span>
              <span className="block text-sm text-gray-700">{words[TERM_WORDS[terms.value][1]]}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="inquiry-shippingTerms-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

// The buyer's choice of Incoterm and place on /buy-now and /quote (decision 210): a GET form, so
// the choice lives in the URL and works without JavaScript. The place field follows the checked
// term by CSS (:has) alone; with JavaScript the form navigates to the same URL without the fields
// its term does not read.
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { portLabel } from "../domain/freight";
import { choiceQuery, type ChoiceFields } from "../freight/choice-fields";
import { usePortOptions } from "../freight/use-port-options";
import { PLACE_MAX_LENGTH } from "../freight/shipping-choice-params";
import { FOCUS_RING, QUIET_BUTTON } from "~/styles/buttons";
import { DEAL_EN } from "~/i18n/messages/deal.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

const TERMS = [
  { value: "FOB", explanation: "fobExplanation" },
  { value: "CIF", explanation: "cifExplanation" },
  { value: "DDP", explanation: "ddpExplanation" },
] as const;

const INPUT = `block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ${FOCUS_RING}`;
const PORTS_LIST = "freight-ports";

export interface ShippingTermsChooserProps {
  /** The page the form reloads ("/buy-now", "/quote"). */
  action: string;
  /** The page's own parameters the choice travels beside (the tyre and quantity on /buy-now). */
  hidden: ReadonlyArray<readonly [string, string]>;
  fields: ChoiceFields;
}

export function ShippingTermsChooser({ action, hidden, fields }: ShippingTermsChooserProps) {
  const navigate = useNavigate();
  const ports = usePortOptions();
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("deal") ?? DEAL_EN;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    const terms = text("terms");
    const chosen = { terms: terms === "FOB" || terms === "CIF" || terms === "DDP" ? terms : "", place: text("place"), country: text("country") } as const;
    const query = new URLSearchParams([...hidden, ...choiceQuery(chosen)].map(([name, value]) => [name, value]));
    void navigate(`${action}?${query}`, { preventScrollReset: true });
  };
  // A key per choice, so a page reached with another choice (back, a link) shows that one's fields.
  const key = `${fields.terms}|${fields.place}|${fields.country}`;
  return (
    <form method="get" action={action} onSubmit={onSubmit} className="group space-y-3" data-terms-chooser key={key}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="mb-1 font-semibold text-gray-900">{words.termsLegend}</legend>
        <div className="grid gap-1.5 sm:grid-cols-3">
          {TERMS.map((term) => (
            <label
              key={term.value}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-gray-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                id={`terms-choice-${term.value}`}
                name="terms"
                value={term.value}
                defaultChecked={fields.terms === term.value}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span className="block font-semibold">{term.value}</span>
                <span className="block text-sm text-gray-700">{words[term.explanation]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* FOB names our own port: the place field is for CIF and DDP. */}
      <div className="hidden space-y-3 group-has-[#terms-choice-CIF:checked]:block group-has-[#terms-choice-DDP:checked]:block">
        <div>
          <label htmlFor="terms-choice-place" className="mb-1 block text-sm font-medium text-gray-900">
            <span className="group-has-[#terms-choice-DDP:checked]:hidden">{words.destinationPort}</span>
            <span className="hidden group-has-[#terms-choice-DDP:checked]:inline">{words.deliveryAddress}</span>
          </label>
          <input
            id="terms-choice-place"
            name="place"
            type="text"
            list={ports.length > 0 ? PORTS_LIST : undefined}
            autoComplete="off"
            maxLength={PLACE_MAX_LENGTH}
            defaultValue={fields.place}
            placeholder={words.placeExample}
            className={INPUT}
          />
          {ports.length > 0 && (
            <datalist id={PORTS_LIST}>
              {ports.map((port) => (
                <option key={port.code} value={portLabel(port)} />
              ))}
            </datalist>
          )}
        </div>
        <div className="hidden group-has-[#terms-choice-DDP:checked]:block">
          <label htmlFor="terms-choice-country" className="mb-1 block text-sm font-medium text-gray-900">
            {words.countryCode} <span className="font-normal text-gray-600">{words.countryCodeNote}</span>
          </label>
          <input
            id="terms-choice-country"
            name="country"
            type="text"
            autoComplete="off"
            maxLength={2}
            defaultValue={fields.country}
            className={`${INPUT} w-20 uppercase`}
          />
        </div>
      </div>
      <button type="submit" className={`${QUIET_BUTTON} px-4 py-2.5`}>
        {words.update}
      </button>
    </form>
  );
}

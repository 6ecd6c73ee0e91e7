// The shipping terms on /buy-now and /quote (decision 214). The chooser (a GET form, decision 210)
// comes with the page once a term is chosen; before that, on the spec's own page, a link opens it,
// so a first visit carries neither its code nor its ports. Without JavaScript the link loads the
// page with FOB chosen, which shows the chooser to change it.
import { Suspense, useState } from "react";
import { preloadableLazy } from "~/browser/preloadable-lazy";
import { SHIPPING_CHOICE_PARAMS } from "../freight/shipping-choice-params";
import type { ShippingTermsChooserProps } from "./shipping-terms-chooser";
import { QUIET_BUTTON } from "~/styles/buttons";
import { DEAL_EN } from "~/i18n/messages/deal.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

/**
 * The chooser, loaded before a render that shows it: the server renders a page in one synchronous
 * pass (decision 187), so the loaders of /buy-now and /quote call `loadShippingTermsChooser` when a
 * term is chosen and the lazy component then resolves at once instead of suspending.
 */
const chooser = preloadableLazy(async () => (await import("./shipping-terms-chooser")).ShippingTermsChooser);
export const loadShippingTermsChooser = chooser.preload;
const ShippingTermsChooser = chooser.Component;

export function ShippingTermsPanel(props: ShippingTermsChooserProps) {
  const [open, setOpen] = useState(false);
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("deal") ?? DEAL_EN;
  if (open || props.fields.terms !== "") {
    return (
      <Suspense fallback={<p className="text-sm text-gray-600">{words.loadingTerms}</p>}>
        <ShippingTermsChooser {...props} />
      </Suspense>
    );
  }
  const withFob = new URLSearchParams([...props.hidden.map(([name, value]) => [name, value]), [SHIPPING_CHOICE_PARAMS.terms, "FOB"]]);
  return (
    <a
      href={`${props.action}?${withFob}`}
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
      className={`${QUIET_BUTTON} inline-block px-4 py-2.5`}
      data-terms-opener
    >
      {words.chooseTerms}
    </a>
  );
}

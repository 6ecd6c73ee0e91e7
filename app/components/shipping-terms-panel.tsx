// The shipping terms on /buy-now and /quote (decision 214). The chooser (a GET form, decision 210)
// comes with the page once a term is chosen; before that, on the spec's own page, a link opens it,
// so a first visit carries neither its code nor its ports. Without JavaScript the link loads the
// page with FOB chosen, which shows the chooser to change it.
import { lazy, Suspense, useState } from "react";
import { SHIPPING_CHOICE_PARAMS } from "../freight/shipping-choice-params";
import type { ShippingTermsChooserProps } from "./shipping-terms-chooser";
import { QUIET_BUTTON } from "~/styles/buttons";
import { DEAL_EN } from "~/i18n/messages/deal.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

type Chooser = typeof import("./shipping-terms-chooser").ShippingTermsChooser;
let loadedChooser: Chooser | undefined;

/**
 * Loads the chooser before a render that shows it: the server renders a page in one synchronous
 * pass (decision 187), so the loaders of /buy-now and /quote call this when a term is chosen and
 * the lazy component below then resolves at once instead of suspending.
 */
export async function loadShippingTermsChooser(): Promise<void> {
  loadedChooser ??= (await import("./shipping-terms-chooser")).ShippingTermsChooser;
}

const ShippingTermsChooser = lazy(() => {
  const loaded = loadedChooser;
  // A thenable that resolves as it is read, so React renders the loaded chooser in the same pass.
  if (loaded) return { then: (resolve: (module: { default: Chooser }) => void) => resolve({ default: loaded }) } as unknown as Promise<{ default: Chooser }>;
  return import("./shipping-terms-chooser").then((module) => ({ default: module.ShippingTermsChooser }));
});

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

// The three buy-now panels: shipping, payment and guarantee terms (spec §9, word for word where it gives words).
import type { AvailabilityText } from "../domain/availability";
import type { ContainerRateTexts } from "../buy-now/container-rate-texts";
import { DisclosurePanel, DisclosurePanelsWithoutScript } from "./disclosure-panel";
import { IsolatedText } from "./isolated-text";
import { fillMessage } from "~/i18n/fill-message";
import { DEAL_EN } from "~/i18n/messages/deal.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

/**
 * `availability`: the tyre's own stock and lead time, which stand in place of spec §9's delivery
 * estimate when the seller gave them (decision 225); the estimate stays for a tyre without.
 */
/** `shipping`: the two container rates as the loader wrote them (container-rate-texts.ts; decision 285). */
export function PurchaseTerms({ shipping, availability }: { shipping: ContainerRateTexts; availability?: AvailabilityText }) {
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("deal") ?? DEAL_EN;
  return (
    <div className="space-y-3">
      <DisclosurePanelsWithoutScript />
      <DisclosurePanel title={words.shippingInfo}>
        <ul className="list-disc space-y-1 ps-5">
          {availability?.stock ? (
            <li data-availability-terms>
              {availability.stock}
              {availability.beyond ? `; ${availability.beyond.charAt(0).toLowerCase()}${availability.beyond.slice(1)}` : ""}.
            </li>
          ) : (
            <li>{words.delivery}</li>
          )}
          <li>{words.twentyFootCapacity}</li>
          <li>{words.fortyFootCapacity}</li>
          <li>
            <IsolatedText text={fillMessage(words.shippingRates, { ...shipping })} />
          </li>
        </ul>
      </DisclosurePanel>
      <DisclosurePanel title={words.paymentMethods}>
        <ul className="list-disc space-y-1 ps-5">
          <li>{words.paymentWays}</li>
          <li>{words.deposit}</li>
        </ul>
      </DisclosurePanel>
      <DisclosurePanel title={words.qualityGuarantee}>
        <p>{words.guarantee}</p>
      </DisclosurePanel>
    </div>
  );
}

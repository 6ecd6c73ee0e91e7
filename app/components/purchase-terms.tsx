// The three buy-now panels: shipping, payment and guarantee terms (spec §9, word for word where it gives words).
import type { AvailabilityText } from "../domain/availability";
import type { ContainerRateTexts } from "../buy-now/container-rate-texts";
import { DisclosurePanel, DisclosurePanelsWithoutScript } from "./disclosure-panel";

/**
 * `availability`: the tyre's own stock and lead time, which stand in place of spec §9's delivery
 * estimate when the seller gave them (decision 225); the estimate stays for a tyre without.
 */
/** `shipping`: the two container rates as the loader wrote them (container-rate-texts.ts; decision 285). */
export function PurchaseTerms({ shipping, availability }: { shipping: ContainerRateTexts; availability?: AvailabilityText }) {
  const { twentyFoot, fortyFoot } = shipping;
  return (
    <div className="space-y-3">
      <DisclosurePanelsWithoutScript />
      <DisclosurePanel title="Shipping Info">
        <ul className="list-disc space-y-1 pl-5">
          {availability?.stock ? (
            <li data-availability-terms>
              {availability.stock}
              {availability.beyond ? `; ${availability.beyond.charAt(0).toLowerCase()}${availability.beyond.slice(1)}` : ""}.
            </li>
          ) : (
            <li>Delivery 15-30 days after payment.</li>
          )}
          <li>20ft container: 150-160 pcs.</li>
          <li>40ft container: 270-280 pcs.</li>
          <li>
            Shipping {twentyFoot} up to 160 pcs, {fortyFoot} for 161-280 pcs, and {fortyFoot} more for each further 280 pcs.
          </li>
        </ul>
      </DisclosurePanel>
      <DisclosurePanel title="Payment Methods">
        <ul className="list-disc space-y-1 pl-5">
          <li>Bank transfer (TT), PayPal, credit cards.</li>
          <li>30% deposit for production, balance before shipment.</li>
        </ul>
      </DisclosurePanel>
      <DisclosurePanel title="Quality Guarantee">
        <p>2 years against manufacturing defects.</p>
      </DisclosurePanel>
    </div>
  );
}

import { Link } from "react-router";
import { LegalPage } from "~/components/legal-page";
import { SHOP_INFO } from "~/shop/shop-info";
import { POLICIES, POLICIES_UPDATED } from "~/shop/policies";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Service | Tyre Wholesale" },
  { name: "description", content: "The terms for buying tyres in bulk from Tyre Wholesale: minimum order, prices, payment, delivery and guarantee." },
];

export default function TermsOfService() {
  const p = POLICIES;
  return (
    <LegalPage title="Terms of Service" updated={POLICIES_UPDATED}>
      <p>
        These terms apply to every quotation, order and delivery of {SHOP_INFO.legalName} ("we"). By sending a purchase inquiry or placing an order you accept
        them.
      </p>
      <h2>Orders</h2>
      <ul>
        <li>We sell in bulk: the minimum order is {p.minimumOrder} pieces.</li>
        <li>
          An order of exactly {p.minimumOrder} pieces is a minimum order and carries a minimum-order surcharge per tyre; from 51 pieces the 20ft container rate
          applies, and above 160 pieces the 40ft container rate.
        </li>
        <li>
          A 20ft container holds {p.containers["20ft"]}, a 40ft container {p.containers["40ft"]}, depending on the size.
        </li>
        <li>
          Prices on the website are per tyre and include the shipping cost shown in the price calculation. An order is binding once we confirm it in writing.
        </li>
      </ul>
      <h2>Payment</h2>
      <ul>
        <li>We accept {p.paymentMethods.join(", ")}.</li>
        <li>A deposit of {p.depositPercent}% starts production; the balance is due before shipment.</li>
      </ul>
      <h2>Delivery</h2>
      <p>
        Delivery takes {p.deliveryDays}. Goods travel at our risk until they are handed to the carrier named in the agreed shipping terms (FOB, CIF or DDP).
      </p>
      <h2>Guarantee</h2>
      <p>Every tyre carries a guarantee of {p.guarantee}. Wear, wrong fitting, wrong pressure and accident damage are not covered.</p>
      <h2>Returns</h2>
      <p>
        You may return goods within {p.returnWindowDays} days of delivery; see our <Link to="/return-policy">return policy</Link>.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SHOP_INFO.email}`}>{SHOP_INFO.email}</a> or <Link to="/contact-us">our contact page</Link>.
      </p>
    </LegalPage>
  );
}

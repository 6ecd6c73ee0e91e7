import { Link } from "react-router";
import { LegalPage } from "~/components/legal-page";
import { SHOP_INFO } from "~/shop/shop-info";
import { POLICIES, POLICIES_UPDATED } from "~/shop/policies";
import type { Route } from "./+types/return-policy";

export const meta: Route.MetaFunction = () => [
  { title: "Return Policy | Tyre Wholesale" },
  { name: "description", content: `Return tyres within ${POLICIES.returnWindowDays} days of delivery; refunds in ${POLICIES.refundBusinessDays}.` },
];

export default function ReturnPolicy() {
  const p = POLICIES;
  return (
    <LegalPage title="Return Policy" updated={POLICIES_UPDATED}>
      <p>We want every container to arrive as ordered. If it does not, we put it right.</p>
      <h2>Returns within {p.returnWindowDays} days</h2>
      <ul>
        <li>You can return tyres within {p.returnWindowDays} days from delivery.</li>
        <li>Returned tyres must be unused, unmounted and in their original condition, with the delivery reference.</li>
        <li>
          Tell us first by e-mail to <a href={`mailto:${SHOP_INFO.email}`}>{SHOP_INFO.email}</a>; we send you the return address and instructions.
        </li>
      </ul>
      <h2>Refunds</h2>
      <p>Once the returned tyres have arrived and been checked, we refund the amount in {p.refundBusinessDays}, by the payment method you used.</p>
      <h2>Defective tyres</h2>
      <p>
        Manufacturing defects are covered by our guarantee of {p.guarantee}. Send us photos of the tyre, its DOT code and the delivery reference; see also our{" "}
        <Link to="/terms-of-service">terms of service</Link>.
      </p>
    </LegalPage>
  );
}

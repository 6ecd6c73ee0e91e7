import { Link } from "react-router";
import { LegalPage } from "~/components/legal-page";
import { SHOP_INFO } from "~/shop/shop-info";
import { POLICIES, POLICIES_UPDATED } from "~/shop/policies";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy | Tyre Wholesale" },
  { name: "description", content: "What personal data Tyre Wholesale keeps, why, for how long, and your rights." },
];

export default function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy" updated={POLICIES_UPDATED}>
      <p>{SHOP_INFO.legalName} is responsible for the personal data described here. We keep as little as we need to sell you tyres.</p>
      <h2>What we keep</h2>
      <ul>
        <li>
          Your account: name, e-mail address, password (stored only as a secure hash) and, if you sign in with Google, your Google name, e-mail and picture.
        </li>
        <li>Your purchase inquiries: name, e-mail, phone, company, address, quantity, shipping terms and message.</li>
        <li>Technical logs of requests, kept for security for at most 30 days.</li>
      </ul>
      <h2>Why</h2>
      <p>To answer your inquiries, prepare quotations and orders (minimum {POLICIES.minimumOrder} pieces), deliver and invoice, and keep the shop secure.</p>
      <h2>Sharing</h2>
      <p>
        We share your data only with the carriers, banks and payment providers needed to deliver and take payment ({POLICIES.paymentMethods.join(", ")}). We
        never sell it.
      </p>
      <h2>Cookies</h2>
      <p>We use one session cookie to keep you signed in. We use no advertising or tracking cookies.</p>
      <h2>Your rights</h2>
      <p>
        You may see, correct or delete your data at any time: write to <a href={`mailto:${SHOP_INFO.email}`}>{SHOP_INFO.email}</a> or use{" "}
        <Link to="/contact-us">our contact page</Link>.
      </p>
    </LegalPage>
  );
}

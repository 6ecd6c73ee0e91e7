import { Link } from "react-router";
import { fillParts, LegalPage } from "~/components/legal-page";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { loadLegalPage } from "~/legal/legal-page.server";
import { SHOP_INFO } from "~/shop/shop-info";
import { POLICIES } from "~/shop/policies";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { terms } = loaderData.messages;
  return [{ title: `${terms.title} | Tyre Wholesale` }, { name: "description", content: terms.description }];
};

export function loader({ request }: Route.LoaderArgs) {
  return loadLegalPage(request, "terms");
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const { updated, path, messages } = loaderData;
  const { terms, legal } = messages;
  const p = POLICIES;
  const company = <bdi translate="no">{SHOP_INFO.legalName}</bdi>;
  const email = (
    <a href={`mailto:${SHOP_INFO.email}`} dir="ltr">
      {SHOP_INFO.email}
    </a>
  );
  const values = {
    minimumOrder: p.minimumOrder,
    containers20: legal.containers20,
    containers40: legal.containers40,
    paymentMethods: legal.paymentMethods,
    depositPercent: p.depositPercent,
    deliveryDays: legal.deliveryDays,
    guarantee: legal.guarantee,
    returnWindowDays: p.returnWindowDays,
  };
  const say = (message: string) => fillMessage(message, values);
  return (
    <PageMessages messages={messages}>
      <LegalPage title={terms.title} updated={updated} path={path}>
        <p>{fillParts(terms.intro, { company })}</p>
        <h2>{terms.ordersHeading}</h2>
        <ul>
          <li>{say(terms.ordersMinimum)}</li>
          <li>{say(terms.ordersSurcharge)}</li>
          <li>{say(terms.ordersContainers)}</li>
          <li>{terms.ordersPrices}</li>
        </ul>
        <h2>{terms.paymentHeading}</h2>
        <ul>
          <li>{say(terms.paymentMethods)}</li>
          <li>{say(terms.paymentDeposit)}</li>
        </ul>
        <h2>{terms.deliveryHeading}</h2>
        <p>{say(terms.delivery)}</p>
        <h2>{terms.guaranteeHeading}</h2>
        <p>{say(terms.guarantee)}</p>
        <h2>{terms.returnsHeading}</h2>
        <p>{fillParts(say(terms.returns), { link: <Link to="/return-policy">{terms.returnsLink}</Link> })}</p>
        <h2>{terms.contactHeading}</h2>
        <p>{fillParts(terms.contact, { email, link: <Link to="/contact-us">{terms.contactLink}</Link> })}</p>
      </LegalPage>
    </PageMessages>
  );
}

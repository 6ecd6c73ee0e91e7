import { Link } from "react-router";
import { fillParts, LegalPage } from "~/components/legal-page";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { loadLegalPage } from "~/legal/legal-page.server";
import { SHOP_INFO } from "~/shop/shop-info";
import { POLICIES } from "~/shop/policies";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { privacy } = loaderData.messages;
  return [{ title: `${privacy.title} | Tyre Wholesale` }, { name: "description", content: privacy.description }];
};

export function loader({ request }: Route.LoaderArgs) {
  return loadLegalPage(request, "privacy");
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { updated, path, messages } = loaderData;
  const { privacy, legal } = messages;
  return (
    <PageMessages messages={messages}>
      <LegalPage title={privacy.title} updated={updated} path={path}>
        <p>{fillParts(privacy.intro, { company: <bdi translate="no">{SHOP_INFO.legalName}</bdi> })}</p>
        <h2>{privacy.keepHeading}</h2>
        <ul>
          <li>{privacy.keepAccount}</li>
          <li>{privacy.keepInquiries}</li>
          <li>{privacy.keepLogs}</li>
        </ul>
        <h2>{privacy.whyHeading}</h2>
        <p>{fillMessage(privacy.why, { minimumOrder: POLICIES.minimumOrder })}</p>
        <h2>{privacy.sharingHeading}</h2>
        <p>{fillMessage(privacy.sharing, { paymentMethods: legal.paymentMethods })}</p>
        <h2>{privacy.cookiesHeading}</h2>
        <p>{privacy.cookies}</p>
        <h2>{privacy.rightsHeading}</h2>
        <p>
          {fillParts(privacy.rights, {
            email: (
              <a href={`mailto:${SHOP_INFO.email}`} dir="ltr">
                {SHOP_INFO.email}
              </a>
            ),
            link: <Link to="/contact-us">{privacy.rightsLink}</Link>,
          })}
        </p>
      </LegalPage>
    </PageMessages>
  );
}

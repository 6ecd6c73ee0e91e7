import { Link } from "react-router";
import { fillParts, LegalPage } from "~/components/legal-page";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { loadLegalPage } from "~/legal/legal-page.server";
import { SHOP_INFO } from "~/shop/shop-info";
import { POLICIES } from "~/shop/policies";
import type { Route } from "./+types/return-policy";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { messages } = loaderData;
  const content = fillMessage(messages.returns.description, {
    returnWindowDays: POLICIES.returnWindowDays,
    refundBusinessDays: messages.legal.refundBusinessDays,
  });
  return [{ title: `${messages.returns.title} | Tyre Wholesale` }, { name: "description", content }];
};

export function loader({ request }: Route.LoaderArgs) {
  return loadLegalPage(request, "returns");
}

export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  const { updated, path, messages } = loaderData;
  const { returns, legal } = messages;
  const values = {
    returnWindowDays: POLICIES.returnWindowDays,
    refundBusinessDays: legal.refundBusinessDays,
    guarantee: legal.guarantee,
  };
  const say = (message: string) => fillMessage(message, values);
  return (
    <PageMessages messages={messages}>
      <LegalPage title={returns.title} updated={updated} path={path}>
        <p>{returns.intro}</p>
        <h2>{say(returns.windowHeading)}</h2>
        <ul>
          <li>{say(returns.window)}</li>
          <li>{returns.condition}</li>
          <li>
            {fillParts(returns.tellUs, {
              email: (
                <a href={`mailto:${SHOP_INFO.email}`} dir="ltr">
                  {SHOP_INFO.email}
                </a>
              ),
            })}
          </li>
        </ul>
        <h2>{returns.refundsHeading}</h2>
        <p>{say(returns.refunds)}</p>
        <h2>{returns.defectsHeading}</h2>
        <p>{fillParts(say(returns.defects), { link: <Link to="/terms-of-service">{returns.defectsLink}</Link> })}</p>
      </LegalPage>
    </PageMessages>
  );
}

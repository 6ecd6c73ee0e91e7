// /account/company/join?token=: a colleague's invitation link (decision 255). A visitor is sent
// to log in (or sign up) and back here; a signed-in buyer with the invited address joins and
// goes to /account/company, anyone else is told why not. Personal: private, no-store.
import { data, Link, redirect } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { loginHref } from "~/auth/redirect-path";
import { acceptInvite } from "~/company/company.server";
import { Alert } from "~/components/alert";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/account-company-join";
import { requestLanguage, sitePathOf } from "~/i18n/languages";
import { COMPANY_CATALOGUE } from "~/i18n/catalogues.server";
import { sourceTextIn } from "~/i18n/source-text";
import { SITE_NAME } from "~/seo/meta-tags";

const TOKEN = /^[\w-]{20,100}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref(sitePathOf(url) + url.search), { headers: PRIVATE_HEADERS });
  const token = url.searchParams.get("token") ?? "";
  const joined = TOKEN.test(token) ? await acceptInvite(context.db, user, token) : null;
  if (joined?.ok) throw redirect("/account/company?done=joined", { headers: PRIVATE_HEADERS });
  const words = COMPANY_CATALOGUE[requestLanguage(request)];
  const message = joined ? sourceTextIn(joined.failure.message, COMPANY_CATALOGUE.en, words) : words.joinIncomplete;
  const { joinTitle, joinHeading, joinBack } = words;
  return data(
    { message, words: { joinTitle, joinHeading, joinBack } },
    { status: joined && joined.failure.kind === "forbidden" ? 403 : 400, headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData?.words.joinTitle ?? "Join a company"} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function AccountCompanyJoin({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{words.joinHeading}</h1>
      <Alert>{loaderData.message}</Alert>
      <p className="mt-4">
        <Link to="/account/company" className="font-semibold text-brand-700 underline">
          {words.joinBack}
        </Link>
      </p>
    </div>
  );
}

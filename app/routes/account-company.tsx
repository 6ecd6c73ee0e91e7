// /account/company (decision 255): the signed-in buyer's company profile, which the inquiry dialog
// and /quote start from, its members and open invitations, the owner's invitation of a colleague by
// e-mail and hand-over to a member, and a member's leaving. Visitors are sent to log in and back.
// Personal: private, no-store.
import { data, redirect, useLocation } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { loginHref } from "~/auth/redirect-path";
import { companyFormValues, COMPANY_FIELDS, parseCompanyForm } from "~/company/company-form";
import { getCompanyOf, handOverCompany, inviteColleague, leaveCompany, listCompanyPeople, saveCompany, withdrawInvite } from "~/company/company.server";
import { inviteMail } from "~/company/invite-mail";
import { Alert } from "~/components/alert";
import { CompanyPeople } from "~/components/company-people";
import { CompanyProfileForm } from "~/components/company-profile-form";
import { countryOptions } from "~/domain/country-of-place";
import { bannerLines } from "~/forms/banner-lines";
import { formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure, type FormFailure } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/account-company";
import { COMPANY_CATALOGUE, messagesFor } from "~/i18n/catalogues.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { failureIn } from "~/i18n/source-text";
import { SITE_NAME } from "~/seo/meta-tags";

const PATH = "/account/company";
/** The notice each ?done= names, by its message in the company catalogue. */
const NOTICES = { saved: "noticeSaved", invited: "noticeInvited", joined: "noticeJoined", handed: "noticeHanded", left: "noticeLeft" } as const;

/** The words of what only the company's owner does (hand over, invite, close). */
const OWNER_WORDS = ["makeOwner", "makeOwnerNamed", "inviteLabel", "sendInvite", "leaveFirst", "ownerAlone", "close"] as const;

const isNotice = (done: string): done is keyof typeof NOTICES => Object.hasOwn(NOTICES, done);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref(PATH), { headers: PRIVATE_HEADERS });
  const membership = await getCompanyOf(context.db, user.id);
  const people = membership ? await listCompanyPeople(context.db, membership.company.id) : null;
  const language = requestLanguage(request);
  const all = messagesFor(language, ["company"]);
  // A member's page carries none of the owner's actions, their words included.
  const owner = membership?.role === "owner";
  const messages = owner ? all : { company: { ...all.company, ...Object.fromEntries(OWNER_WORDS.map((key) => [key, ""])) } };
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const notice = isNotice(done) ? messages.company[NOTICES[done]] : null;
  return data(
    { membership, people, values: companyFormValues(membership?.company ?? null), countries: countryOptions(LOCALES[language]), notice, messages },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref(PATH), { status: 303 });
  // Every refusal in the request's language: the checks and the service write English (i18n/source-text.ts).
  const words = COMPANY_CATALOGUE[requestLanguage(request)];
  const said = <Failure extends FormFailure>(failure: Failure) => failureIn(failure, COMPANY_CATALOGUE.en, words);
  const values = formValues(await readForm(request), COMPANY_FIELDS);
  const posted = { values, intent: values.intent };
  const checked = parseCompanyForm(values);
  if (!checked.ok) return failureResponse(said(checked), posted, PRIVATE_HEADERS);
  if (checked.intent === "save") {
    const saved = await saveCompany(context.db, user.id, checked.profile);
    if (!saved.ok) return failureResponse(said(saved.failure), posted, PRIVATE_HEADERS);
    return redirect(`${PATH}?done=saved`, { status: 303, headers: PRIVATE_HEADERS });
  }
  if (checked.intent === "handOver" || checked.intent === "leave") {
    const done = checked.intent === "leave" ? await leaveCompany(context.db, user.id) : await handOverCompany(context.db, user.id, checked.member);
    if (!done.ok) return failureResponse(said(done.failure), posted, PRIVATE_HEADERS);
    return redirect(`${PATH}?done=${checked.intent === "leave" ? "left" : "handed"}`, { status: 303, headers: PRIVATE_HEADERS });
  }
  const invited = await inviteColleague(context.db, user, checked.email);
  if (!invited.ok) return failureResponse(said(invited.failure), posted, PRIVATE_HEADERS);
  const link = `${context.inquiries.publicUrl}/account/company/join?token=${invited.token}`;
  try {
    await context.mailer.send({
      to: checked.email,
      replyTo: user.email,
      ...inviteMail({ from: user.name ?? user.email, company: invited.company.name, link }),
    });
  } catch (err) {
    context.log.error({ err, to: checked.email }, "company invitation e-mail failed");
    await withdrawInvite(context.db, invited.token);
    return data({ ...formFailure("rejected", words.inviteNotSent), ...posted }, { status: 503, headers: PRIVATE_HEADERS });
  }
  return redirect(`${PATH}?done=invited`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData?.messages.company.title ?? "My company"} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function AccountCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { membership, people, countries, notice, messages } = loaderData;
  const { company } = messages;
  const { key } = useLocation();
  // Which form's answer this is: the profile's (and an unknown intent's) banner sits on top.
  const intent = actionData?.intent;
  const saving = intent !== "invite" && intent !== "handOver" && intent !== "leave";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{company.heading}</h1>
        <p className="mt-1 text-gray-600">{company.lead}</p>
        {notice && (
          <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            {notice}
          </p>
        )}
        {actionData && saving && (
          <Alert as="div">
            {bannerLines(actionData).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Alert>
        )}
        {membership && membership.role !== "owner" && (
          <p className="mt-4 text-gray-700">{fillMessage(company.memberOf, { company: membership.company.name })}</p>
        )}
        <CompanyProfileForm
          key={key}
          values={saving && actionData ? { ...loaderData.values, ...actionData.values } : loaderData.values}
          errors={saving ? errors : {}}
          countries={countries}
          readOnly={membership !== null && membership.role !== "owner"}
        />
        {membership && people && (
          <CompanyPeople
            people={people}
            role={membership.role}
            error={intent === "invite" ? (errors.email ?? actionData?.message) : undefined}
            email={intent === "invite" ? (actionData?.values.email ?? "") : ""}
            refusal={intent === "handOver" || intent === "leave" ? actionData?.message : undefined}
          />
        )}
      </div>
    </PageMessages>
  );
}

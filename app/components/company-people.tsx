// The company's members and open invitations, the owner's form to invite a colleague by e-mail
// and to hand the company to a member, and the way out of the company (decision 255).
import { Form } from "react-router";
import type { CompanyPeople as People } from "~/company/company-people";
import { SMALL_QUIET_BUTTON, SUBMIT_BUTTON } from "~/styles/buttons";
import { FreightField } from "./admin-freight-field";
import { Alert } from "./alert";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";

export interface CompanyPeopleProps {
  people: People;
  role: "owner" | "member";
  /** The invitation field's error, and the e-mail typed. */
  error?: string | undefined;
  email: string;
  /** Why a hand-over or leaving was refused. */
  refusal?: string | undefined;
}

export function CompanyPeople({ people, role, error, email, refusal }: CompanyPeopleProps) {
  const company = usePageMessages("company");
  const owner = role === "owner";
  const alone = people.members.length <= 1;
  return (
    <section aria-labelledby="company-people-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="company-people-heading" className="text-lg font-bold text-gray-900">
        {company.peopleHeading}
      </h2>
      <p className="mt-1 text-gray-600">{company.peopleLead}</p>
      {refusal && <Alert placement="form">{refusal}</Alert>}
      <ul className="mt-3 divide-y divide-gray-200">
        {people.members.map((member) => (
          <li key={member.email} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2" data-company-member={member.email}>
            <span className="min-w-0 break-all" dir="auto" translate="no">
              {member.name ? `${member.name} (${member.email})` : member.email}
            </span>
            <span className="flex items-center gap-3 text-gray-600">
              {member.role === "owner" ? company.owner : company.member}
              {owner && member.role !== "owner" && (
                <Form method="post">
                  <input type="hidden" name="member" value={member.email} />
                  <button
                    type="submit"
                    name="intent"
                    value="handOver"
                    className={SMALL_QUIET_BUTTON}
                    aria-label={fillMessage(company.makeOwnerNamed, { email: member.email })}
                  >
                    {company.makeOwner}
                  </button>
                </Form>
              )}
            </span>
          </li>
        ))}
        {people.invites.map((invite) => (
          <li key={`${invite.email} ${invite.createdAt}`} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span className="break-all" dir="ltr">
              {invite.email}
            </span>
            <span className="text-gray-600">{company.invited}</span>
          </li>
        ))}
      </ul>
      {owner && (
        <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grow">
            <FreightField id="company-invite-email" name="email" label={company.inviteLabel} defaultValue={email} error={error} maxLength={254} />
          </div>
          <button type="submit" name="intent" value="invite" className={SUBMIT_BUTTON}>
            {company.sendInvite}
          </button>
        </Form>
      )}
      <div className="mt-5 border-t border-gray-200 pt-4">
        {owner && !alone ? (
          <p className="text-sm text-gray-600">{company.leaveFirst}</p>
        ) : (
          <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-gray-600">{owner ? company.ownerAlone : company.memberLeaving}</p>
            <button type="submit" name="intent" value="leave" className={`${SMALL_QUIET_BUTTON} shrink-0`}>
              {owner ? company.close : company.leave}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}

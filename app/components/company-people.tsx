// The company's members and open invitations, and the owner's form to invite a colleague by
// e-mail (decision 255).
import { Form } from "react-router";
import type { CompanyPeople as People } from "~/company/company-people";
import { SUBMIT_BUTTON } from "~/styles/buttons";
import { FreightField } from "./admin-freight-field";

export function CompanyPeople({ people, canInvite, error, email }: { people: People; canInvite: boolean; error?: string | undefined; email: string }) {
  return (
    <section aria-labelledby="company-people-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="company-people-heading" className="text-lg font-bold text-gray-900">
        Colleagues
      </h2>
      <p className="mt-1 text-gray-600">Everyone here sees the company&apos;s inquiries and quotes under My inquiries.</p>
      <ul className="mt-3 divide-y divide-gray-200">
        {people.members.map((member) => (
          <li key={member.email} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span className="break-all">{member.name ? `${member.name} (${member.email})` : member.email}</span>
            <span className="text-gray-600">{member.role === "owner" ? "Owner" : "Member"}</span>
          </li>
        ))}
        {people.invites.map((invite) => (
          <li key={`${invite.email} ${invite.createdAt}`} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span className="break-all">{invite.email}</span>
            <span className="text-gray-600">Invited, not joined yet</span>
          </li>
        ))}
      </ul>
      {canInvite && (
        <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grow">
            <FreightField id="company-invite-email" name="email" label="Invite a colleague by e-mail" defaultValue={email} error={error} maxLength={254} />
          </div>
          <button type="submit" name="intent" value="invite" className={SUBMIT_BUTTON}>
            Send invitation
          </button>
        </Form>
      )}
    </section>
  );
}

// The back office's list of e-mails: state, attempts, last error, age, and 'Send again'
// for one that has not gone out. Used on an inquiry's page and on /admin/mail.
import { Form, Link } from "react-router";
import { MAIL_STATE_LABEL, type TroubledMail } from "~/admin/mail-job-state";
import { QUIET_BUTTON } from "~/styles/buttons";

const STATE_BADGE = { sent: "bg-green-100 text-green-900", waiting: "bg-amber-100 text-amber-900", failing: "bg-red-100 text-red-900" };

function age(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / 1440)} days`;
}

export function AdminMailList({ mail, now, showInquiry = false }: { mail: (TroubledMail & { sentAt?: string | null })[]; now: number; showInquiry?: boolean }) {
  if (mail.length === 0) return <p className="text-gray-700">No e-mails.</p>;
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
      {mail.map((job) => (
        <li key={job.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto]" data-mail-job={job.id}>
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-gray-900">
              <span className={`mr-2 rounded-full px-2 py-0.5 ${STATE_BADGE[job.state]}`}>{MAIL_STATE_LABEL[job.state]}</span>
              E-mail #{job.id} to the {job.kind === "buyer" ? "buyer" : "seller"}
              {showInquiry && (
                <>
                  {" · "}
                  <Link to={`/admin/inquiries/${job.inquiryId}`} className="text-brand-700 underline">
                    inquiry #{job.inquiryId}
                  </Link>
                </>
              )}
            </p>
            <p className="mt-1 break-words text-gray-700">
              <span className="break-all">{job.to}</span> · {job.subject}
            </p>
            <p className="mt-1 text-gray-700">
              {job.state === "sent" && job.sentAt
                ? `Sent ${job.sentAt.slice(0, 16).replace("T", " ")}`
                : `${job.attempts} ${job.attempts === 1 ? "attempt" : "attempts"} · waiting ${age(job.createdAt, now)}`}
            </p>
            {job.lastError && job.state !== "sent" && <p className="mt-1 break-words text-red-800">Last error: {job.lastError}</p>}
          </div>
          {job.state !== "sent" && (
            <Form method="post" action={`/admin/inquiries/${job.inquiryId}`} className="self-start">
              <input type="hidden" name="intent" value="send-again" />
              <input type="hidden" name="job" value={job.id} />
              <input type="hidden" name="back" value={showInquiry ? "/admin/mail" : ""} />
              <button type="submit" className={`${QUIET_BUTTON} px-4 py-2 text-sm`} aria-label={`Send e-mail #${job.id} again`}>
                Send again
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

// The colleague invitation's words (decision 255), kept apart from the sending so they can be read
// and tested.
import { escapeHtml } from "~/mail/escape-html";
import { INVITE_DAYS_TEXT } from "./invite-days";

export function inviteMail(input: { from: string; company: string; link: string }): { subject: string; text: string; html: string } {
  const lines = [
    "Hello,",
    "",
    `${input.from} invites you to join ${input.company} on Tyre Wholesale. Members of a company share its profile and see its inquiries and quotes.`,
    "",
    `To join, open this link within ${INVITE_DAYS_TEXT} and sign in, or create an account, with this e-mail address:`,
    "",
    input.link,
    "",
    "If you did not expect this, ignore this e-mail.",
  ];
  const html = `<p>Hello,</p>
<p>${escapeHtml(input.from)} invites you to join ${escapeHtml(input.company)} on Tyre Wholesale. Members of a company share its profile and see its inquiries and quotes.</p>
<p>To join, open this link within ${INVITE_DAYS_TEXT} and sign in, or create an account, with this e-mail address:</p>
<p><a href="${escapeHtml(input.link)}">Join ${escapeHtml(input.company)}</a></p>
<p>If you did not expect this, ignore this e-mail.</p>`;
  return { subject: `Join ${input.company} on Tyre Wholesale`, text: lines.join("\n"), html };
}

// The password-reset e-mail's words, kept apart from the sending so they can be read and tested.
import { escapeHtml } from "../mail/escape-html";

export function passwordResetMail(name: string | null, link: string): { subject: string; text: string; html: string } {
  const greeting = name?.trim() ? `Hello ${name.trim()},` : "Hello,";
  const text = [
    greeting,
    "",
    "Someone asked to reset the password of your Tyre Wholesale account. To choose a new password, open this link within one hour:",
    "",
    link,
    "",
    "If you did not ask for this, ignore this e-mail; your password stays as it is.",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Tyre Wholesale account. To choose a new password, open this link within one hour:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>If you did not ask for this, ignore this e-mail; your password stays as it is.</p>`;
  return { subject: "Reset your Tyre Wholesale password", text, html };
}

// The password-reset e-mail's words, kept apart from the sending so they can be read and tested:
// in the account's language (its `language`, English until it chose one).
import { escapeHtml } from "../mail/escape-html";
import { mailWords } from "../mail/mail-words";

export function passwordResetMail(name: string | null, link: string, language?: string | null): { subject: string; text: string; html: string } {
  const words = mailWords(language);
  const greeting = name?.trim() ? words.t("resetGreeting", { name: name.trim() }) : words.t("resetGreetingNoName");
  const intro = words.t("resetIntro");
  const ignore = words.t("resetIgnore");
  const text = [greeting, "", intro, "", link, "", ignore].join("\n");
  const paragraphs = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.t("resetLink"))}</a></p>
<p>${escapeHtml(ignore)}</p>`;
  const html = words.language === "en" ? paragraphs : `<div lang="${words.language}" dir="${words.direction}">\n${paragraphs}\n</div>`;
  return { subject: words.t("resetSubject"), text, html };
}

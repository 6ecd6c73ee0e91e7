// The e-mail every seller gets when the shop's bank details change (decision 230): who changed
// them, when, and the old and new details side by side, so a seller who did not expect it can act
// before a buyer pays a deposit into a diverted account.
import { printedIban, type SellerBank } from "~/domain/seller-profile";
import { escapeHtml } from "~/mail/escape-html";

const FIELDS: Array<[keyof SellerBank, string]> = [
  ["beneficiary", "Beneficiary"],
  ["bankName", "Bank"],
  ["bankAddress", "Bank's address"],
  ["iban", "IBAN"],
  ["swift", "SWIFT/BIC"],
];

const shown = (bank: SellerBank, key: keyof SellerBank) => {
  const value = key === "iban" ? printedIban(bank[key]) : bank[key];
  return value.replace(/\s*\n\s*/g, ", ") || "(not set)";
};

export function bankChangeMail(input: { by: string; at: Date; before: SellerBank; after: SellerBank }): { subject: string; text: string; html: string } {
  const when = `${input.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const intro = `The bank details buyers pay into were changed by ${input.by} on ${when}. Proforma invoices sent from now on name the new account.`;
  const warning =
    "If you did not expect this change, sign in to the back office, put the right details back, and tell the shop's owner: changed bank details are how deposits get diverted.";
  const text = [intro, "", ...FIELDS.map(([key, label]) => `${label}: ${shown(input.before, key)} -> ${shown(input.after, key)}`), "", warning].join("\n");
  const rows = FIELDS.map(
    ([key, label]) =>
      `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(shown(input.before, key))}</td><td>${escapeHtml(shown(input.after, key))}</td></tr>`,
  ).join("\n");
  const html = `<p>${escapeHtml(intro)}</p>
<table cellpadding="4"><tr><th></th><th align="left">Before</th><th align="left">Now</th></tr>
${rows}
</table>
<p><strong>${escapeHtml(warning)}</strong></p>`;
  return { subject: "Tyre Wholesale: the bank details buyers pay into were changed", text, html };
}

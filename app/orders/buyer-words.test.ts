import { describe, expect, it } from "vitest";
import { ORDERS_CATALOGUE } from "~/i18n/catalogues.server";
import { BUYER_QUOTE_WORDS } from "~/domain/quote-state";
import { BUYER_STEP_WORDS } from "~/domain/order-timeline";
import { paymentScheduleLines, PAYMENT_TERMS } from "~/domain/payment-terms";
import { paymentScheduleText } from "~/domain/seller-quote";
import { SALES_STATUS_LABELS } from "~/inquiries/buyer-inquiry";
import { BANK_CHANGED_SINCE_QUOTE } from "~/quotes/next-steps";
import { ordersWording, sayBack } from "./buyer-words.server";

const LANGUAGES = ["fr", "es", "pt", "ar"] as const;

describe("a quote's and an order's words read back into the page's language", () => {
  it("says every status, step and payment term the readers write", () => {
    const texts = [
      ...Object.values(BUYER_QUOTE_WORDS),
      ...Object.values(SALES_STATUS_LABELS),
      ...Object.values(BUYER_STEP_WORDS),
      ...Object.values(PAYMENT_TERMS).map((term) => term.label),
      BANK_CHANGED_SINCE_QUOTE,
    ];
    for (const language of LANGUAGES) {
      const wording = ordersWording(language);
      for (const text of texts) expect(sayBack(wording, text), `${language}: ${text}`).not.toBe(text);
    }
  });

  it("says a schedule part by part, and a day in the language", () => {
    const wording = ordersWording("fr");
    const trade = `${paymentScheduleLines("tt-30-70-bl", 1_000_000, "EUR", 2).join("; ")}.`;
    expect(sayBack(wording, trade)).toBe(
      "30 % : €3,000.00 à régler par virement à la commande, avant production ; 70 % : €7,000.00 à régler par virement contre copie du connaissement.",
    );
    expect(sayBack(wording, paymentScheduleText(1_000_000, "EUR"))).toBe("Acompte (30 %) : €3,000.00 ; solde avant expédition : €7,000.00.");
    expect(sayBack(wording, "Bank details last changed on 28 November 2026.")).toBe(
      "Coordonnées bancaires modifiées pour la dernière fois le 28 novembre 2026.",
    );
    expect(sayBack(ordersWording("en"), trade)).toBe(trade);
    // A whole message before a pattern that would also match it.
    expect(sayBack(wording, "Quote received")).toBe(ORDERS_CATALOGUE.fr.quoteReceived);
    expect(sayBack(wording, "Quote Q-2026-000007")).toBe("Devis Q-2026-000007");
  });
});

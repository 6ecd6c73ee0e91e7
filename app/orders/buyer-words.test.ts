import { describe, expect, it } from "vitest";
import { ORDERS_CATALOGUE } from "~/i18n/catalogues.server";
import { BUYER_QUOTE_WORDS } from "~/domain/quote-state";
import { BUYER_STEP_WORDS } from "~/domain/order-timeline";
import { paymentScheduleLines, PAYMENT_TERMS } from "~/domain/payment-terms";
import { paymentScheduleText } from "~/domain/seller-quote";
import { SALES_STATUS_LABELS } from "~/inquiries/buyer-inquiry";
import { BANK_CHANGED_SINCE_QUOTE } from "~/quotes/next-steps";
import { formatMoney } from "~/domain/money";
import { isolatedRuns } from "~/i18n/left-to-right";
import { amountIn, ordersWording, sayBack } from "./buyer-words.server";

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
    // Each amount as French writes amounts (decision 310): "3 000,00 €".
    const euros = (minor: number) => formatMoney({ amountMinor: minor, currency: "EUR" }, "fr-FR");
    expect(sayBack(wording, trade)).toBe(
      `30 % : ${euros(300_000)} à régler par virement à la commande, avant production ; 70 % : ${euros(700_000)} à régler par virement contre copie du connaissement.`,
    );
    expect(sayBack(wording, paymentScheduleText(1_000_000, "EUR"))).toBe(`Acompte (30 %) : ${euros(300_000)} ; solde avant expédition : ${euros(700_000)}.`);
    expect(sayBack(wording, "Bank details last changed on 28 November 2026.")).toBe(
      "Coordonnées bancaires modifiées pour la dernière fois le 28 novembre 2026.",
    );
    expect(sayBack(ordersWording("en"), trade)).toBe(trade);
    // A whole message before a pattern that would also match it.
    expect(sayBack(wording, "Quote received")).toBe(ORDERS_CATALOGUE.fr.quoteReceived);
    expect(sayBack(wording, "Quote Q-2026-000007")).toBe("Devis Q-2026-000007");
  });

  it("writes an amount again in the page's locale, isolated left to right inside an Arabic sentence (decision 311)", () => {
    const trade = `${paymentScheduleLines("tt-30-70-bl", 1_000_000, "USD", 2).join("; ")}.`;
    const arabic = sayBack(ordersWording("ar"), trade);
    expect(
      isolatedRuns(arabic)
        .filter((run) => run.ltr)
        .map((run) => run.text),
    ).toEqual(["3,000.00\u00a0US$", "7,000.00\u00a0US$"]);
    expect(amountIn(ordersWording("es"), "NGN\u00a01,092,000.00")).toBe(formatMoney({ amountMinor: 109_200_000, currency: "NGN" as "EUR" }, "es-ES"));
    expect(amountIn(ordersWording("pt"), "€64,934.70")).toBe(formatMoney({ amountMinor: 6_493_470, currency: "EUR" }, "pt-BR"));
    // Not an amount, or English: none.
    for (const text of ["30", "Lagos Apapa", "2026", "€ soon"]) expect(amountIn(ordersWording("fr"), text), text).toBeNull();
    expect(amountIn(ordersWording("en"), "€64,934.70")).toBeNull();
  });
});

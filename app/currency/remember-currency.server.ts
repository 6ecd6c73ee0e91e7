// The chooser's answer (decision 298): a code the shop shows prices in is remembered in the
// `currency` cookie and, for a signed-in buyer, in their account; anything else is refused with
// the reason, changing nothing.
import type { AppLoadContext } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import { formFailure, type FormFailure } from "~/forms/form-result";
import { CURRENCY_CATALOGUE } from "~/i18n/catalogues.server";
import { fillMessage } from "~/i18n/fill-message";
import { requestLanguage } from "~/i18n/languages";
import { setAccountCurrency } from "./account-currency.server";
import { currencyCodeOf, currencyCookie } from "./currency-cookie";
import { ratesByCode } from "./display-currency.server";

export type RememberedCurrency = { ok: true; code: string; setCookie: string } | { ok: false; failure: FormFailure };

export async function rememberCurrency(context: Pick<AppLoadContext, "db" | "auth" | "config">, request: Request, asked: unknown): Promise<RememberedCurrency> {
  const code = currencyCodeOf(typeof asked === "string" ? asked : null);
  const known = code !== null && (code === STORE_CURRENCY || (await ratesByCode(context.db)).has(code));
  if (!known) {
    // Refused in the chooser's language: the form posts to its own page, under the language's prefix.
    const words = CURRENCY_CATALOGUE[requestLanguage(request)];
    const message = fillMessage(words.noRateChosen, { named: code ?? words.thatCurrency });
    return { ok: false, failure: formFailure("invalid", message, { currency: message }) };
  }
  const user = await getSessionUser(request, context);
  if (user) await setAccountCurrency(context.db, user.id, code);
  return { ok: true, code, setCookie: currencyCookie(code, context.config.publicUrl.startsWith("https:")) };
}

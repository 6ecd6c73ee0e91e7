// The quote page's data: the basket's tyres at today's prices, planned into containers
// and priced by the whole load; and whether a tyre may join the basket. Read fresh for every
// request: a basket is personal and never cached (decision 090).
import type { Kysely } from "kysely";
import { getTyre } from "~/catalogue/repository.server";
import { payablePrice, type Tyre } from "~/catalogue/tyre";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import type { Database } from "~/db/schema";
import { priceDeal, resolveShipping, NO_SHIPPING_CHOICE, type Deal, type ShippingChoice } from "~/domain/deal";
import type { FreightTable } from "~/domain/freight";
import type { CapacityOverrides } from "~/domain/container-capacity";
import type { Money } from "~/domain/money";
import { planLoad, type LoadReadiness } from "~/domain/load-plan";
import { shopDate } from "~/domain/seller-quote";
import { weightKgOf } from "~/domain/tyre-weight";
import type { BasketEntry } from "./basket-lines";
import { FRESH_TABLES, type PricingTableReads } from "./kept-pricing-tables.server";
import { stockSwapsFor } from "./stock-swap.server";
import type { StockSwap } from "~/domain/stock-swap";
import { ENGLISH_BASKET, leftToRight, loadWords, say, sayPieces, type BasketWording } from "./basket-wording";

export interface QuoteLine {
  tyreId: number;
  name: string;
  size: string;
  path: string;
  image: string | null;
  quantity: number;
  offerPrice: Money;
}

/** A basket line that cannot be quoted today, and why: shown so the buyer can remove it. */
export interface SetAsideLine {
  tyreId: number;
  name: string;
  quantity: number;
  reason: string;
}

export interface QuotePage {
  lines: QuoteLine[];
  setAside: SetAsideLine[];
  /** The load priced for the buyer's shipping choice by the one engine (decision 207); null when empty. */
  deal: Deal | null;
  /** The seller's freight table the deal was priced with. */
  freight: FreightTable;
  /** The seller's container counts the deal was planned with, for its hints (quoteHints). */
  overrides: CapacityOverrides;
  /** Per line what is on hand, incoming and made to order, and the day the load can leave (decision 249). */
  readiness: LoadReadiness;
  /** Per line, an in-stock tyre of the same size and axle position when the line must wait (decision 263). */
  swaps: Array<StockSwap | null>;
}

const nameOf = (tyre: Tyre) => `${tyre.brand} ${tyre.model}`;

/**
 * `wording`: the language of the set-aside reasons, the readiness and the swaps' sentences (English unless told);
 * `tables`: how the tyres, the freight table and container counts are read (the page's are kept per revision).
 */
export async function loadQuote(
  db: Kysely<Database>,
  entries: readonly BasketEntry[],
  choice: ShippingChoice = NO_SHIPPING_CHOICE,
  wording: BasketWording = ENGLISH_BASKET,
  tables: PricingTableReads = FRESH_TABLES,
): Promise<QuotePage> {
  const ids = entries.map((e) => e.tyreId);
  const [tyres, overrides, freight, availability] = await Promise.all([
    tables.tyres(db, ids),
    tables.overrides(db),
    tables.freight(db),
    tables.availability(db, ids),
  ]);
  const byId = new Map(tyres.map((t) => [t.id, t]));
  const lines: QuoteLine[] = [];
  const weights: Array<number | null> = [];
  const patterns: string[] = [];
  const setAside: SetAsideLine[] = [];
  for (const entry of entries) {
    const tyre = byId.get(entry.tyreId);
    const price = tyre ? payablePrice(tyre) : null;
    if (!tyre) setAside.push({ tyreId: entry.tyreId, name: say(wording, "aTyre"), quantity: entry.quantity, reason: say(wording, "noLongerOffered") });
    else if (!price) setAside.push({ tyreId: tyre.id, name: nameOf(tyre), quantity: entry.quantity, reason: say(wording, "noPriceToday") });
    else if (lines[0] && price.currency !== lines[0].offerPrice.currency)
      setAside.push({
        tyreId: tyre.id,
        name: nameOf(tyre),
        quantity: entry.quantity,
        reason: say(wording, "otherCurrency", { currency: price.currency, quoteCurrency: lines[0].offerPrice.currency }),
      });
    else {
      lines.push({
        tyreId: tyre.id,
        name: nameOf(tyre),
        size: tyre.size.normalized,
        path: tyreDetailPath({ ...tyre, size: tyre.size.normalized }),
        image: tyre.image,
        quantity: entry.quantity,
        offerPrice: price,
      });
      weights.push(weightKgOf(tyre.specifications.weight));
      patterns.push(tyre.pattern);
    }
  }
  const deal = priceDeal(
    lines.map((line, i) => ({ size: line.size, quantity: line.quantity, weightKg: weights[i] ?? null, offerPrice: line.offerPrice })),
    resolveShipping(choice, freight),
    overrides,
  );
  const today = shopDate(new Date());
  const readiness = planLoad(
    lines.map((line) => ({ name: `${line.name} ${line.size}`, quantity: line.quantity, availability: availability.get(line.tyreId) ?? null })),
    today,
    loadWords(wording),
  );
  const found = await stockSwapsFor(
    db,
    lines.map((line, i) => ({
      tyreId: line.tyreId,
      size: line.size,
      pattern: patterns[i]!,
      quantity: line.quantity,
      currency: line.offerPrice.currency,
      availability: availability.get(line.tyreId) ?? null,
    })),
    today,
    tables.swapCandidates,
  );
  const swaps =
    wording === ENGLISH_BASKET
      ? found
      : found.map(
          (swap) => swap && { ...swap, text: say(wording, "swapText", { name: leftToRight(wording, swap.name), pieces: sayPieces(wording, swap.pieces) }) },
        );
  return { lines, setAside, deal, freight, overrides, readiness, swaps };
}

export type Addable = { ok: true; tyre: Tyre } | { ok: false; reason: string; status: 400 | 404 };

/** Whether a tyre may join this basket: it exists, has a price, and in the basket's currency. */
export async function checkAddable(
  db: Kysely<Database>,
  entries: readonly BasketEntry[],
  tyreId: number,
  wording: BasketWording = ENGLISH_BASKET,
): Promise<Addable> {
  const tyre = await getTyre(db, tyreId);
  if (!tyre) return { ok: false, reason: say(wording, "notInCatalogue"), status: 404 };
  const price = payablePrice(tyre);
  if (!price) return { ok: false, reason: say(wording, "namedNoPrice", { name: leftToRight(wording, nameOf(tyre)) }), status: 400 };
  const others = entries.filter((e) => e.tyreId !== tyreId);
  if (others.length > 0) {
    const basket = await loadQuote(db, others);
    const currency = basket.deal?.currency;
    if (currency && currency !== price.currency) {
      return {
        ok: false,
        reason: say(wording, "namedOtherCurrency", { name: leftToRight(wording, nameOf(tyre)), currency: price.currency, quoteCurrency: currency }),
        status: 400,
      };
    }
  }
  return { ok: true, tyre };
}

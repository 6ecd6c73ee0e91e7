// The breakdown's rows that follow from the shipping terms, the same on /buy-now and /quote: worded
// by their loaders (app/buy-now/breakdown-rows.ts, decision 240), printed here.
import type { BreakdownRow } from "../buy-now/breakdown-rows";
import { QuoteRow } from "./quote-row";

export function BreakdownRows({ rows }: { rows: readonly BreakdownRow[] }) {
  return (
    <>
      {rows.map((row) => (
        <QuoteRow key={row.name} {...row} />
      ))}
    </>
  );
}

// The search page's count line (decision 070): exact up to 1,000 matches, then "1,000+".
import { groupedCount } from "../domain/count-text";

/** "1 tyre matches", "20 tyres match", "1,000+ tyres match" when the search stopped counting. */
export function matchCountText(total: number, capped: boolean): string {
  if (total === 1 && !capped) return "1 tyre matches";
  return `${groupedCount(total)}${capped ? "+" : ""} tyres match`;
}

// What /admin/freight says after a change, read back from the query its redirect carries
// (saved=settings, saved=NGAPP, removed=NGAPP, applied=1.2.0.27). Only these shapes are read, so a
// crafted link can never make the page say something else. Browser-safe.
import { appliedNotice } from "../csv/table-csv-upload";
import { LOCODE_PATTERN } from "../domain/freight";

export function freightNotice(params: URLSearchParams): string | null {
  const saved = params.get("saved");
  if (saved === "settings") return "Saved the settings.";
  if (saved && LOCODE_PATTERN.test(saved)) return `Saved ${saved}.`;
  const removed = params.get("removed");
  if (removed && LOCODE_PATTERN.test(removed)) return `Removed ${removed}.`;
  return appliedNotice(params);
}

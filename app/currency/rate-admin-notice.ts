// What /admin/rates says after a change, read back from the query its redirect carries (saved=USD,
// removed=USD, applied=1.2.0.14). Only these shapes are read, so a crafted link can never make the
// page say something else. Browser-safe.
import { appliedNotice } from "../csv/table-csv-upload";

const CODE = /^[A-Z]{3}$/;

export function rateNotice(params: URLSearchParams): string | null {
  const saved = params.get("saved");
  if (saved && CODE.test(saved)) return `Saved the rate of ${saved}.`;
  const removed = params.get("removed");
  if (removed && CODE.test(removed)) return `Removed the rate of ${removed}.`;
  return appliedNotice(params);
}

// The forms of /admin/freight (decision 208), one schema on `intent` (decision 203): the settings,
// a port added, a row saved or removed, a rate sheet previewed or applied. The schema reads the
// fields as text; the row checker (app/freight/freight-admin-row.ts) holds them to the table's
// rules in the service, the same checker the CSV upload uses. Browser-safe, zod/mini.
import * as z from "zod/mini";

export const FREIGHT_FIELDS = [
  "intent",
  "portOfLoading",
  "insurancePercent",
  "defaultRate20",
  "defaultRate40",
  "code",
  "name",
  "country",
  "rate20",
  "rate40",
  "transitDays",
  "csv",
  "fileName",
  "fingerprint",
] as const;

const text = z.string();
const row = { code: text, name: text, country: text, rate20: text, rate40: text, transitDays: text };
const PREVIEW_FIRST = "Preview the file first, then apply it.";

export const freightActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("settings"), portOfLoading: text, insurancePercent: text, defaultRate20: text, defaultRate40: text }),
    z.object({ intent: z.literal("add"), ...row }),
    z.object({ intent: z.literal("save"), ...row }),
    z.object({ intent: z.literal("remove"), code: text.check(z.minLength(1, "Name the port to remove.")) }),
    // The file itself is a multipart field formValues does not read; the route takes it.
    z.object({ intent: z.literal("preview") }),
    z.object({
      intent: z.literal("apply"),
      csv: text.check(z.minLength(1, PREVIEW_FIRST)),
      fileName: text,
      fingerprint: text.check(z.minLength(1, PREVIEW_FIRST)),
    }),
  ],
  { error: "Save the settings, add, save or remove a port, or preview and apply a CSV file." },
);

// The forms of /admin/rates (decision 284), one schema on `intent` (decision 203): a rate added,
// a row saved or removed, a rate file previewed or applied. The schema reads the fields as text;
// the row checker (app/currency/rate-row.ts) holds them to the table's rules in the service, the
// same checker the CSV upload uses. Browser-safe, zod/mini.
import * as z from "zod/mini";

export const RATE_FIELDS = ["intent", "currency", "rate", "asOf", "csv", "fileName", "fingerprint"] as const;

const text = z.string();
const row = { currency: text, rate: text, asOf: text };
const PREVIEW_FIRST = "Preview the file first, then apply it.";

export const rateActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), ...row }),
    z.object({ intent: z.literal("save"), ...row }),
    z.object({ intent: z.literal("remove"), currency: text.check(z.minLength(1, "Name the currency to remove.")) }),
    // The file itself is a multipart field formValues does not read; the route takes it.
    z.object({ intent: z.literal("preview") }),
    z.object({
      intent: z.literal("apply"),
      csv: text.check(z.minLength(1, PREVIEW_FIRST)),
      fileName: text,
      fingerprint: text.check(z.minLength(1, PREVIEW_FIRST)),
    }),
  ],
  { error: "Add, save or remove a rate, or preview and apply a CSV file." },
);

// The two buttons under a catalogue upload's preview (decision 178): apply it or discard it, by
// its token. One schema (decision 203); the upload itself is a multipart stream read elsewhere.
// Browser-safe, zod/mini.
import * as z from "zod/mini";

export const CATALOGUE_PREVIEW_FIELDS = ["intent", "token", "confirmCurrency"] as const;

const CHOOSE = "Upload a file, then apply or discard its preview.";

export const cataloguePreviewSchema = z.object({
  intent: z.enum(["apply", "discard"], { error: CHOOSE }),
  token: z.string().check(z.minLength(1, CHOOSE)),
  /** "on": the seller confirmed the prices in another currency than the catalogue's (decision 256). */
  confirmCurrency: z.optional(z.string()),
});

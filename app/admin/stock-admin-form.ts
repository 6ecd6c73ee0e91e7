// The forms of /admin/stock (decisions 245, 246), one schema on `intent` (decision 203): a feed
// previewed (the file is a multipart field the route reads) or applied from its draft, an API key
// made or revoked. Browser-safe, zod/mini.
import * as z from "zod/mini";
import { rowIdField } from "../forms/number-field";

export const STOCK_FIELDS = ["intent", "draft", "name", "key"] as const;
export const KEY_NAME_MAX = 80;

export const stockActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("preview") }),
    z.object({ intent: z.literal("apply"), draft: rowIdField("Preview the feed first, then apply it.") }),
    z.object({
      intent: z.literal("create-key"),
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, "Name the key after the system that uses it."),
          z.maxLength(KEY_NAME_MAX, `A key's name is at most ${KEY_NAME_MAX} characters.`),
        ),
    }),
    z.object({ intent: z.literal("revoke-key"), key: rowIdField("Choose a key to revoke.") }),
  ],
  { error: "Preview or apply a stock feed, or make or revoke an API key." },
);

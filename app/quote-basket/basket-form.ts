// The quote page's add, set, swap and remove forms (decision 131): the tyre, and for add and set the
// pieces, read once by the schema (decision 203). The basket's own rules (a line limit, a tyre
// already in the quote) still answer for what only the basket knows. Browser-safe, zod/mini.
import * as z from "zod/mini";
import { rowIdField, wholeNumberField } from "../forms/number-field";
import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from "./basket-lines";

export const BASKET_FORM_FIELDS = ["intent", "tyre", "quantity", "to"] as const;

export const CHOOSE_TYRE_MESSAGE = "Choose a tyre.";
export const CHOOSE_SWAP_MESSAGE = "Choose the tyre to swap in.";
export const CHOOSE_INTENT_MESSAGE = "Choose add, set, swap or remove.";

const tyre = rowIdField(CHOOSE_TYRE_MESSAGE);

export const basketChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("remove"), tyre }),
    // The in-stock tyre suggested for a waiting line takes its place (decision 263).
    z.object({ intent: z.literal("swap"), tyre, to: rowIdField(CHOOSE_SWAP_MESSAGE) }),
    z.object({ intent: z.enum(["add", "set"]), tyre, quantity: wholeNumberField({ min: 1, max: MAX_LINE_QUANTITY }, LINE_QUANTITY_MESSAGE) }),
  ],
  { error: CHOOSE_INTENT_MESSAGE },
);

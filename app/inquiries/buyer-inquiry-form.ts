// The forms under each of a buyer's inquiries on /account/inquiries: 'Request again' (decision
// 132) and 'Accept' or 'Decline' of the seller's quote (decision 175). One schema (decision 203).
// Browser-safe, zod/mini.
import * as z from "zod/mini";
import { rowIdField } from "../forms/number-field";

export const BUYER_INQUIRY_FIELDS = ["intent", "inquiry"] as const;

export const buyerInquirySchema = z.object({
  intent: z.enum(["again", "accept", "decline"], { error: "Choose Request again, Accept or Decline." }),
  inquiry: rowIdField("Choose one of your inquiries."),
});

// The forms under each of a buyer's inquiries on /account/inquiries: 'Request again' (decision
// 132), and 'Ask for changes' with a message or 'Decline' of the seller's quote (decisions 175,
// 250); and the order page's 'Accept', which names the quote the buyer read (decision 251). One
// schema per page (decision 203). Browser-safe, zod/mini.
import * as z from "zod/mini";
import { rowIdField } from "../forms/number-field";
import { MULTI_LINE_TEXT } from "../forms/plain-text";
import { CHANGES_MESSAGE_MAX } from "./buyer-inquiry";

export const BUYER_INQUIRY_FIELDS = ["intent", "inquiry", "message"] as const;

const inquiry = rowIdField("Choose one of your inquiries.");

export const buyerInquirySchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("again"), inquiry }),
    z.object({ intent: z.literal("decline"), inquiry }),
    z.object({
      intent: z.literal("changes"),
      inquiry,
      message: z
        .string({ error: "Write what you would like changed." })
        .check(
          z.trim(),
          z.minLength(1, "Write what you would like changed."),
          z.maxLength(CHANGES_MESSAGE_MAX, `A message is at most ${CHANGES_MESSAGE_MAX} characters.`),
          z.regex(MULTI_LINE_TEXT, "The message may not contain control characters."),
        ),
    }),
  ],
  { error: "Choose Request again, Ask for changes or Decline." },
);

export const ACCEPT_FIELDS = ["intent", "quote"] as const;

export const acceptQuoteSchema = z.object({
  intent: z.literal("accept", { error: "Accept the quote with its button." }),
  quote: z.string({ error: "Name the quote you accept." }).check(z.regex(/^Q-\d{4}-\d{6,}$/, "Name the quote you accept.")),
});

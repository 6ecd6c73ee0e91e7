// The forms of an inquiry's back-office page: a status by hand, a note, 'Send again'.
// One zod schema, one branch per intent; checked with checkForm (decision 203). Browser-safe.
import * as z from "zod/mini";
import { PIPELINE_STATUSES } from "./inquiry-pipeline";
import { rowIdField } from "../forms/number-field";

export const NOTE_MAX = 4000;

/** Every field any of the page's forms posts; each intent's branch reads its own. */
export const INQUIRY_ACTION_FIELDS = ["intent", "status", "body", "job", "back"] as const;

export const inquiryActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      status: z.enum(PIPELINE_STATUSES.map((s) => s.salesStatus) as ["sent", "quoted", "won", "lost"], { error: "Choose a status." }),
    }),
    z.object({
      intent: z.literal("note"),
      body: z.string().check(z.trim(), z.minLength(1, "Write the note first."), z.maxLength(NOTE_MAX, `A note is at most ${NOTE_MAX} characters.`)),
    }),
    z.object({
      intent: z.literal("send-again"),
      job: rowIdField("Choose an e-mail."),
      // Where 'Send again' was pressed: the mail page sends the seller back there, this page to itself.
      back: z.enum(["/admin/mail", ""], { error: "Send again from this page or the mail page." }),
    }),
  ],
  { error: "Change the status, add a note or send an e-mail again." },
);

export type InquiryAction = z.infer<typeof inquiryActionSchema>;

// The forms of an inquiry's back-office page: a status by hand, a note, 'Send again'.
// One zod schema per intent; browser-safe.
import { z } from "zod";
import { PIPELINE_STATUSES } from "./inquiry-pipeline";
import { parseRowId } from "../http/number-param";

export const NOTE_MAX = 4000;

export const inquiryActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    status: z.enum(PIPELINE_STATUSES.map((s) => s.salesStatus) as ["sent", "quoted", "won", "lost"], { error: "Choose a status." }),
  }),
  z.object({
    intent: z.literal("note"),
    body: z
      .string()
      .trim()
      .min(1, { error: "Write the note first." })
      .max(NOTE_MAX, { error: `A note is at most ${NOTE_MAX} characters.` }),
  }),
  z.object({
    intent: z.literal("send-again"),
    job: z.string().transform((text, ctx) => parseRowId(text) ?? (ctx.addIssue({ code: "custom", message: "Choose an e-mail." }), z.NEVER)),
    back: z.literal("/admin/mail").or(z.literal("")).optional(),
  }),
]);

export type InquiryAction = z.infer<typeof inquiryActionSchema>;

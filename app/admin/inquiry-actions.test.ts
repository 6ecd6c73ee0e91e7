import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { inquiryActionSchema, NOTE_MAX } from "./inquiry-actions";

const form = (fields: Record<string, string>) => ({ intent: "", status: "", body: "", job: "", back: "", ...fields });

describe("the inquiry page's forms", () => {
  it.each([
    [
      { intent: "status", status: "won" },
      { intent: "status", status: "won" },
    ],
    [
      { intent: "note", body: "  Called back.  " },
      { intent: "note", body: "Called back." },
    ],
    [
      { intent: "send-again", job: "12" },
      { intent: "send-again", job: 12, back: "" },
    ],
    [
      { intent: "send-again", job: "12", back: "/admin/mail" },
      { intent: "send-again", job: 12, back: "/admin/mail" },
    ],
  ])("takes %j", (fields, expected) => {
    expect(checkForm(inquiryActionSchema, form(fields))).toEqual({ ok: true, data: expected });
  });

  it.each([
    [{ intent: "delete" }, { intent: "Change the status, add a note or send an e-mail again." }],
    [{}, { intent: "Change the status, add a note or send an e-mail again." }],
    [{ intent: "status", status: "paid" }, { status: "Choose a status." }],
    [{ intent: "note", body: "   " }, { body: "Write the note first." }],
    [{ intent: "note", body: "x".repeat(NOTE_MAX + 1) }, { body: `A note is at most ${NOTE_MAX} characters.` }],
    [{ intent: "send-again", job: "1e3" }, { job: "Choose an e-mail." }],
    [{ intent: "send-again", job: "3", back: "https://evil.example/" }, { back: "Send again from this page or the mail page." }],
  ])("refuses %j with the field's own message", (fields, fieldErrors) => {
    expect(checkForm(inquiryActionSchema, form(fields))).toEqual({ ok: false, kind: "invalid", message: Object.values(fieldErrors)[0], fieldErrors });
  });
});

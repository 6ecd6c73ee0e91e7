import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { acceptQuoteSchema, buyerInquirySchema } from "./buyer-inquiry-form";

describe("the forms under a buyer's inquiry", () => {
  it.each([
    [
      { intent: "again", inquiry: "7" },
      { intent: "again", inquiry: 7 },
    ],
    [
      { intent: "decline", inquiry: "7" },
      { intent: "decline", inquiry: 7 },
    ],
    [
      { intent: "changes", inquiry: "7", message: "  Drive tyres at €330, please.\nAnd CIF Apapa.  " },
      { intent: "changes", inquiry: 7, message: "Drive tyres at €330, please.\nAnd CIF Apapa." },
    ],
  ])("takes %j", (fields, expected) => {
    expect(checkForm(buyerInquirySchema, fields)).toEqual({ ok: true, data: expected });
  });

  it.each([
    [{ intent: "cancel", inquiry: "7" }, { intent: "Choose Request again, Ask for changes or Decline." }],
    // Accepting has its own page, with the quote's number (decision 251).
    [{ intent: "accept", inquiry: "7" }, { intent: "Choose Request again, Ask for changes or Decline." }],
    [{ intent: "decline", inquiry: "" }, { inquiry: "Choose one of your inquiries." }],
    [{ intent: "again", inquiry: "9999999999" }, { inquiry: "Choose one of your inquiries." }],
    [{ intent: "changes", inquiry: "7", message: "   " }, { message: "Write what you would like changed." }],
    [{ intent: "changes", inquiry: "7" }, { message: "Write what you would like changed." }],
    [{ intent: "changes", inquiry: "7", message: "x".repeat(2001) }, { message: "A message is at most 2000 characters." }],
    [{ intent: "changes", inquiry: "7", message: "a\u0000b" }, { message: "The message may not contain control characters." }],
  ])("refuses %j", (fields, fieldErrors) => {
    expect(checkForm(buyerInquirySchema, fields)).toEqual({ ok: false, kind: "invalid", message: Object.values(fieldErrors)[0], fieldErrors });
  });

  it.each([
    [{ intent: "accept", quote: "Q-2026-000042" }, true],
    [{ intent: "accept", quote: "" }, false],
    [{ intent: "accept", quote: "Q-2026-42" }, false],
    [{ intent: "accept" }, false],
    [{ intent: "decline", quote: "Q-2026-000042" }, false],
  ])("the order page's Accept takes %j: %s", (fields, ok) => {
    expect(checkForm(acceptQuoteSchema, fields).ok).toBe(ok);
  });
});

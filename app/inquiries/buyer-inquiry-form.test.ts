import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { buyerInquirySchema } from "./buyer-inquiry-form";

describe("the forms under a buyer's inquiry", () => {
  it.each([
    [
      { intent: "again", inquiry: "7" },
      { intent: "again", inquiry: 7 },
    ],
    [
      { intent: "accept", inquiry: "7" },
      { intent: "accept", inquiry: 7 },
    ],
    [
      { intent: "decline", inquiry: "7" },
      { intent: "decline", inquiry: 7 },
    ],
  ])("takes %j", (fields, expected) => {
    expect(checkForm(buyerInquirySchema, fields)).toEqual({ ok: true, data: expected });
  });

  it.each([
    [{ intent: "cancel", inquiry: "7" }, { intent: "Choose Request again, Accept or Decline." }],
    [{ intent: "accept", inquiry: "" }, { inquiry: "Choose one of your inquiries." }],
    [{ intent: "again", inquiry: "9999999999" }, { inquiry: "Choose one of your inquiries." }],
  ])("refuses %j", (fields, fieldErrors) => {
    expect(checkForm(buyerInquirySchema, fields)).toEqual({ ok: false, kind: "invalid", message: Object.values(fieldErrors)[0], fieldErrors });
  });
});

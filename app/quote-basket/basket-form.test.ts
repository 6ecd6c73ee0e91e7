import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { basketChangeSchema } from "./basket-form";
import { LINE_QUANTITY_MESSAGE } from "./basket-lines";

const form = (fields: Record<string, string>) => ({ intent: "", tyre: "", quantity: "", to: "", ...fields });

describe("the quote page's add, set, swap and remove forms", () => {
  it.each([
    [
      { intent: "add", tyre: "4", quantity: "50" },
      { intent: "add", tyre: 4, quantity: 50 },
    ],
    [
      { intent: "set", tyre: "4", quantity: "100000" },
      { intent: "set", tyre: 4, quantity: 100000 },
    ],
    [
      { intent: "remove", tyre: "4", quantity: "whatever" },
      { intent: "remove", tyre: 4 },
    ],
    [
      { intent: "swap", tyre: "4", to: "9" },
      { intent: "swap", tyre: 4, to: 9 },
    ],
  ])("takes %j", (fields, expected) => {
    expect(checkForm(basketChangeSchema, form(fields))).toEqual({ ok: true, data: expected });
  });

  it.each([
    [{ intent: "buy", tyre: "1", quantity: "50" }, { intent: "Choose add, set, swap or remove." }],
    [{ intent: "swap", tyre: "1", to: "" }, { to: "Choose the tyre to swap in." }],
    [{ intent: "add", tyre: "abc", quantity: "50" }, { tyre: "Choose a tyre." }],
    [{ intent: "remove", tyre: "2147483648" }, { tyre: "Choose a tyre." }],
    [{ intent: "add", tyre: "1", quantity: "0" }, { quantity: LINE_QUANTITY_MESSAGE }],
    [{ intent: "set", tyre: "1", quantity: "5e3" }, { quantity: LINE_QUANTITY_MESSAGE }],
    [{ intent: "add", tyre: "1", quantity: "100001" }, { quantity: LINE_QUANTITY_MESSAGE }],
    [
      { intent: "add", tyre: "x", quantity: "" },
      { tyre: "Choose a tyre.", quantity: LINE_QUANTITY_MESSAGE },
    ],
  ])("refuses %j, each field with its first message", (fields, fieldErrors) => {
    expect(checkForm(basketChangeSchema, form(fields))).toEqual({ ok: false, kind: "invalid", message: Object.values(fieldErrors)[0], fieldErrors });
  });
});

import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { capacityActionSchema } from "./capacity-form";

const form = (fields: Record<string, string>) => ({ intent: "", size: "", capacity20: "", capacity40: "", ...fields });

describe("the container-capacity page's forms", () => {
  it.each([
    [
      { intent: "set", size: " 315/80R22.5 ", capacity20: "100", capacity40: "220" },
      { intent: "set", size: "315/80R22.5", capacity20: "100", capacity40: "220" },
    ],
    [
      { intent: "remove", size: "315/80R22.5", capacity20: "junk" },
      { intent: "remove", size: "315/80R22.5" },
    ],
  ])("takes %j", (fields, expected) => {
    expect(checkForm(capacityActionSchema, form(fields))).toEqual({ ok: true, data: expected });
  });

  it.each([
    [{ intent: "clear" }, { intent: "Set or remove a size's counts." }],
    [{ intent: "set", size: "", capacity20: "100", capacity40: "220" }, { size: "The size is required." }],
    [
      { intent: "set", size: "11R22.5", capacity20: "0", capacity40: "1e3" },
      { capacity20: "The 20ft count must be a whole number from 1 to 100000.", capacity40: "The 40ft count must be a whole number from 1 to 100000." },
    ],
  ])("refuses %j", (fields, fieldErrors) => {
    expect(checkForm(capacityActionSchema, form(fields))).toEqual({ ok: false, kind: "invalid", message: Object.values(fieldErrors)[0], fieldErrors });
  });
});

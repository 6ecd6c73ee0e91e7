import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { cataloguePreviewSchema } from "./catalogue-preview-form";

const CHOOSE = "Upload a file, then apply or discard its preview.";

describe("apply or discard a catalogue preview", () => {
  it.each([
    [{ intent: "apply", token: "t1" }, null],
    [{ intent: "discard", token: "t1" }, null],
    // decision 256: the tick that confirms prices in another currency rides along.
    [{ intent: "apply", token: "t1", confirmCurrency: "on" }, null],
    [{ intent: "apply", token: "" }, { token: CHOOSE }],
    [{ intent: "publish", token: "t1" }, { intent: CHOOSE }],
    [
      { intent: "", token: "" },
      { intent: CHOOSE, token: CHOOSE },
    ],
  ])("%j", (fields, fieldErrors) => {
    const result = checkForm(cataloguePreviewSchema, fields);
    if (fieldErrors === null) return expect(result).toEqual({ ok: true, data: fields });
    expect(result).toEqual({ ok: false, kind: "invalid", message: CHOOSE, fieldErrors });
  });
});

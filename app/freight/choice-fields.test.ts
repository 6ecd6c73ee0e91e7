import { describe, expect, it } from "vitest";
import type { ShippingChoice } from "../domain/deal";
import type { FreightPort } from "../domain/freight";
import { choiceFields, choiceQuery, portOptions, type ChoiceFields } from "./choice-fields";
import { readShippingChoice } from "./shipping-choice";

describe("choiceFields and choiceQuery", () => {
  it.each<[ShippingChoice, ChoiceFields, Array<[string, string]>]>([
    [{ term: null }, { terms: "", place: "", country: "" }, []],
    [{ term: "FOB" }, { terms: "FOB", place: "", country: "" }, [["terms", "FOB"]]],
    [
      { term: "CIF", port: "Lagos Apapa (NGAPP)" },
      { terms: "CIF", place: "Lagos Apapa (NGAPP)", country: "" },
      [
        ["terms", "CIF"],
        ["place", "Lagos Apapa (NGAPP)"],
      ],
    ],
    [
      { term: "DDP", address: "1 Marina, Lagos, NG", country: "NG" },
      { terms: "DDP", place: "1 Marina, Lagos, NG", country: "NG" },
      [
        ["terms", "DDP"],
        ["place", "1 Marina, Lagos, NG"],
        ["country", "NG"],
      ],
    ],
    [
      { term: "DDP", address: "Somewhere", country: null },
      { terms: "DDP", place: "Somewhere", country: "" },
      [
        ["terms", "DDP"],
        ["place", "Somewhere"],
      ],
    ],
  ])("%o shows as %o and travels as %o, read back as the same choice", (choice, fields, query) => {
    expect(choiceFields(choice)).toEqual(fields);
    expect(choiceQuery(fields)).toEqual(query);
    const read = readShippingChoice(new URLSearchParams(query));
    expect(read.ok && read.choice.term).toBe(choice.term);
  });

  it.each<[ChoiceFields, Array<[string, string]>]>([
    [{ terms: "FOB", place: "Lagos", country: "NG" }, [["terms", "FOB"]]],
    [
      { terms: "CIF", place: "  Tema ", country: "GH" },
      [
        ["terms", "CIF"],
        ["place", "Tema"],
      ],
    ],
    [{ terms: "", place: "Tema", country: "" }, []],
  ])("leaves out what the term does not read: %o", (fields, query) => {
    expect(choiceQuery(fields)).toEqual(query);
  });
});

describe("portOptions", () => {
  const port = (code: string, name: string): FreightPort => ({
    code,
    name,
    country: code.slice(0, 2),
    rate20Minor: 1,
    rate40Minor: 2,
    transitDays: 20,
    example: true,
  });

  it("lists each port's code and name only, by name", () => {
    expect(portOptions([port("TZDAR", "Dar es Salaam"), port("NGAPP", "Lagos Apapa"), port("AEJEA", "Jebel Ali")])).toEqual([
      { code: "TZDAR", name: "Dar es Salaam" },
      { code: "AEJEA", name: "Jebel Ali" },
      { code: "NGAPP", name: "Lagos Apapa" },
    ]);
  });
});

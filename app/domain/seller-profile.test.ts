import { describe, expect, it } from "vitest";
import { bankChanged, ibanOf, ibanProblem, printedIban, swiftProblem, type SellerBank } from "./seller-profile";

describe("ibanProblem", () => {
  it.each([
    ["NL91ABNA0417164300", null],
    ["nl91 abna 0417 1643 00", null],
    ["DE89 3704 0044 0532 0130 00", null],
    ["NL91ABNA0417164301", "check digits do not match"],
    ["NL92ABNA0417164300", "check digits do not match"],
    ["NL91ABNA041716430", "wrong number of characters"],
    ["XX91ABNA0417164300", "country code"],
    ["", "Enter the IBAN."],
  ])("%j → %s", (iban, reason) => {
    const problem = ibanProblem(iban);
    if (reason === null) expect(problem).toBeNull();
    else expect(problem).toContain(reason);
  });

  it("stores and prints the IBAN in its electronic and grouped forms", () => {
    expect(ibanOf(" nl91 abna 0417 1643 00 ")).toBe("NL91ABNA0417164300");
    expect(printedIban("NL91ABNA0417164300")).toBe("NL91 ABNA 0417 1643 00");
  });
});

describe("swiftProblem", () => {
  it.each([
    ["ABNANL2A", null],
    ["abnanl2axxx", null],
    ["ABNANL2", "8 or 11 characters; this one has 7"],
    ["ABNANL2AXX", "8 or 11 characters; this one has 10"],
    ["ABNAXX2A", "not valid"],
    ["", "Enter the SWIFT/BIC code."],
  ])("%j → %s", (swift, reason) => {
    const problem = swiftProblem(swift);
    if (reason === null) expect(problem).toBeNull();
    else expect(problem).toContain(reason);
  });
});

describe("bankChanged", () => {
  const bank: SellerBank = {
    beneficiary: "Tyre Wholesale B.V.",
    bankName: "ABN AMRO",
    bankAddress: "Amsterdam",
    iban: "NL91ABNA0417164300",
    swift: "ABNANL2A",
  };
  it.each([
    [{}, false],
    [{ iban: "DE89370400440532013000" }, true],
    [{ swift: "ABNANL2AXXX" }, true],
    [{ beneficiary: "Someone Else Ltd" }, true],
    [{ bankAddress: "Rotterdam" }, true],
  ])("%j → %s", (change, changed) => {
    expect(bankChanged(bank, { ...bank, ...change })).toBe(changed);
  });
});

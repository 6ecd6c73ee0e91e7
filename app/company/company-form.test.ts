import { describe, expect, it } from "vitest";
import { addressesOf, companyFormValues, parseCompanyForm, portsOf } from "./company-form";

const GOOD = {
  intent: "save",
  name: "Ana Transport BV",
  country: "KE",
  vatNumber: "",
  phone: "+254 20 123 4567",
  addresses: "Moi Avenue 12\r\nNairobi\r\n\r\n\r\nPort Reitz Road 4\r\nMombasa",
  ports: " Mombasa \n\nDar es Salaam",
  incoterm: "CIF",
  currency: "USD",
};

describe("the company profile form (decision 255)", () => {
  it("reads the addresses as blocks and the ports as lines", () => {
    const checked = parseCompanyForm(GOOD);
    expect(checked).toEqual({
      ok: true,
      intent: "save",
      profile: {
        name: "Ana Transport BV",
        country: "KE",
        vatNumber: "",
        phone: "+254 20 123 4567",
        addresses: ["Moi Avenue 12\nNairobi", "Port Reitz Road 4\nMombasa"],
        ports: ["Mombasa", "Dar es Salaam"],
        incoterm: "CIF",
        currency: "USD",
      },
    });
    if (checked.ok && checked.intent === "save") expect(parseCompanyForm({ ...companyFormValues(checked.profile), intent: "save" })).toEqual(checked);
  });

  it.each([
    ["name", { name: "  " }, "Enter the company name."],
    ["country", { country: "XX" }, "Choose the company's country."],
    ["country", { country: "ke" }, "Choose the company's country."],
    ["phone", { phone: "+1\u0007" }, "The phone number must be one line of plain text."],
    ["addresses", { addresses: "\n\n" }, "Enter at least one address."],
    ["addresses", { addresses: "x".repeat(1001) }, "Each address must be at most 1000 characters."],
    ["ports", { ports: Array.from({ length: 11 }, (_, i) => `Port ${i}`).join("\n") }, "At most 10 ports."],
    ["incoterm", { incoterm: "EXW" }, "Choose FOB, CIF or DDP."],
    ["currency", { currency: "JPY" }, "Choose EUR, USD or GBP."],
  ])("refuses a bad %s with its reason", (field, change, reason) => {
    const checked = parseCompanyForm({ ...GOOD, ...change });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fieldErrors[field]).toBe(reason);
  });

  it("names every failing field at once", () => {
    const checked = parseCompanyForm({ ...GOOD, name: "", phone: "", incoterm: "" });
    expect(checked.ok ? [] : Object.keys(checked.fieldErrors).sort()).toEqual(["incoterm", "name", "phone"]);
  });

  it.each([
    ["ana@example.com", "ana@example.com"],
    [" Ana@Example.COM ", "ana@example.com"],
  ])("reads the invitation's address %j", (email, read) => {
    expect(parseCompanyForm({ intent: "invite", email })).toEqual({ ok: true, intent: "invite", email: read });
  });

  it.each(["", "not an address"])("refuses the invitation's address %j", (email) => {
    expect(parseCompanyForm({ intent: "invite", email }).ok).toBe(false);
  });

  it.each([
    [
      { intent: "handOver", member: " Carl@Example.com " },
      { ok: true, intent: "handOver", member: "carl@example.com" },
    ],
    [{ intent: "leave" }, { ok: true, intent: "leave" }],
  ])("reads the hand-over and the leaving %j", (values, read) => {
    expect(parseCompanyForm(values)).toEqual(read);
  });

  it("refuses a hand-over that names nobody, with the field's reason", () => {
    expect(parseCompanyForm({ intent: "handOver", member: " " })).toMatchObject({
      ok: false,
      fieldErrors: { member: "Choose the colleague who takes the company over." },
    });
  });

  it("splits as the form writes", () => {
    expect([addressesOf("a\n \nb"), portsOf("a\r\nb\n")]).toEqual([
      ["a", "b"],
      ["a", "b"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { companyOfInquiry, inquiryStartOf, oneLine, type BuyerCompanyProfile } from "./buyer-company";
import type { ShippingChoice } from "./deal";

const COMPANY: BuyerCompanyProfile = {
  name: "Ana Transport BV",
  country: "KE",
  vatNumber: "",
  phone: "+254 20 123 4567",
  addresses: ["Moi Avenue 12\nNairobi, Kenya", "Port Reitz Road 4\nMombasa"],
  ports: ["Mombasa (KEMBA)", "Dar es Salaam"],
  incoterm: "FOB",
  currency: "EUR",
};

describe("what an inquiry starts from (decision 255)", () => {
  it.each([
    ["FOB", "", ""],
    ["CIF", "Mombasa (KEMBA)", ""],
    ["DDP", "Moi Avenue 12, Nairobi, Kenya", "KE"],
  ] as const)("under %s names the place %j and the country %j", (incoterm, namedPlace, country) => {
    expect(inquiryStartOf({ ...COMPANY, incoterm })).toEqual({
      phone: "+254 20 123 4567",
      company: "Ana Transport BV",
      address: "Moi Avenue 12\nNairobi, Kenya",
      shippingTerms: incoterm,
      namedPlace,
      country,
      addresses: COMPANY.addresses,
      ports: COMPANY.ports,
    });
  });

  it("leaves CIF's port empty when the profile has none", () => {
    expect(inquiryStartOf({ ...COMPANY, incoterm: "CIF", ports: [] }).namedPlace).toBe("");
  });

  it.each([
    ["Main Street 1\nRotterdam", "Main Street 1, Rotterdam"],
    ["  Main Street 1,\r\n\r\n Rotterdam ", "Main Street 1, Rotterdam"],
  ])("writes %j on one line", (address, line) => {
    expect(oneLine(address)).toBe(line);
  });
});

describe("the profile a first inquiry fills (decision 255)", () => {
  const inquiry = { name: "Ana Buyer", company: "Ana Transport BV", phone: " +31 6 1 ", address: "Main Street 1, Rotterdam, Netherlands" };
  it.each<[string, ShippingChoice, Partial<BuyerCompanyProfile>]>([
    ["FOB", { term: "FOB" }, { incoterm: "FOB", ports: [], country: "NL" }],
    ["CIF to a port", { term: "CIF", port: "Lagos Apapa (NGAPP)" }, { incoterm: "CIF", ports: ["Lagos Apapa (NGAPP)"], country: "NL" }],
    ["DDP with its country", { term: "DDP", address: "Warehouse 3, Accra", country: "GH" }, { incoterm: "DDP", ports: [], country: "GH" }],
    ["no terms", { term: null }, { incoterm: "FOB", country: "NL" }],
  ])("under %s", (_what, choice, expected) => {
    expect(companyOfInquiry(inquiry, choice, "USD")).toMatchObject({
      name: "Ana Transport BV",
      phone: "+31 6 1",
      addresses: ["Main Street 1, Rotterdam, Netherlands"],
      vatNumber: "",
      currency: "USD",
      ...expected,
    });
  });

  it("names a sole trader's company after the buyer, and leaves the country empty when nothing names one", () => {
    expect(companyOfInquiry({ ...inquiry, company: undefined, address: "Unit 4, the old mill" }, { term: "FOB" }, "EUR")).toMatchObject({
      name: "Ana Buyer",
      country: "",
    });
  });
});

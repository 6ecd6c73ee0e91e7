// The buyer's company profile (decision 255) as plain data: what every inquiry of its members
// starts from, and the profile a first inquiry fills when the buyer agrees. No framework imports.
import type { Incoterm } from "./incoterms";
import type { CurrencyCode } from "./money";
import { countryOfPlace } from "./country-of-place";
import type { ShippingChoice } from "./deal";

export interface BuyerCompanyProfile {
  name: string;
  /** ISO 3166 alpha-2; "" while not given (a profile filled from an inquiry that named none). */
  country: string;
  vatNumber: string;
  phone: string;
  /** The first is the one an inquiry starts with; each keeps its line breaks. */
  addresses: string[];
  /** Destination ports the buyer ships to; the first is the one a CIF inquiry starts with. */
  ports: string[];
  incoterm: Incoterm;
  currency: CurrencyCode;
}

export interface BuyerCompany extends BuyerCompanyProfile {
  id: number;
}

/** The inquiry fields a profile fills in: the dialog's and /quote's starting values. */
export interface InquiryStart {
  phone: string;
  company: string;
  address: string;
  shippingTerms: Incoterm;
  /** CIF: the first port; DDP: the first address on one line; FOB: "" (the place is the seller's). */
  namedPlace: string;
  /** DDP: the company's country. */
  country: string;
  /** Every saved address, the first the one `address` holds: the buyer picks another in the form. */
  addresses: string[];
  /** Every saved destination port, offered first as a CIF port. */
  ports: string[];
}

/** An address of several lines as one line, for a DDP named place (one line, decision 212). */
export function oneLine(address: string): string {
  return address
    .split(/\r?\n/)
    .map((part) => part.trim().replace(/,$/, ""))
    .filter(Boolean)
    .join(", ");
}

export function inquiryStartOf(company: BuyerCompanyProfile): InquiryStart {
  const address = company.addresses[0] ?? "";
  const namedPlace = company.incoterm === "CIF" ? (company.ports[0] ?? "") : company.incoterm === "DDP" ? oneLine(address) : "";
  return {
    phone: company.phone,
    company: company.name,
    address,
    shippingTerms: company.incoterm,
    namedPlace,
    country: company.incoterm === "DDP" ? company.country : "",
    addresses: company.addresses,
    ports: company.ports,
  };
}

/** What an inquiry says about its buyer's company, as its form sent it. */
export interface InquiryCompanyFields {
  name: string;
  company?: string | undefined;
  phone: string;
  address: string;
}

/**
 * The profile a first inquiry fills (the buyer ticked the box): the company (the buyer's own
 * name for a sole trader who left it empty), phone, address, terms and port as sent; the country
 * from DDP's country, or the address's last part when it names one plainly (decision 172).
 */
export function companyOfInquiry(inquiry: InquiryCompanyFields, choice: ShippingChoice, currency: CurrencyCode): BuyerCompanyProfile {
  const ddp = choice.term === "DDP" ? choice : null;
  const country = ddp?.country || countryOfPlace(inquiry.address) || countryOfPlace(ddp?.address) || "";
  return {
    name: inquiry.company?.trim() || inquiry.name.trim(),
    country,
    vatNumber: "",
    phone: inquiry.phone.trim(),
    addresses: [inquiry.address.trim()],
    ports: choice.term === "CIF" ? [choice.port] : [],
    incoterm: choice.term ?? "FOB",
    currency,
  };
}

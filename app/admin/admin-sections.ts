// The back office's sections, in the order its navigation shows them. Browser-safe.

export interface AdminSection {
  path: string;
  label: string;
  /** One line on the overview page: what the seller does there. */
  purpose: string;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: "/admin/inquiries", label: "Inquiries", purpose: "Work the inquiries: new, quoted, won and lost; notes, e-mails and history." },
  { path: "/admin/mail", label: "E-mail", purpose: "E-mails that fail or wait, with their last error; send them again." },
  { path: "/admin/catalogue", label: "Catalogue", purpose: "Upload a catalogue file, see what it changes, apply it; past imports and downloads." },
  {
    path: "/admin/stock",
    label: "Stock",
    purpose: "Upload the daily stock feed or post it with an API key; correct one tyre's stock, lead time and DOT.",
  },
  { path: "/admin/capacities", label: "Capacities", purpose: "How many tyres of a size fit in a 20ft and a 40ft container." },
  {
    path: "/admin/freight",
    label: "Freight",
    purpose: "Sea freight by destination port, the default rates, the port of loading and marine insurance; upload a rate sheet.",
  },
  {
    path: "/admin/rates",
    label: "Rates",
    purpose: "Exchange rates for the currencies buyers see prices in, with their dates; upload a rate file.",
  },
  {
    path: "/admin/profile",
    label: "Profile",
    purpose: "The company, bank details, payment terms, validity, lead time and HS codes the proforma invoice prints.",
  },
];

// Every migration, in order. Listed statically so the bundled server and the CLI see the same set.
import type { Migration } from "kysely";
import * as catalogue from "./2026-11-21-01-catalogue";
import * as accounts from "./2026-11-21-02-accounts";
import * as inquiries from "./2026-11-21-03-inquiries";
import * as pageCache from "./2026-11-22-01-page-cache";
import * as tyreOrder from "./2026-11-22-20-tyre-order";
import * as inquiryRequestHash from "./2026-11-22-30-inquiry-request-hash";
import * as catalogueStamp from "./2026-11-22-40-catalogue-stamp";
import * as quoteBasket from "./2026-11-23-10-quote-basket";
import * as inquiryLines from "./2026-11-24-10-inquiry-lines";
import * as sizeFacets from "./2026-11-24-60-size-facets";
import * as sellerRoleAndAudit from "./2026-11-25-10-seller-role-and-audit";
import * as inquiryPipeline from "./2026-11-25-20-inquiry-pipeline";
import * as quotes from "./2026-11-25-30-quotes";
import * as catalogueUploads from "./2026-11-25-40-catalogue-uploads";
import * as facetKeys from "./2026-11-25-50-facet-keys";
import * as catalogueUploadFiles from "./2026-11-26-40-catalogue-upload-files";
import * as freightTable from "./2026-11-27-10-freight-table";
import * as dealTerms from "./2026-11-27-20-deal-terms";
import * as inquiryFreightNote from "./2026-11-27-33-inquiry-freight-note";
import * as availability from "./2026-11-28-10-availability";
import * as sellerProfile from "./2026-11-28-30-seller-profile";
import * as stockFeedAndAllocation from "./2026-11-29-10-stock-feed-and-allocation";
import * as quoteChangesAsked from "./2026-11-29-30-quote-changes-asked";
import * as buyerCompany from "./2026-11-29-50-buyer-company";
import * as quoteLineSupply from "./2026-11-30-20-quote-line-supply";
import * as orderProgress from "./2026-11-30-40-order-progress";
import * as twoFactor from "./2026-12-01-10-two-factor";
import * as exchangeRates from "./2026-12-01-20-exchange-rates";
import * as displayCurrency from "./2026-12-02-20-display-currency";
import * as quoteExchangeRate from "./2026-12-02-30-quote-exchange-rate";
import * as buyerLanguage from "./2026-12-03-10-buyer-language";

export const migrations: Record<string, Migration> = {
  "2026-11-21-01-catalogue": catalogue,
  "2026-11-21-02-accounts": accounts,
  "2026-11-21-03-inquiries": inquiries,
  "2026-11-22-01-page-cache": pageCache,
  "2026-11-22-20-tyre-order": tyreOrder,
  "2026-11-22-30-inquiry-request-hash": inquiryRequestHash,
  "2026-11-22-40-catalogue-stamp": catalogueStamp,
  "2026-11-23-10-quote-basket": quoteBasket,
  "2026-11-24-10-inquiry-lines": inquiryLines,
  "2026-11-24-60-size-facets": sizeFacets,
  "2026-11-25-10-seller-role-and-audit": sellerRoleAndAudit,
  "2026-11-25-20-inquiry-pipeline": inquiryPipeline,
  "2026-11-25-30-quotes": quotes,
  "2026-11-25-40-catalogue-uploads": catalogueUploads,
  "2026-11-25-50-facet-keys": facetKeys,
  "2026-11-26-40-catalogue-upload-files": catalogueUploadFiles,
  "2026-11-27-10-freight-table": freightTable,
  "2026-11-27-20-deal-terms": dealTerms,
  "2026-11-27-33-inquiry-freight-note": inquiryFreightNote,
  "2026-11-28-10-availability": availability,
  "2026-11-28-30-seller-profile": sellerProfile,
  "2026-11-29-10-stock-feed-and-allocation": stockFeedAndAllocation,
  "2026-11-29-30-quote-changes-asked": quoteChangesAsked,
  "2026-11-29-50-buyer-company": buyerCompany,
  "2026-11-30-20-quote-line-supply": quoteLineSupply,
  "2026-11-30-40-order-progress": orderProgress,
  "2026-12-01-10-two-factor": twoFactor,
  "2026-12-01-20-exchange-rates": exchangeRates,
  "2026-12-02-20-display-currency": displayCurrency,
  "2026-12-02-30-quote-exchange-rate": quoteExchangeRate,
  "2026-12-03-10-buyer-language": buyerLanguage,
};

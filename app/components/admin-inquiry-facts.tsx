// An inquiry's facts for the seller: the buyer and how to reach them, every line with
// its tyre (a link while the tyre is in the catalogue), the plan, freight, insurance and totals
// the buyer saw (as stored, never recomputed), the terms with their named place and port, and the
// buyer's message. The status is not among them: the status form above the facts shows it.
import type { InquiryRecordLine } from "~/admin/inquiry-record";
import type { SalesStatus } from "~/db/schema";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { countryName } from "~/domain/country-of-place";
import { namedPlaceLabel } from "~/inquiries/named-places";

export interface InquiryFactsView {
  createdAt: string;
  salesStatus: SalesStatus;
  buyer: { name: string; email: string; phone: string; company: string | null; address: string };
  shippingTerms: string;
  namedPlace: string | null;
  country: string | null;
  message: string | null;
  pieces: number;
  planSummary: string | null;
  containers: string | null;
  currency: string | null;
  surchargeMinor: number | null;
  /** "CIF Lagos Apapa (NGAPP)"; null for an inquiry stored before the engine priced terms. */
  termsText: string | null;
  portCode: string | null;
  freightBasis: string | null;
  priceRows: Array<[string, string]>;
  totalMinor: number | null;
  lines: InquiryRecordLine[];
}

const price = (minor: number | null, currency: string | null) =>
  minor === null || currency === null ? "—" : formatMoney({ amountMinor: minor, currency: currency as CurrencyCode });

const FREIGHT_BASIS: Record<string, string> = {
  listed: "the seller's rate to this port",
  default: "the default rate (port not listed)",
  none: "none, the buyer ships (FOB)",
  estimate: "estimate, no terms chosen",
};

const TERM = "text-sm text-gray-600";
const VALUE = "break-words text-gray-900";

export function AdminInquiryFacts({ record }: { record: InquiryFactsView }) {
  const { buyer } = record;
  return (
    <>
      <dl className="mt-6 grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className={TERM}>Buyer</dt>
          <dd className={VALUE}>
            {buyer.name}
            {buyer.company && <span className="block">{buyer.company}</span>}
          </dd>
        </div>
        <div>
          <dt className={TERM}>Contact</dt>
          <dd className={VALUE}>
            <a href={`mailto:${buyer.email}`} className="block break-all text-brand-700 underline">
              {buyer.email}
            </a>
            <a href={`tel:${buyer.phone.replace(/[^+\d]/g, "")}`} className="block text-brand-700 underline">
              {buyer.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className={TERM}>Address</dt>
          <dd className={`${VALUE} whitespace-pre-line`}>
            {buyer.address}
            {record.country && <span className="block text-sm text-gray-600">Country: {countryName(record.country)}</span>}
          </dd>
        </div>
        <div>
          <dt className={TERM}>Received</dt>
          <dd className={VALUE}>
            <time dateTime={record.createdAt}>{record.createdAt.slice(0, 16).replace("T", " ")} UTC</time>
          </dd>
        </div>
        <div>
          <dt className={TERM}>Terms</dt>
          <dd className={VALUE} data-inquiry-terms>
            {record.termsText ?? (
              <>
                {record.shippingTerms}
                {record.namedPlace && ` · ${namedPlaceLabel(record.shippingTerms)}: ${record.namedPlace}`}
              </>
            )}
            {record.freightBasis && (
              <span className="block text-sm text-gray-600">
                Freight rate: {FREIGHT_BASIS[record.freightBasis] ?? record.freightBasis}
                {record.portCode && ` (${record.portCode})`}
              </span>
            )}
          </dd>
        </div>
      </dl>

      <h2 className="mt-8 text-lg font-semibold text-gray-900">What the buyer asked for</h2>
      <ul className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {record.lines.map((line) => (
          <li key={line.position} className="flex flex-wrap justify-between gap-2 p-3">
            <span className="min-w-0 break-words">
              {line.tyrePath ? (
                <a href={line.tyrePath} className="font-semibold text-brand-700 underline">
                  {line.tyreName}
                </a>
              ) : (
                <span className="font-semibold text-gray-900">{line.tyreName}</span>
              )}
              {line.size && <span className="text-gray-700"> {line.size}</span>}
              {line.tyreGone && <span className="block text-sm text-gray-600">No longer in the catalogue</span>}
            </span>
            <span className="text-right text-gray-900">
              {line.unitPriceMinor === null ? (
                `${line.quantity} pcs · price on request`
              ) : (
                <>
                  {line.quantity} × {price(line.unitPriceMinor, line.currency)} = <strong>{price(line.lineTotalMinor, line.currency)}</strong>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      {/* The labels keep their one line on a wide screen ("Total the buyer saw" wrapped into four); the amounts wrap instead. */}
      <dl
        className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-900 sm:ml-auto sm:max-w-xl sm:grid-cols-[max-content_minmax(0,1fr)]"
        data-inquiry-totals
      >
        <dt>Pieces</dt>
        <dd className="text-right">{record.pieces}</dd>
        {(record.planSummary || record.containers) && (
          <>
            <dt>Container plan</dt>
            <dd className="text-right break-words">{record.planSummary ?? record.containers}</dd>
          </>
        )}
        {record.surchargeMinor !== null && record.surchargeMinor > 0 && (
          <>
            <dt>Surcharge</dt>
            <dd className="text-right">{price(record.surchargeMinor, record.currency)}</dd>
          </>
        )}
        {record.priceRows.map(([label, value]) => (
          <div key={label} className="contents" data-inquiry-price={label}>
            <dt>{label}</dt>
            <dd className="text-right break-words">{value}</dd>
          </div>
        ))}
        <dt className="font-semibold">Total the buyer saw</dt>
        <dd className="text-right font-semibold">{record.totalMinor === null ? "Price on request" : price(record.totalMinor, record.currency)}</dd>
      </dl>

      <h2 className="mt-8 text-lg font-semibold text-gray-900">Message</h2>
      <p className="mt-2 break-words whitespace-pre-line text-gray-900">{record.message ?? "No message."}</p>
    </>
  );
}

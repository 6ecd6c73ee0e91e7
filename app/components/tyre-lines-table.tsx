// The tyres of an inquiry or a quote as the buyer reads them: tyre and size, quantity with its unit
// price, line total. One table for My inquiries and the order page. Every value arrives as text,
// in the page's language; the column names are the orders area's (decision 310).
import { usePageMessages } from "../i18n/page-messages";

export interface TyreLineText {
  name: string;
  size: string | null;
  quantity: string;
  /** "× €399.50", or null when the line has no unit price. */
  unitPrice: string | null;
  lineTotal: string;
}

/** `rowMark` names the data attribute each row carries for tests and styles (data-inquiry-line). */
/** `prices={false}` shows what was asked without its old prices: a quote's prices replace them (decision 274). */
export function TyreLinesTable({
  caption,
  lines,
  rowMark,
  prices = true,
}: {
  caption: string;
  lines: TyreLineText[];
  rowMark: "inquiry-line" | "order-line";
  prices?: boolean;
}) {
  const orders = usePageMessages("orders");
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-start text-gray-600">
        <tr>
          <th scope="col" className="py-1.5 pe-3 text-start font-medium">
            {orders.tyreColumn}
          </th>
          <th scope="col" className="py-1.5 pe-3 text-end font-medium">
            {orders.quantityColumn}
          </th>
          {prices && (
            <th scope="col" className="py-1.5 text-end font-medium">
              {orders.lineTotalColumn}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100 border-y border-gray-200">
        {lines.map((line, i) => (
          <tr key={i} {...{ [`data-${rowMark}`]: true }}>
            <td className="py-2 pe-3 text-gray-900" translate="no">
              <span className="font-medium">{line.name}</span>
              {line.size && (
                <span className="block text-gray-600">
                  <bdi>{line.size}</bdi>
                </span>
              )}
            </td>
            <td className="py-2 pe-3 text-end tabular-nums text-gray-900">
              {line.quantity}
              {prices && line.unitPrice && <span className="block text-gray-600">{line.unitPrice}</span>}
            </td>
            {prices && <td className="py-2 text-end font-semibold tabular-nums text-gray-900">{line.lineTotal}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

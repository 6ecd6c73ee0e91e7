// The specification table of spec §3, one row per field; missing values read '—', and an imperial
// figure has its metric value beside it.
import type { SpecRow } from "~/detail/spec-rows";

export function SpecTable({ rows, caption }: { rows: SpecRow[]; caption: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200">
      <table className="w-full text-start text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => (
            <tr key={row.label} className="even:bg-gray-50">
              <th scope="row" className="w-1/2 px-4 py-2.5 font-medium text-gray-700">
                {row.label}
              </th>
              <td className="px-4 py-2.5 font-semibold text-gray-900" data-spec-value>
                <bdi>{row.value}</bdi>
                {row.metric !== null && (
                  <>
                    {" "}
                    <span className="font-normal text-gray-600" data-spec-metric>
                      (<bdi>{row.metric}</bdi>)
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

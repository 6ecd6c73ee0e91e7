// A list of tyre results with its two other states: 'Loading tyres...' while the next list loads
// and the empty text (spec §2 offer list and search results).
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { OfferResult } from "./offer-result";

const statusClass = "py-12 text-center text-lg font-medium text-gray-700";

export function ResultList({ loading, tyres, emptyText, countText, notice }: { loading: boolean; tyres: TyreCardData[]; emptyText: string; countText: string; notice?: "toast" | "alert" }) {
  if (loading) {
    return (
      <p role="status" className={statusClass}>
        Loading tyres...
      </p>
    );
  }
  if (tyres.length === 0) {
    return (
      <p role="status" className={statusClass}>
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-700">{countText}</p>
      <ul className="flex flex-col gap-4">
        {tyres.map((tyre) => (
          <li key={tyre.id}>
            <OfferResult tyre={tyre} notice={notice} />
          </li>
        ))}
      </ul>
    </>
  );
}

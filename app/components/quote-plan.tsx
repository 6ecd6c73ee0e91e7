// The container plan of a quote: one bar per container, the summary and what fits.
import type { LoadPlan } from "../domain/container-plan";
import { fillSuggestions, planSummary } from "../quote-basket/plan-text";

export function QuotePlan({ plan }: { plan: LoadPlan }) {
  const suggestions = fillSuggestions(plan);
  const unknownSizes = plan.lines.filter((l) => l.capacity.source === "unknown-size").map((l) => l.size || "a tyre");
  return (
    <div className="space-y-3">
      <p className="font-medium text-gray-900" data-plan-summary>
        {planSummary(plan)}
      </p>
      <ol className="space-y-2">
        {plan.containerFills.map((fill, i) => (
          <li key={i} className="text-sm">
            <div className="mb-1 flex justify-between text-gray-700">
              <span>
                Container {i + 1}: {plan.container}
              </span>
              <span className="tabular-nums">{Math.round(fill * 100)}% full</span>
            </div>
            <div className="h-3 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(fill * 100)}%` }} />
            </div>
          </li>
        ))}
      </ol>
      {suggestions.length > 0 && <p className="text-sm text-gray-700">To fill the last container: {suggestions.join(", ")}.</p>}
      {unknownSizes.length > 0 && (
        <p className="text-sm text-gray-600">Planned at the standard 160 / 280 pieces a container for {unknownSizes.join(", ")}: the size could not be read.</p>
      )}
    </div>
  );
}

// The container plan of a quote: one bar per container, the summary and what fits, worded by the
// loader in the page's language (plan-text.ts' planTexts).
import type { PlanTexts } from "../quote-basket/plan-text";

export function QuotePlan({ texts }: { texts: PlanTexts }) {
  return (
    <div className="space-y-3">
      <p className="font-medium text-gray-900" data-plan-summary>
        {texts.summary}
      </p>
      <ol className="space-y-2">
        {texts.bars.map((bar, i) => (
          <li key={i} className="text-sm">
            <div className="mb-1 flex justify-between text-gray-700">
              <span>{bar.label}</span>
              <span className="tabular-nums">{bar.full}</span>
            </div>
            <div className="h-3 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${bar.percent}%` }} />
            </div>
          </li>
        ))}
      </ol>
      {texts.fillLast && <p className="text-sm text-gray-700">{texts.fillLast}</p>}
      {texts.unknownSizes && <p className="text-sm text-gray-600">{texts.unknownSizes}</p>}
    </div>
  );
}

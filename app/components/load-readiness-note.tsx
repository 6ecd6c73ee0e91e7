// The day a basket's load can leave (decision 249): "Ready to load by 31 Dec", and a warning for
// each line that asks for more than can ever be had. Nothing when a tyre's stock is unknown.
import type { LoadReadiness } from "~/domain/load-plan";

export function LoadReadinessNote({ readiness }: { readiness: LoadReadiness }) {
  if (!readiness.load && readiness.warnings.length === 0) return null;
  return (
    <div className="space-y-2" data-load-readiness>
      {readiness.load && <p className="font-semibold text-gray-900">{readiness.load}</p>}
      {readiness.warnings.map((warning) => (
        <p key={warning} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      ))}
    </div>
  );
}

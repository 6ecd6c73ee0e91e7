// The catalogue's import history: who imported which file when, and what it changed.
import type { ImportHistoryEntry } from "~/catalogue/import-preview";

export function ImportHistoryList({ rows }: { rows: ImportHistoryEntry[] }) {
  if (rows.length === 0) return <p className="mt-2 text-gray-600">No import yet.</p>;
  return (
    <ol className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="import-history">
      {rows.map((row) => (
        <li key={row.id} className="px-4 py-3">
          <p className="font-semibold break-words text-gray-900">{row.fileName}</p>
          <p className="text-sm break-words text-gray-600">
            <time dateTime={row.at}>{row.at.slice(0, 16).replace("T", " ")} UTC</time> by {row.actor === "cli" ? "the command line" : row.actor},{" "}
            {row.format.toUpperCase()}, {row.replace ? "replace" : "merge"}
          </p>
          <p className="mt-1 text-sm text-gray-800">
            {row.imported} new, {row.updated} updated, {row.unchanged} unchanged, {row.refused} refused
            {row.replace ? `, ${row.removed} removed` : ""}, {row.warnings} warnings
          </p>
        </li>
      ))}
    </ol>
  );
}

// One header suggestion as /api/suggest answers it (docs/api.md) and the header shows it: shared
// by the server that makes it and the component that reads it.
import { SEASON_LABELS, type Season } from "./seasons-and-vehicle-types";

export interface SuggestionItem {
  id: number;
  /** 'Michelin — X Multi D (315/80R22.5) · Winter' (suggestionLabel). */
  label: string;
  brand: string;
  model: string;
  size: string;
  season: Season;
  /** The tyre carries the 3PMSF (three-peak mountain snowflake) mark. */
  snowMark: boolean;
  vehicleType: string;
  pattern: string;
}

/**
 * spec §2's 'brand — model (size)', with the season after a middle dot (a buyer tells a
 * winter tyre from its summer namesake before choosing it).
 */
export function suggestionLabel(item: Pick<SuggestionItem, "brand" | "model" | "size" | "season">): string {
  return `${item.brand} — ${item.model} (${item.size}) · ${SEASON_LABELS[item.season]}`;
}

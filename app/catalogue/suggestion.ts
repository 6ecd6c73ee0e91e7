// One header suggestion as /api/suggest answers it (docs/api.md) and the header shows it: shared
// by the server that makes it and the component that reads it.
export interface SuggestionItem {
  id: number;
  label: string;
  brand: string;
  model: string;
  size: string;
  season: string;
  vehicleType: string;
  pattern: string;
}

// The shape of the cascading filters' options (spec §4), for the pages and their components; the
// queries that fill it are filter-options.server.ts.
import type { VehicleType } from "./seasons-and-vehicle-types";

export interface FilterOptions {
  vehicleTypes: VehicleType[];
  brands: string[];
  /** Trucks only, once a brand is chosen. */
  patterns: string[];
  /** Once a brand is chosen (and, for trucks, a pattern). */
  models: string[];
  /** The variants behind the model choice (one tyre of a model each), for the home form's 'model - size' options. */
  variants: Array<{ id: number; model: string; size: string }>;
  /** Once a model is chosen. */
  sizes: string[];
}

export interface FilterOptionsWanted {
  /** Every tyre behind the model choice; only the home form shows them. Default true. */
  variants?: boolean;
}

// /freight-ports.json: the seller's destination ports for the terms chooser's and the inquiry
// dialog's suggestions, fetched when either opens rather than sent with every page (decision 214).
// The same for every visitor; a freight change bumps the catalogue revision, and an hour's
// staleness only shows a list of suggestions a moment old (any port may be typed).
import { portOptions } from "~/freight/choice-fields";
import { loadFreightTable } from "~/freight/freight-table.server";
import type { Route } from "./+types/freight-ports[.]json";

export async function loader({ context }: Route.LoaderArgs) {
  const table = await loadFreightTable(context.db);
  return Response.json(portOptions(table.ports), { headers: { "Cache-Control": "public, max-age=3600" } });
}

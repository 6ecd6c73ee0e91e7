// Reads the seller's freight table for the pricing engine (decision 207): a few dozen rows,
// read whole for each priced page (anonymous pages are rendered once per revision and cached).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { DEFAULT_FREIGHT_SETTINGS, type FreightPort, type FreightTable } from "~/domain/freight";

export async function loadFreightTable(db: Kysely<Database>): Promise<FreightTable> {
  const [settings, ports] = await Promise.all([
    db
      .selectFrom("freight_settings")
      .select(["port_of_loading", "insurance_basis_points", "default_rate_20ft_minor", "default_rate_40ft_minor"])
      .where("id", "=", 1)
      .executeTakeFirst(),
    db
      .selectFrom("freight_port")
      .select(["code", "name", "country", "rate_20ft_minor", "rate_40ft_minor", "transit_days", "example"])
      .orderBy("name")
      .execute(),
  ]);
  return {
    settings: settings
      ? {
          portOfLoading: settings.port_of_loading,
          insuranceBasisPoints: Number(settings.insurance_basis_points),
          defaultRate20Minor: Number(settings.default_rate_20ft_minor),
          defaultRate40Minor: Number(settings.default_rate_40ft_minor),
        }
      : DEFAULT_FREIGHT_SETTINGS,
    ports: ports.map((row): FreightPort => ({
      code: row.code,
      name: row.name,
      country: row.country,
      rate20Minor: Number(row.rate_20ft_minor),
      rate40Minor: Number(row.rate_40ft_minor),
      transitDays: row.transit_days === null ? null : Number(row.transit_days),
      example: Number(row.example) === 1,
    })),
  };
}

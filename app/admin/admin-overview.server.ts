// The back office's overview: one line per section with what waits there, so a seller
// sees at a glance whether there are inquiries to answer, e-mails in trouble or an old catalogue.
import type { Kysely } from "kysely";
import { listImportHistory } from "~/catalogue/import-history.server";
import { countTyres } from "~/catalogue/repository.server";
import type { Database } from "~/db/schema";
import { listCapacityOverrides } from "~/quote-basket/container-capacity.server";
import { readPipelineFilter } from "./inquiry-pipeline";
import { countByStatus } from "./pipeline-repository.server";
import type { MailHealth } from "./mail-health.server";
import { getSellerProfile } from "./seller-profile.server";

/** The line under each section's card, by the section's path. */
export type OverviewFigures = Record<string, string>;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export async function readOverviewFigures(db: Kysely<Database>, mail: MailHealth, now = new Date()): Promise<OverviewFigures> {
  const [counts, tyres, history, overrides, profile] = await Promise.all([
    countByStatus(db, readPipelineFilter(new URLSearchParams(), now)),
    countTyres(db),
    listImportHistory(db, 1),
    listCapacityOverrides(db),
    getSellerProfile(db),
  ]);
  const last = history.rows[0];
  return {
    "/admin/inquiries": `${plural(counts.new, "new inquiry", "new inquiries")} to answer · ${counts.quoted} quoted, awaiting the buyer · ${counts.expired} expired`,
    "/admin/mail": mail.ok
      ? "No e-mail is failing or waiting."
      : `${plural(mail.failing, "e-mail", "e-mails")} failing · ${plural(mail.waitingLong, "e-mail", "e-mails")} waiting over 15 minutes`,
    "/admin/catalogue": `${plural(tyres, "tyre", "tyres")} · ${last ? `last import ${last.at.slice(0, 16).replace("T", " ")} UTC (${last.fileName})` : "no import from the back office yet"}`,
    "/admin/capacities": `${plural(overrides.size, "size has", "sizes have")} the seller's own counts`,
    "/admin/profile": profile.bank.iban
      ? `Bank details last changed ${profile.bankChangedAt ? `${profile.bankChangedAt.slice(0, 10)}` : "never"}`
      : "No bank details yet: proforma invoices print none until the profile is saved.",
  };
}

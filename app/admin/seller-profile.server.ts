// The seller's company profile (decision 230): read with its defaults until first saved, and
// saved with an audit entry holding the old and new values. A change of the bank details, which
// a fraudster would make to divert a deposit, needs the seller's password again, moves the
// "last changed" date the proforma invoice prints, and is told to every seller by e-mail.
import type { Kysely } from "kysely";
import { lockingRows } from "~/db/dialect.server";
import type { Database, SellerProfileTable } from "~/db/schema";
import { DEFAULT_VALIDITY_DAYS } from "~/domain/seller-quote";
import { DEFAULT_PAYMENT_TERM_KINDS, isPaymentTermKind } from "~/domain/payment-terms";
import { bankChanged, DEFAULT_HS_CODES, printedIban, type HsCodes, type SellerBank, type SellerProfile } from "~/domain/seller-profile";
import { formFailure, type FormFailure } from "~/forms/form-result";
import type { Mailer } from "~/mail/mailer.server";
import { SHOP_INFO } from "~/shop/shop-info";
import { recordAudit } from "./audit-log.server";
import type { Seller } from "./require-seller.server";
import type { SellerProfileInput } from "./seller-profile-form";
import { bankChangeMail } from "./seller-profile-mail";

/** spec §9: "Delivery estimate 15-30 days after payment"; a deposit is the payment production waits for. */
export const DEFAULT_LEAD_TIME = "15-30 days after the deposit is received";

/** What a shop that never saved its profile reads: the footer's name and address, no bank yet. */
export const DEFAULT_SELLER_PROFILE: SellerProfile = {
  legalName: SHOP_INFO.legalName,
  address: [...SHOP_INFO.address],
  vatNumber: "",
  registrationNumber: "",
  bank: { beneficiary: "", bankName: "", bankAddress: "", iban: "", swift: "" },
  paymentTerms: [...DEFAULT_PAYMENT_TERM_KINDS],
  validityDays: DEFAULT_VALIDITY_DAYS,
  leadTime: DEFAULT_LEAD_TIME,
  hsCodes: { ...DEFAULT_HS_CODES },
  bankChangedAt: null,
  saved: false,
};

export const WRONG_PASSWORD = "Your password was not right. Changing the bank details needs your password again.";
export const PASSWORD_NEEDED = "Changing the bank details needs your password again.";
export const PROFILE_CHANGED_MEANWHILE = "The bank details were changed by someone else meanwhile. Reload the page and check them before saving.";

function profileOfRow(row: SellerProfileTable): SellerProfile {
  const terms = (JSON.parse(row.payment_terms_json) as unknown[]).filter(isPaymentTermKind);
  return {
    legalName: row.legal_name,
    address: row.address.split("\n").filter(Boolean),
    vatNumber: row.vat_number,
    registrationNumber: row.registration_number,
    bank: { beneficiary: row.bank_beneficiary, bankName: row.bank_name, bankAddress: row.bank_address, iban: row.iban, swift: row.swift },
    paymentTerms: terms.length > 0 ? terms : [...DEFAULT_PAYMENT_TERM_KINDS],
    validityDays: row.validity_days,
    leadTime: row.lead_time,
    hsCodes: { ...DEFAULT_HS_CODES, ...(JSON.parse(row.hs_codes_json) as Partial<HsCodes>) },
    bankChangedAt: row.bank_changed_at,
    saved: true,
  };
}

export async function getSellerProfile(db: Kysely<Database>): Promise<SellerProfile> {
  const row = await db.selectFrom("seller_profile").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ? profileOfRow(row) : DEFAULT_SELLER_PROFILE;
}

/** The profile as the audit log keeps it: every field a seller edits. */
function audited(profile: SellerProfileInput) {
  const { legalName, address, vatNumber, registrationNumber, bank, paymentTerms, validityDays, leadTime, hsCodes } = profile;
  return { legalName, address, vatNumber, registrationNumber, bank, paymentTerms, validityDays, leadTime, hsCodes };
}

export interface SaveProfileInput {
  profile: SellerProfileInput;
  /** Checks the seller's password again (better-auth); asked only when the bank details change. */
  passwordIsRight: () => Promise<boolean>;
  password: string;
}

export type SaveProfileResult =
  { ok: true; bankChanged: boolean; notify: Array<{ to: string; subject: string; text: string; html: string }> } | { ok: false; failure: FormFailure };

export async function saveSellerProfile(db: Kysely<Database>, seller: Seller, input: SaveProfileInput, now = new Date()): Promise<SaveProfileResult> {
  const { profile } = input;
  const seen = await getSellerProfile(db);
  const changesBank = bankChanged(seen.bank, profile.bank);
  if (changesBank) {
    if (!input.password) return { ok: false, failure: formFailure("invalid", PASSWORD_NEEDED, { password: PASSWORD_NEEDED }) };
    if (!(await input.passwordIsRight())) return { ok: false, failure: formFailure("rejected", WRONG_PASSWORD, { password: WRONG_PASSWORD }) };
  }
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const locked = await lockingRows(trx, trx.selectFrom("seller_profile").selectAll().where("id", "=", 1)).executeTakeFirst();
    const before = locked ? profileOfRow(locked) : DEFAULT_SELLER_PROFILE;
    // The password was asked for the change from what the seller saw; another seller's change since then is theirs to see first.
    if (bankChanged(before.bank, seen.bank)) return { ok: false, failure: formFailure("rejected", PROFILE_CHANGED_MEANWHILE) };
    const values = {
      legal_name: profile.legalName,
      address: profile.address.join("\n"),
      vat_number: profile.vatNumber,
      registration_number: profile.registrationNumber,
      bank_beneficiary: profile.bank.beneficiary,
      bank_name: profile.bank.bankName,
      bank_address: profile.bank.bankAddress,
      iban: profile.bank.iban,
      swift: profile.bank.swift,
      payment_terms_json: JSON.stringify(profile.paymentTerms),
      validity_days: profile.validityDays,
      lead_time: profile.leadTime,
      hs_codes_json: JSON.stringify(profile.hsCodes),
      bank_changed_at: changesBank ? at : before.bankChangedAt,
      updated_at: at,
    };
    if (locked) await trx.updateTable("seller_profile").set(values).where("id", "=", 1).execute();
    else
      await trx
        .insertInto("seller_profile")
        .values({ id: 1, ...values })
        .execute();
    await recordAudit(
      trx,
      {
        actor: seller.actor,
        action: changesBank ? "profile.bank" : "profile.save",
        subjectType: "seller_profile",
        subjectId: 1,
        before: before.saved ? audited(before) : null,
        after: audited(profile),
      },
      now,
    );
    if (!changesBank) return { ok: true, bankChanged: false, notify: [] };
    const sellers = await (trx as unknown as Kysely<Database & { user: { id: string; email: string } }>)
      .selectFrom("user_role")
      .innerJoin("user", "user.id", "user_role.user_id")
      .select("user.email")
      .where("user_role.role", "=", "seller")
      .orderBy("user.email")
      .execute();
    const mail = bankChangeMail({ by: seller.email, at: now, before: before.bank, after: profile.bank });
    return { ok: true, bankChanged: true, notify: sellers.map((row) => ({ to: row.email, ...mail })) };
  });
}

/** Sends the bank-change warnings once the change is stored; a failed send is logged, the change stands. */
export async function sendBankChangeMail(
  mailer: Mailer,
  notify: Array<{ to: string; subject: string; text: string; html: string }>,
  log: { error(details: Record<string, unknown>, message: string): void },
): Promise<void> {
  await Promise.all(notify.map((message) => mailer.send(message).catch((err: unknown) => log.error({ err, to: message.to }, "bank change e-mail failed"))));
}

/** "NL91 ABNA 0417 1643 00 (ABNANL2A)" or "not set". */
export function bankSummary(bank: SellerBank): string {
  return bank.iban ? `${printedIban(bank.iban)} (${bank.swift})` : "not set";
}

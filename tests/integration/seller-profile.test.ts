// The seller's company profile over HTTP (decision 230), on both databases: the defaults until
// saved; a save audited with the old and new values; a bank change that needs the password again,
// moves the "last changed" date and e-mails every seller; a bad IBAN or SWIFT, a missing or wrong
// password refused with 400 and the reasons, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { getSellerProfile } from "../../app/admin/seller-profile.server";
import type { AuthClient } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { PROFILE_FORM, SELLER_PASSWORD as PASSWORD } from "../support/seller-profile-form";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

describe.each(TEST_DIALECTS)("the seller's company profile on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let sellerEmail: string;
  let otherSellerEmail: string;

  const post = (client: AuthClient, fields: Record<string, string>) =>
    client.request("/admin/profile", {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const audits = () => listAuditOf(database.db, "seller_profile", 1);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    ({ client: seller, email: sellerEmail } = await signedUpSeller(shop.baseUrl, database));
    ({ email: otherSellerEmail } = await signedUpSeller(shop.baseUrl, database, "Sue Seller"));
  });
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it("shows the defaults until saved: the shop's name, no bank, the usual terms and HS codes", async () => {
    const response = await seller.get("/admin/profile");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Not saved yet");
    expect(html).toContain('value="4011.20"');
    expect(html).toContain("T/T 30% deposit, 70% against copy of B/L");
    expect((await getSellerProfile(database.db)).saved).toBe(false);
  });

  it("refuses a bad IBAN checksum and a SWIFT code of the wrong length with both reasons, changing nothing", async () => {
    const response = await post(seller, { ...PROFILE_FORM, iban: "NL91 ABNA 0417 1643 01", swift: "ABNANL2" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("check digits do not match");
    expect(html).toContain("A SWIFT/BIC code has 8 or 11 characters; this one has 7.");
    // What was typed stays in the form, the password does not.
    expect(html).toContain("NL91 ABNA 0417 1643 01");
    expect(html).not.toContain(PASSWORD);
    expect((await getSellerProfile(database.db)).saved).toBe(false);
    expect(await audits()).toHaveLength(0);
  });

  it("refuses new bank details without the password, or with a wrong one", async () => {
    const missing = await post(seller, { ...PROFILE_FORM, password: "" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Changing the bank details needs your password again.");
    const wrong = await post(seller, { ...PROFILE_FORM, password: "not my password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your password was not right.");
    expect((await getSellerProfile(database.db)).saved).toBe(false);
    expect(await audits()).toHaveLength(0);
    expect(shop.mail).toHaveLength(0);
  });

  it("a buyer cannot save it", async () => {
    const { client } = await signedUpBuyer(shop.baseUrl);
    expect((await post(client, PROFILE_FORM)).status).toBe(403);
    expect((await getSellerProfile(database.db)).saved).toBe(false);
  });

  it("saves the bank with the password: audited, dated, and every seller e-mailed", async () => {
    const before = Date.now();
    const response = await post(seller, PROFILE_FORM);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/profile?saved=bank");
    const profile = await getSellerProfile(database.db);
    expect(profile).toMatchObject({
      saved: true,
      legalName: "Tyre Wholesale B.V.",
      address: ["Waalhaven Oostzijde 81", "3087 BM Rotterdam", "The Netherlands"],
      vatNumber: "NL123456789B01",
      bank: { iban: "NL91ABNA0417164300", swift: "ABNANL2A", bankName: "ABN AMRO Bank N.V." },
      paymentTerms: ["tt-30-70-bl", "tt-100-advance", "lc-at-sight"],
      validityDays: 21,
      hsCodes: { truck: "4011.20", offRoad: "4011.80" },
    });
    expect(Date.parse(profile.bankChangedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const [entry] = await audits();
    expect(entry).toMatchObject({ action: "profile.bank", actor: sellerEmail, before: null });
    expect(entry!.after).toMatchObject({ bank: { iban: "NL91ABNA0417164300" } });
    expect(shop.mail.map((mail) => mail.to).sort()).toEqual([sellerEmail, otherSellerEmail].sort());
    for (const mail of shop.mail) {
      expect(mail.subject).toBe("Tyre Wholesale: the bank details buyers pay into were changed");
      expect(mail.text).toContain(`changed by ${sellerEmail}`);
      expect(mail.text).toContain("IBAN: (not set) -> NL91 ABNA 0417 1643 00");
    }
    const page = await (await seller.get("/admin/profile?saved=bank")).text();
    expect(page).toContain("Every seller was e-mailed about the change.");
    expect(page).toMatch(/Last changed on \d{1,2} \w+ 20\d\d\./);
  });

  it("saves other fields without the password, the bank's date and the sellers' inboxes untouched", async () => {
    const { bankChangedAt } = await getSellerProfile(database.db);
    const mailed = shop.mail.length;
    const response = await post(seller, { ...PROFILE_FORM, leadTime: "25-35 days after the deposit is received", password: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/profile?saved=saved");
    const profile = await getSellerProfile(database.db);
    expect(profile.leadTime).toBe("25-35 days after the deposit is received");
    expect(profile.bankChangedAt).toBe(bankChangedAt);
    expect(shop.mail).toHaveLength(mailed);
    const [entry] = await audits();
    expect(entry).toMatchObject({ action: "profile.save", before: { leadTime: "20-30 days after the deposit is received" } });
    expect(entry!.after).toMatchObject({ leadTime: "25-35 days after the deposit is received" });
  });

  it("a changed IBAN is audited with the old and new values and told to every seller", async () => {
    const mailed = shop.mail.length;
    const response = await post(seller, { ...PROFILE_FORM, iban: "DE89 3704 0044 0532 0130 00", swift: "COBADEFFXXX" });
    expect(response.status).toBe(303);
    const [entry] = await audits();
    expect(entry).toMatchObject({
      action: "profile.bank",
      before: { bank: { iban: "NL91ABNA0417164300", swift: "ABNANL2A" } },
      after: { bank: { iban: "DE89370400440532013000", swift: "COBADEFFXXX" } },
    });
    const sent = shop.mail.slice(mailed);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain("IBAN: NL91 ABNA 0417 1643 00 -> DE89 3704 0044 0532 0130 00");
    expect(sent[0]!.text).toContain("SWIFT/BIC: ABNANL2A -> COBADEFFXXX");
  });

  it("refuses a profile offering no payment term, or a default it does not offer", async () => {
    const none = Object.fromEntries(Object.entries(PROFILE_FORM).filter(([name]) => !name.startsWith("term-")));
    const response = await post(seller, none);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Offer at least one payment term.");
    const notOffered = await post(seller, { ...PROFILE_FORM, defaultPaymentTerm: "cad" });
    expect(notOffered.status).toBe(400);
    expect(await notOffered.text()).toContain("Choose the default among the payment terms offered.");
    expect((await getSellerProfile(database.db)).paymentTerms).toEqual(["tt-30-70-bl", "tt-100-advance", "lc-at-sight"]);
  });
});

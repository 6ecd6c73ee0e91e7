// The buyer's company profile over HTTP on both databases (decision 255): kept from a first
// inquiry only when the buyer ticks the box; saved with every field's reason refused at once;
// what the dialog and /quote start from; a colleague invited by e-mail joins through the link with
// the invited address only; members of one company see its inquiries, quotes and order pages under My
// inquiries, and the members of another company see none of them; the owner hands the company to
// a member, a member leaves it (and no longer sees its inquiries), and a lone owner closes it.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCompanyOf } from "../../app/company/company.server";
import type { Database } from "../../app/db/schema";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { currentQuoteOf } from "../../app/quotes/buyer-quotes.server";
import { AuthClient } from "../support/auth-client";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const PROFILE = {
  intent: "save",
  name: "Ana Transport BV",
  country: "KE",
  vatNumber: "KE P051234567X",
  phone: "+254 20 123 4567",
  addresses: "Moi Avenue 12\nNairobi, Kenya\n\nPort Reitz Road 4\nMombasa, Kenya",
  ports: "Mombasa (KEMBA)\nDar es Salaam",
  incoterm: "DDP",
  currency: "USD",
};

describe.each(TEST_DIALECTS)("the buyer's company on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let owner: { client: AuthClient; email: string };
  let rival: { client: AuthClient; email: string };
  let tyreId: number;
  let ip = 0;
  const colleagueEmail = `colleague-${Date.now()}@example.com`;
  let colleague: AuthClient;
  let ownersInquiry: number;
  let rivalsInquiry: number;
  let colleaguesInquiry: number;

  const form = (client: AuthClient, path: string, fields: Record<string, string | number>) =>
    client.request(path, {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.31.0.${(++ip % 250) + 1}` },
    });
  const inquire = async (client: AuthClient, email: string, extra: Record<string, unknown> = {}) => {
    const res = await client.post("/api/send-email", inquiryBody({ email, tyreId, quantity: 120, ...extra }), { "idempotency-key": newIdempotencyKey() });
    expect(res.status).toBe(201);
    return Number((await res.json()).inquiryId);
  };
  const start = async (client: AuthClient) => {
    const res = await client.get("/account/company.json");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    return ((await res.json()) as { start: Record<string, string> | null }).start;
  };
  const listed = async (client: AuthClient) => {
    const html = await (await client.get("/account/inquiries")).text();
    return [...html.matchAll(/data-inquiry="(\d+)"/g)].map((m) => Number(m[1]));
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { INQUIRY_RATE_LIMIT: "50" });
    const tyre = await db.selectFrom("tyre").select("id").where("offer_price_currency", "=", "EUR").orderBy("id").executeTakeFirstOrThrow();
    tyreId = Number(tyre.id);
    owner = await signedUpBuyer(shop.baseUrl, "Ana Owner");
    rival = await signedUpBuyer(shop.baseUrl, "Rita Rival");
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("sends a visitor to log in, and shows a buyer without a company an empty form, privately", async () => {
    const visitor = await new AuthClient(shop.baseUrl).get("/account/company");
    expect([visitor.status, visitor.headers.get("location")]).toEqual([302, "/login?redirectTo=%2Faccount%2Fcompany"]);
    expect((await new AuthClient(shop.baseUrl).get("/account/company.json")).status).toBe(401);
    const page = await owner.client.get("/account/company");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain("Save profile");
    expect(await start(owner.client)).toBeNull();
  });

  it("keeps an inquiry's details as the profile only when the buyer ticked the box, and only the first time", async () => {
    await inquire(rival.client, rival.email);
    expect(await getCompanyOf(db, (await userId(rival.email))!)).toBeNull();

    ownersInquiry = await inquire(owner.client, owner.email, { keepAsCompany: true, company: "Ana Transport BV", phone: "+254 700 000 001" });
    expect(await start(owner.client)).toEqual({
      phone: "+254 700 000 001",
      company: "Ana Transport BV",
      address: "Main Street 1, Rotterdam",
      shippingTerms: "CIF",
      namedPlace: "Mombasa, Kenya",
      country: "",
      addresses: ["Main Street 1, Rotterdam"],
      ports: ["Mombasa, Kenya"],
    });
    // A second ticked inquiry changes nothing: the profile is the owner's to edit now.
    await inquire(owner.client, owner.email, { keepAsCompany: true, company: "Someone Else Ltd" });
    expect((await start(owner.client))?.company).toBe("Ana Transport BV");
  });

  it("refuses a profile with every field's reason at once (400), changing nothing", async () => {
    const res = await form(owner.client, "/account/company", { ...PROFILE, name: " ", country: "XX", incoterm: "EXW", addresses: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const reason of ["Enter the company name.", "Choose the company&#x27;s country.", "Choose FOB, CIF or DDP.", "Enter at least one address."]) {
      expect(html).toContain(reason);
    }
    expect((await start(owner.client))?.company).toBe("Ana Transport BV");
  });

  it("saves the profile; the dialog starts from its terms, first address on one line and country, and /quote from its phone and address, with the other saved addresses and ports to pick", async () => {
    const saved = await form(owner.client, "/account/company", PROFILE);
    expect([saved.status, saved.headers.get("location")]).toEqual([303, "/account/company?done=saved"]);
    expect(await start(owner.client)).toEqual({
      phone: "+254 20 123 4567",
      company: "Ana Transport BV",
      address: "Moi Avenue 12\nNairobi, Kenya",
      shippingTerms: "DDP",
      namedPlace: "Moi Avenue 12, Nairobi, Kenya",
      country: "KE",
      addresses: ["Moi Avenue 12\nNairobi, Kenya", "Port Reitz Road 4\nMombasa, Kenya"],
      ports: ["Mombasa (KEMBA)", "Dar es Salaam"],
    });
    await form(owner.client, "/quote", { intent: "add", tyre: tyreId, quantity: 60 });
    const quotePage = await (await owner.client.get("/quote")).text();
    expect(quotePage).toContain('value="+254 20 123 4567"');
    expect(quotePage).toMatch(/name="address"[^>]*>Moi Avenue 12\nNairobi, Kenya<\/textarea>/);
    expect(quotePage).toMatch(/id="inquiry-shippingTerms-DDP"[^>]*checked=""/);
    expect(quotePage).not.toContain('name="keepAsCompany"');
    // Both saved addresses to pick from, the first chosen; the saved ports offered for CIF.
    expect(quotePage).toContain(
      '<option value="Moi Avenue 12\nNairobi, Kenya" selected="">Moi Avenue 12, Nairobi, Kenya</option><option value="Port Reitz Road 4\nMombasa, Kenya">Port Reitz Road 4, Mombasa, Kenya</option>',
    );
    expect(quotePage).toContain('<datalist id="quote-saved-ports"><option value="Mombasa (KEMBA)"></option><option value="Dar es Salaam"></option></datalist>');
  });

  it("invites a colleague by e-mail; the link joins only the invited address, once", async () => {
    const invited = await form(owner.client, "/account/company", { intent: "invite", email: colleagueEmail.toUpperCase() });
    expect([invited.status, invited.headers.get("location")]).toEqual([303, "/account/company?done=invited"]);
    const mail = shop.mail.find((m) => m.to === colleagueEmail)!;
    expect(mail.subject).toBe("Join Ana Transport BV on Tyre Wholesale");
    const link = /(\/account\/company\/join\?token=[\w-]+)/.exec(mail.text)![1]!;
    expect(await (await owner.client.get("/account/company")).text()).toContain(colleagueEmail);

    // A visitor is sent to log in and back; another account is told whose invitation it is.
    const visitor = await new AuthClient(shop.baseUrl).get(link);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(link)}`);
    const wrong = await rival.client.get(link);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain(`This invitation is for ${colleagueEmail}.`);

    colleague = new AuthClient(shop.baseUrl);
    const signUp = await colleague.post(
      "/api/auth/sign-up/email",
      { name: "Carl Colleague", email: colleagueEmail, password: "correct horse 1" },
      {
        "x-forwarded-for": "10.31.9.9",
      },
    );
    expect(signUp.status).toBe(200);
    const joined = await colleague.get(link);
    expect([joined.status, joined.headers.get("location")]).toEqual([302, "/account/company?done=joined"]);
    expect((await getCompanyOf(db, (await userId(colleagueEmail))!))?.role).toBe("member");
    expect((await colleague.get(link)).status).toBe(400);
    // A member sees the profile and starts from it, but only the owner changes it.
    expect((await start(colleague))?.phone).toBe("+254 20 123 4567");
    expect((await form(colleague, "/account/company", PROFILE)).status).toBe(403);
    expect((await form(colleague, "/account/company", { intent: "invite", email: "x@example.com" })).status).toBe(403);
  });

  it("shows a company's inquiries and quotes to its members and nobody else's, with another company beside it", async () => {
    await form(rival.client, "/account/company", { ...PROFILE, name: "Rival Tyres Ltd" });
    rivalsInquiry = await inquire(rival.client, rival.email);
    colleaguesInquiry = await inquire(colleague, colleagueEmail);

    const ownerSees = await listed(owner.client);
    const colleagueSees = await listed(colleague);
    const rivalSees = await listed(rival.client);
    expect(colleagueSees).toEqual(ownerSees);
    expect(ownerSees).toContain(ownersInquiry);
    expect(ownerSees).toContain(colleaguesInquiry);
    expect(ownerSees).not.toContain(rivalsInquiry);
    expect(rivalSees).toContain(rivalsInquiry);
    expect(rivalSees.filter((id) => ownerSees.includes(id))).toEqual([]);

    const seller = (await signedUpSeller(shop.baseUrl, database)).client;
    const sent = await form(seller, `/admin/inquiries/${ownersInquiry}/quote`, {
      "price-0": "345.00",
      shipping: "1500",
      insurance: "250.00",
      incoterm: "CIF",
      namedPlace: "Mombasa, Kenya",
      validUntil: addDays(shopDate(new Date()), 10),
      paymentTerms: "T/T 30% deposit, 70% against copy of B/L",
      note: "",
    });
    expect(sent.status).toBe(303);
    const quote = (await currentQuoteOf(db, ownersInquiry))!;
    const pdf = `/account/inquiries/${ownersInquiry}/quote.pdf`;
    expect(await (await colleague.get("/account/inquiries")).text()).toContain(`data-buyer-quote="${quote.number}"`);
    expect((await colleague.get(pdf)).status).toBe(200);
    expect((await rival.client.get(pdf)).status).toBe(404);
    // The order page (confirm, then the next steps) is the company's too; another company's reads as none.
    const order = `/account/inquiries/${ownersInquiry}/order`;
    const colleaguesOrder = await colleague.get(order);
    expect(colleaguesOrder.status).toBe(200);
    expect(await colleaguesOrder.text()).toContain(quote.number);
    expect((await rival.client.get(order)).status).toBe(404);
    expect(await (await rival.client.get("/account/inquiries")).text()).not.toContain(quote.number);
    expect((await form(rival.client, "/account/inquiries", { intent: "decline", inquiry: ownersInquiry })).status).toBe(404);
  });

  it("hands the company to a member and lets a member leave it; the leaver sees only their own inquiries from then on", async () => {
    const roleOf = async (email: string) => (await getCompanyOf(db, (await userId(email))!))?.role ?? null;
    const stranger = await form(owner.client, "/account/company", { intent: "handOver", member: rival.email });
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain(`${rival.email} is not a member of this company.`);
    const stays = await form(owner.client, "/account/company", { intent: "leave" });
    expect(stays.status).toBe(400);
    expect(await stays.text()).toContain("Hand the company to a colleague before you leave it");
    expect((await form(colleague, "/account/company", { intent: "handOver", member: owner.email })).status).toBe(403);
    expect([await roleOf(owner.email), await roleOf(colleagueEmail)]).toEqual(["owner", "member"]);
    // The owner's page offers each member the company and no way out; a member's page, the way out only.
    const ownersPage = await (await owner.client.get("/account/company")).text();
    expect(ownersPage).toContain(`aria-label="Make ${colleagueEmail} the owner"`);
    expect(ownersPage).toContain("To leave the company, first make a colleague its owner.");
    const colleaguesPage = await (await colleague.get("/account/company")).text();
    expect(colleaguesPage).toContain("Leave the company");
    expect(colleaguesPage).not.toContain("Make owner");

    const handed = await form(owner.client, "/account/company", { intent: "handOver", member: colleagueEmail.toUpperCase() });
    expect([handed.status, handed.headers.get("location")]).toEqual([303, "/account/company?done=handed"]);
    expect([await roleOf(owner.email), await roleOf(colleagueEmail)]).toEqual(["member", "owner"]);
    // The old owner is a member now: a second hand-over from them is refused.
    expect((await form(owner.client, "/account/company", { intent: "handOver", member: colleagueEmail })).status).toBe(403);

    const left = await form(owner.client, "/account/company", { intent: "leave" });
    expect([left.status, left.headers.get("location")]).toEqual([303, "/account/company?done=left"]);
    expect(await roleOf(owner.email)).toBeNull();
    expect(await start(owner.client)).toBeNull();
    expect(await listed(owner.client)).toContain(ownersInquiry);
    expect(await listed(owner.client)).not.toContain(colleaguesInquiry);
    expect(await listed(colleague)).not.toContain(ownersInquiry);
    expect((await form(owner.client, "/account/company", { intent: "leave" })).status).toBe(400);

    // Alone in their company, the rival's owner closes it.
    const closed = await form(rival.client, "/account/company", { intent: "leave" });
    expect([closed.status, closed.headers.get("location")]).toEqual([303, "/account/company?done=left"]);
    expect(await start(rival.client)).toBeNull();
    expect(await listed(rival.client)).toContain(rivalsInquiry);
  });

  async function userId(email: string): Promise<string | null> {
    const row = await (db as unknown as Kysely<{ user: { id: string; email: string } }>)
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    return row ? String(row.id) : null;
  }
});

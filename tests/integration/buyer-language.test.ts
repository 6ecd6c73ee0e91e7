// The buyer's e-mails and documents in the buyer's language, on both databases: an inquiry keeps
// the language of the page it was sent from (the Referer of /api/send-email, or the body's
// `language`; a quote request the page's own prefix), inquiries stored before read English, and the
// account keeps the language it last used. The confirmations read from a real SMTP server are in
// French and Arabic, subject included, with no line of the English confirmation of the same
// inquiry left; the quote sent for a French inquiry has a French e-mail and a French PDF that adds
// up, and the one for an Arabic inquiry an Arabic PDF, right to left, that adds up too (decision
// 312); a French account's password reset is French and links to the French reset page. The
// seller's copies stay English.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as buyerLanguageMigration from "../../db/migrations/2026-12-03-10-buyer-language";
import type { Database } from "../../app/db/schema";
import type { Deal } from "../../app/domain/deal";
import { decimalAmount } from "../../app/domain/money";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { DEAL_TEXT_CATALOGUE, INQUIRY_CATALOGUE, messagesFor } from "../../app/i18n/catalogues.server";
import { fillMessage } from "../../app/i18n/fill-message";
import { LANGUAGES, pathInLanguage, type Language } from "../../app/i18n/languages";
import { submitBasketInquiry } from "../../app/inquiries/submit-inquiry.server";
import { SHOP_INFO } from "../../app/shop/shop-info";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { AuthClient } from "../support/auth-client";
import { dealTyres, storedDealInquiry, userIdOf, type DealTyre } from "../support/deal-inquiry";
import { inquiryBody, newIdempotencyKey, pdfAttachmentOf, signedUpBuyer, waitUntil } from "../support/inquiry-fixtures";
import { deliverPendingMail } from "../support/mail-delivery";
import { readPdfActualText, readPdfText } from "../support/pdf-text";
import { signedUpSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const SUPPLIER = "supplier@tyres.example";
const TERM = "T/T 30% deposit, 70% against copy of B/L";

/** One MIME part of a received message, its transfer encoding undone, as UTF-8. */
function mailPart(mail: ReceivedMail, type: "text/plain" | "text/html"): string {
  // Every boundary, a mixed message's inner alternative one too: each part is then a leaf.
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const parts = boundaries.reduce((pieces, boundary) => pieces.flatMap((piece) => piece.split(`--${boundary}`)), [mail.raw]);
  const part = parts.find((p) => new RegExp(`^\\s*Content-Type: ${type}`, "i").test(p));
  if (!part) throw new Error(`no ${type} part`);
  const [head = "", ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n").trim();
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return content;
  const bytes = content.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
}

/** The Subject header, its RFC 2047 encoded words decoded. */
function subjectOf(mail: ReceivedMail): string {
  const folded = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)?.[1] ?? "";
  const words = [...folded.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
  if (words.length === 0) return folded.replace(/\r?\n[ \t]/g, " ").trim();
  const bytes = words.map(([, kind, text]) =>
    kind!.toUpperCase() === "B"
      ? Buffer.from(text!, "base64")
      : Buffer.from(
          text!.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ),
  );
  return Buffer.concat(bytes).toString("utf8");
}

/** A message's lines, the inquiry's number written as #N so two inquiries' mails compare. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/#\d+/g, "#N").trim())
    .filter(Boolean);

/** The lines the same in every language: the shop's name and contacts under the mail. */
const SIGNATURE = new Set([SHOP_INFO.name, `${SHOP_INFO.phone} · ${SHOP_INFO.email}`]);

/** Every line of the translated mail that the English mail has word for word, the signature aside. */
const englishLeft = (translated: string, english: string) => {
  const englishLines = new Set(linesOf(english));
  return linesOf(translated).filter((line) => englishLines.has(line) && !SIGNATURE.has(line));
};

/** Every amount a PDF prints, "€12,345.67" read as minor units, in order. */
const euroAmounts = (text: string) => [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((m) => Math.round(Number(m[1]!.replace(/,/g, "")) * 100));

describe.each(TEST_DIALECTS)("the buyer's language on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let smtp: TestSmtpServer;
  let seller: AuthClient;
  let tyres: DealTyre[];

  const form = (client: AuthClient, path: string, fields: Record<string, string>) =>
    client.request(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });

  /** A single-tyre inquiry from a page in `language`: French says so by its Referer, Arabic in the body, English by neither. */
  async function sendInquiry(language: Language): Promise<{ id: number; email: string; buyer: AuthClient }> {
    const { client, email } = await signedUpBuyer(shop.baseUrl, "Ana Buyer");
    const page = `${shop.baseUrl}${pathInLanguage(language, `/buy-now?tyre=${tyres[0]!.id}&quantity=260`)}`;
    const body = inquiryBody({ email, tyreId: tyres[0]!.id, quantity: 260, shippingTerms: "CIF", namedPlace: "Lagos Apapa (NGAPP)" });
    const headers: Record<string, string> = { "idempotency-key": newIdempotencyKey(), ...(language === "fr" && { referer: page }) };
    const res = await client.post("/api/send-email", language === "ar" ? { ...body, language } : body, headers);
    expect(res.status).toBe(201);
    return { id: Number(((await res.json()) as { inquiryId: number }).inquiryId), email, buyer: client };
  }

  /** A quote request of both tyres, as the /quote page's action sends it in `language`. */
  async function sendQuoteRequest(language: Language): Promise<{ id: number; email: string }> {
    const { email } = await signedUpBuyer(shop.baseUrl, "Ana Buyer");
    const userId = await userIdOf(db, email);
    const result = await submitBasketInquiry(
      db,
      { publicUrl: shop.baseUrl, supplierEmail: SUPPLIER, inquiryRateLimit: 50 },
      {
        user: { id: userId, email, name: "Ana Buyer", image: null },
        values: {
          name: "Ana Buyer",
          email,
          phone: "+31 6 1234 5678",
          address: "Main Street 1, Rotterdam",
          shippingTerms: "DDP",
          deliveryAddress: "Plot 5, Ikeja",
          country: "NG",
          idempotencyKey: newIdempotencyKey(),
        },
        entries: [
          { tyreId: tyres[0]!.id, quantity: 150 },
          { tyreId: tyres[1]!.id, quantity: 40 },
        ],
        language,
      },
    );
    if (!result.ok) throw new Error(result.failure.message);
    return { id: result.inquiry.id, email };
  }

  /** The buyer's confirmation and the seller's copy of one inquiry, from the SMTP server. */
  async function mailsOf(email: string, id: number): Promise<{ buyer: ReceivedMail; supplier: ReceivedMail }> {
    await deliverPendingMail(db, smtp.url);
    const buyer = await smtp.waitForMail(email);
    const supplier = smtp.messages.findLast((m) => m.to.includes(SUPPLIER) && subjectOf(m).includes(`#${id}`));
    if (!supplier) throw new Error(`no supplier e-mail for inquiry ${id}`);
    return { buyer, supplier };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { SUPPLIER_EMAIL: SUPPLIER, INQUIRY_RATE_LIMIT: "50" });
    tyres = await dealTyres(db, 2);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    expect((await form(seller, "/admin/profile", PROFILE_FORM)).status).toBe(303);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
    await smtp?.close();
  });

  // JSON-escaped as the loader's data writes them.
  const inData = (html: string, text: string) => html.includes(JSON.stringify(JSON.stringify(text)).slice(3, -3));
  const buyNowPage = async (language: Language) =>
    (await fetch(`${shop.baseUrl}${pathInLanguage(language, `/buy-now?tyre=${tyres[0]!.id}&quantity=260`)}`)).text();

  it.each(LANGUAGES)("sends /buy-now the words its components draw, not the meta description's forms its loader writes (%s)", async (language) => {
    const { buyNow } = messagesFor(language, ["buyNow"]);
    const html = await buyNowPage(language);
    for (const text of [buyNow.heading, buyNow.quantityLabel, buyNow.notANumber]) expect(inData(html, text), text).toBe(true);
    for (const text of [buyNow.description, buyNow.descriptionFrom]) expect(inData(html, text), text).toBe(false);
    // The description the loader wrote, in the page's head.
    const written = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(written.startsWith(buyNow.descriptionFrom.slice(0, buyNow.descriptionFrom.indexOf("{")).replace(/'/g, "&#x27;"))).toBe(true);
  });

  it.each(LANGUAGES)("sends /buy-now its deal as the page draws it, and the EU label's words only where they are not English (%s)", async (language) => {
    const { listing } = messagesFor(language, ["listing"]);
    const html = await buyNowPage(language);
    // The deal's money, shipping and hints' figures stay with the loader, which wrote them (decision 328).
    for (const key of ["surchargePerUnit", "insuranceBasisPoints", "hintTexts", "hintOrders"]) expect(html.includes(key), key).toBe(false);
    // The label's script has its text alternative's English words.
    for (const text of [listing.euLabelOf, listing.euFuel]) expect(inData(html, text), text).toBe(language !== "en");
  });

  it("records each inquiry's language and the account's last; an inquiry stored without one reads English", async () => {
    const french = await sendInquiry("fr");
    const arabic = await sendInquiry("ar");
    const english = await sendInquiry("en");
    const { id: older } = await storedDealInquiry(db, { userId: await userIdOf(db, english.email), tyres, quantities: [260, 21], choice: { term: "FOB" } });
    const languageOf = async (id: number) => (await db.selectFrom("inquiry").select("language").where("id", "=", id).executeTakeFirstOrThrow()).language;
    expect(await Promise.all([french.id, arabic.id, english.id, older].map(languageOf))).toEqual(["fr", "ar", "en", "en"]);
    const accountLanguage = async (email: string) =>
      (await db.selectFrom("user").select("language").where("email", "=", email).executeTakeFirstOrThrow()).language;
    expect(await Promise.all([french.email, arabic.email, english.email].map(accountLanguage))).toEqual(["fr", "ar", "en"]);
    // A registration made on the French page keeps French; one with no page keeps none.
    const registering = new AuthClient(shop.baseUrl);
    const email = `registered-${Date.now()}@example.com`;
    const res = await registering.post(
      "/api/auth/sign-up/email",
      { name: "Rémi Acheteur", email, password: "correct horse 1" },
      { referer: `${shop.baseUrl}/fr/register`, "x-forwarded-for": "10.9.0.1" },
    );
    expect(res.status).toBe(200);
    expect(await accountLanguage(email)).toBe("fr");
    const registered = await signedUpBuyer(shop.baseUrl);
    expect(await accountLanguage(registered.email)).toBeNull();
  });

  it.each([
    ["fr", "Nous avons bien reçu votre demande n° ", "ltr"],
    ["ar", "استلمنا استفسارك رقم ", "rtl"],
  ] as const)(
    "confirms a single-tyre inquiry in %s, with no line of the English confirmation left; the seller's copy is English",
    async (language, subject, dir) => {
      const english = await sendInquiry("en");
      const englishMails = await mailsOf(english.email, english.id);
      const translated = await sendInquiry(language);
      const mails = await mailsOf(translated.email, translated.id);

      expect(subjectOf(englishMails.buyer)).toBe(`We received your inquiry #${english.id}`);
      expect(subjectOf(mails.buyer)).toBe(`${subject}${translated.id}`);
      const text = mailPart(mails.buyer, "text/plain");
      const englishText = mailPart(englishMails.buyer, "text/plain");
      expect(englishLeft(text, englishText)).toEqual([]);
      // The tyre, its size and the place stay as they are.
      expect(text).toContain(tyres[0]!.size);
      expect(text).toContain("Lagos Apapa (NGAPP)");
      expect(mailPart(mails.buyer, "text/html")).toContain(`<html lang="${language}" dir="${dir}">`);
      // The seller reads the same English as for an English buyer.
      expect(subjectOf(mails.supplier)).toMatch(/^Purchase inquiry #\d+: /);
      expect(linesOf(mailPart(mails.supplier, "text/plain")).filter((line) => !line.includes("@") && !line.includes("/admin/inquiries/"))).toEqual(
        linesOf(mailPart(englishMails.supplier, "text/plain")).filter((line) => !line.includes("@") && !line.includes("/admin/inquiries/")),
      );
    },
  );

  it("confirms a quote request in Arabic, with no line of the English confirmation left and My inquiries linked in Arabic", async () => {
    const english = await sendQuoteRequest("en");
    const englishMail = (await mailsOf(english.email, english.id)).buyer;
    const arabic = await sendQuoteRequest("ar");
    const mail = (await mailsOf(arabic.email, arabic.id)).buyer;
    expect(subjectOf(mail)).toBe(`استلمنا طلب عرض السعر رقم ${arabic.id}`);
    const text = mailPart(mail, "text/plain");
    expect(englishLeft(text, mailPart(englishMail, "text/plain"))).toEqual([]);
    expect(text).toContain(`${shop.baseUrl}/ar/account/inquiries`);
    expect(text).toContain("DDP Plot 5, Ikeja");
  });

  it("sends the quote of a French inquiry in French, with a French proforma invoice that adds up", async () => {
    const french = await sendInquiry("fr");
    await deliverPendingMail(db, smtp.url);
    const { id, deal } = await storedDealInquiry(db, {
      userId: await userIdOf(db, french.email),
      tyres,
      quantities: [260, 21],
      choice: { term: "CIF", port: "NGAPP" },
    });
    await db.updateTable("inquiry").set({ language: "fr" }).where("id", "=", id).execute();
    const quote = await sendQuote(id, deal);

    const { text, title } = await readPdfText(quote.pdf);
    // A label may wrap in its column: the words are read as one line.
    const flat = text.replace(/\s+/g, " ");
    expect(title).toBe(`Facture proforma ${quote.number}`);
    for (const heading of [
      `N° de proforma : ${quote.number}`,
      "Acheteur",
      "Expédition",
      "Incoterms 2020 : CIF Lagos Apapa (NGAPP)",
      "Port de chargement : Rotterdam",
      "Prix unitaire",
      // Both tyres are drive-axle truck tyres: the axle is named in French, the brand and model as they are.
      "Essieu moteur · LI/SS",
      "Marchandise (valeur FOB)",
      "Total (EUR)",
      "Conditions de paiement",
      "Coordonnées bancaires",
      "IBAN: NL91 ABNA 0417 1643 00",
      "Bon pour accord de l'acheteur",
    ])
      expect(flat).toContain(heading);
    for (const english of ["Proforma invoice", "Payment terms", "Bank details", "Valid until", "Accepted by the buyer", "Goods (FOB value)", "Port of loading"])
      expect(flat).not.toContain(english);

    // Each line's quantity times its unit price is its total; the lines make the goods; goods,
    // freight and insurance make the total; the schedule's parts make the total again.
    const tableLines = text.split("\n").filter((line) => tyres.some((tyre) => line.startsWith(tyre.size)));
    expect(tableLines).toHaveLength(2);
    const lineTotals = tableLines.map((line) => {
      const quantity = Number(/^\S+ \S+ (\d+) /.exec(line)![1]);
      const [unit, total] = euroAmounts(line);
      expect(unit! * quantity).toBe(total);
      return total!;
    });
    const totals = euroAmounts(flat.slice(flat.indexOf("Marchandise (valeur FOB)"), flat.indexOf("Conditions de paiement")));
    const [goods, freight, insurance, total] = totals;
    expect(goods).toBe(lineTotals.reduce((a, b) => a + b, 0));
    expect(goods! + freight! + insurance!).toBe(total);
    expect(total).toBe(deal.total.amountMinor);
    const schedule = euroAmounts(flat.slice(flat.indexOf("Conditions de paiement"), flat.indexOf("Coordonnées bancaires")));
    expect(schedule).toHaveLength(2);
    expect(schedule[0]! + schedule[1]!).toBe(total);

    // The e-mail that brings it is French too, the same PDF attached.
    await deliverPendingMail(db, smtp.url);
    const mail = await smtp.waitForMail(french.email);
    expect(subjectOf(mail)).toBe(`Votre devis ${quote.number} pour la demande n° ${id}`);
    const body = mailPart(mail, "text/plain");
    expect(body).toContain("Conditions de paiement : Virement : 30 % d'acompte, 70 % contre copie du connaissement");
    expect(body).toContain(`${shop.baseUrl}/fr/account/inquiries`);
    expect(body).not.toMatch(/Thank you|Payment terms|Valid until|Kind regards/);
    expect(Buffer.compare(pdfAttachmentOf(mail)!, Buffer.from(quote.pdf))).toBe(0);
  });

  it("sends the quote of an Arabic inquiry with an Arabic proforma invoice, right to left, that adds up (decision 312)", async () => {
    const arabic = await sendInquiry("ar");
    const { id, deal } = await storedDealInquiry(db, {
      userId: await userIdOf(db, arabic.email),
      tyres,
      quantities: [260, 21],
      choice: { term: "CIF", port: "NGAPP" },
    });
    await db.updateTable("inquiry").set({ language: "ar" }).where("id", "=", id).execute();
    const quote = await sendQuote(id, deal);

    const pdf = new Uint8Array(quote.pdf);
    const { text, title } = await readPdfText(pdf);
    expect(title).toBe(`فاتورة مبدئية ${quote.number}`);
    // The Arabic words are read from their spans' ActualText: the font draws a letter's dots apart.
    const arabicWords = readPdfActualText(pdf).map((span) => span.trim());
    for (const heading of ["فاتورة مبدئية", "المشتري", "الشحنة", "سعر الوحدة", "شروط الدفع", "البيانات المصرفية", "موافقة المشتري"])
      expect(arabicWords).toContain(heading);
    for (const english of ["Proforma invoice", "Payment terms", "Bank details", "Unit price", "Accepted by the buyer"]) expect(text).not.toContain(english);
    expect(text).toContain("CIF Lagos Apapa (NGAPP)");
    expect(text).toContain("IBAN: NL91 ABNA 0417 1643 00");

    // As in French: each line's quantity times its unit price is its total, the lines make the
    // goods, goods, freight and insurance the total, and the schedule's two parts the total again.
    const tableLines = text.split("\n").filter((line) => tyres.some((tyre) => line.startsWith(tyre.size)));
    expect(tableLines).toHaveLength(2);
    const lineTotals = tableLines.map((line) => {
      const quantity = Number(/^\S+ \S+ (\d+) /.exec(line)![1]);
      const [unit, total] = euroAmounts(line);
      expect(unit! * quantity).toBe(total);
      return total!;
    });
    const [goods, freight, insurance, total, deposit, balance] = euroAmounts(text).slice(2 * tableLines.length);
    expect(goods).toBe(lineTotals.reduce((a, b) => a + b, 0));
    expect([goods! + freight! + insurance!, deposit! + balance!]).toEqual([total, total]);
    expect(total).toBe(deal.total.amountMinor);
  });

  it("writes a French account's password reset in French, with the French reset page's link", async () => {
    const { email } = await sendInquiry("fr");
    const before = shop.mail.length;
    const res = await fetch(`${shop.baseUrl}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: shop.baseUrl },
      body: JSON.stringify({ email, redirectTo: "/reset-password" }),
    });
    expect(res.status).toBe(200);
    await waitUntil(() => shop.mail.slice(before).some((m) => m.to === email), 10_000, "the reset e-mail");
    const mail = shop.mail.slice(before).find((m) => m.to === email)!;
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Tyre Wholesale");
    expect(mail.text).toContain(`${shop.baseUrl}/fr/reset-password?token=`);
    expect(mail.text).not.toMatch(/Someone asked|If you did not ask/);
  });

  it("refuses the inquiry dialog's price in the page's language, with the same statuses and { message, fieldErrors }", async () => {
    const tyre = tyres[0]!.id;
    const asked = async (language: Language, query: string) => {
      const res = await fetch(`${shop.baseUrl}${pathInLanguage(language, `/inquiry-price.json?${query}`)}`);
      return { status: res.status, body: (await res.json()) as { message: string; fieldErrors: Record<string, string> } };
    };
    const refused = (message: string, field: string) => ({ message, fieldErrors: { [field]: message } });
    // English keeps the readers' own reasons; each other language says them with its catalogues.
    expect(await asked("en", "tyre=abc")).toEqual({ status: 400, body: refused("Name a tyre by its id.", "tyre") });
    expect(await asked("fr", "tyre=abc")).toEqual({ status: 400, body: refused(DEAL_TEXT_CATALOGUE.fr.nameTyre, "tyre") });
    expect(await asked("es", "tyre=999999999&quantity=100")).toEqual({ status: 404, body: refused(DEAL_TEXT_CATALOGUE.es.noSuchTyre, "tyre") });
    expect(await asked("en", `tyre=${tyre}&terms=EXW`)).toEqual({ status: 400, body: refused('Shipping terms must be FOB, CIF or DDP, not "EXW".', "terms") });
    expect(await asked("ar", `tyre=${tyre}&terms=EXW`)).toEqual({ status: 400, body: refused(INQUIRY_CATALOGUE.ar.chooseTerms, "terms") });
    const cifWithoutPort = fillMessage(INQUIRY_CATALOGUE.pt.placeRequired, { place: INQUIRY_CATALOGUE.pt.theDestinationPort, term: "CIF" });
    expect(await asked("pt", `tyre=${tyre}&terms=CIF&place=`)).toEqual({ status: 400, body: refused(cifWithoutPort, "place") });
    const country = fillMessage(INQUIRY_CATALOGUE.fr.countryCode, { country: "Nigeria" });
    expect(await asked("fr", `tyre=${tyre}&terms=DDP&place=Lagos&country=Nigeria`)).toEqual({ status: 400, body: refused(country, "country") });
    for (const language of ["fr", "es", "pt", "ar"] as const) {
      const { status, body } = await asked(language, `tyre=${tyre}&terms=EXW`);
      expect([status, body.message], language).toEqual([400, INQUIRY_CATALOGUE[language].chooseTerms]);
    }
  });

  /** The engine's figures sent as the quote, as the seller's compose form posts them. */
  async function sendQuote(id: number, deal: Deal) {
    const prices = Object.fromEntries(deal.lines.map((line, i) => [`price-${i}`, decimalAmount(line.unitPrice.amountMinor)]));
    const res = await form(seller, `/admin/inquiries/${id}/quote`, {
      ...prices,
      shipping: decimalAmount(deal.freight!.amountMinor),
      insurance: decimalAmount(deal.insurance!.amountMinor),
      incoterm: "CIF",
      namedPlace: deal.shipping.place,
      validUntil: addDays(shopDate(new Date()), 21),
      paymentTerms: TERM,
      note: "",
    });
    expect(res.status).toBe(303);
    return db.selectFrom("quote").selectAll().where("inquiry_id", "=", id).orderBy("id", "desc").executeTakeFirstOrThrow();
  }
});

describe.each(TEST_DIALECTS)("the buyer-language migration on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("goes down and up again", async () => {
    // Migrated already: the columns are there, and a step down removes both.
    const db = database.db as Kysely<any>;
    const columns = () => Promise.all([db.selectFrom("inquiry").select("language").execute(), db.selectFrom("user").select("language").execute()]);
    await expect(columns()).resolves.toEqual([[], []]);
    await buyerLanguageMigration.down(db);
    await expect(db.selectFrom("inquiry").select("language").execute()).rejects.toThrow();
    await expect(db.selectFrom("user").select("language").execute()).rejects.toThrow();
    await buyerLanguageMigration.up(db);
    await expect(columns()).resolves.toEqual([[], []]);
  });
});

import { describe, expect, it } from "vitest";
import { COMPANY_CATALOGUE } from "./catalogues.server";
import { failureIn, sourceTextIn } from "./source-text";
import { parseCompanyForm } from "~/company/company-form";
import { MESSAGES } from "~/company/company.server";

const EN = {
  plain: "That tyre is not in your quote.",
  named: "{email} is already a member of this company.",
  nested: "Quote {number} was already {status}.",
  accepted: "accepted",
};
const FR = {
  plain: "Ce pneu n’est pas dans votre devis.",
  named: "{email} est déjà membre de cette société.",
  nested: "Le devis {number} a déjà été {status}.",
  accepted: "accepté",
};

describe("an English writer's text in another language", () => {
  it("is the matching message, its arguments read back, and an argument that is a message said too", () => {
    expect(sourceTextIn("That tyre is not in your quote.", EN, FR)).toBe(FR.plain);
    expect(sourceTextIn("ada@example.com is already a member of this company.", EN, FR)).toBe("ada@example.com est déjà membre de cette société.");
    expect(sourceTextIn("Quote Q-2026-000001 was already accepted.", EN, FR)).toBe("Le devis Q-2026-000001 a déjà été accepté.");
  });

  it("is left as it is when no message matches, and in English", () => {
    expect(sourceTextIn("Something else.", EN, FR)).toBe("Something else.");
    expect(sourceTextIn("That tyre is not in your quote.", EN, EN)).toBe("That tyre is not in your quote.");
  });

  it("says every refusal of the company form and the company service in each language", () => {
    const refused = parseCompanyForm({
      intent: "save",
      name: "",
      country: "XX",
      vatNumber: "",
      phone: "",
      addresses: "",
      ports: "",
      incoterm: "EXW",
      currency: "JPY",
    });
    expect(refused.ok).toBe(false);
    const failure = refused.ok ? null : refused;
    const invite = parseCompanyForm({ intent: "invite", email: "not an address" });
    const texts = [
      ...Object.values(failure!.fieldErrors),
      ...(invite.ok ? [] : Object.values(invite.fieldErrors)),
      ...Object.values(MESSAGES).map((message) => (typeof message === "string" ? message : message("ada@example.com"))),
    ] as string[];
    expect(texts.length).toBeGreaterThan(10);
    for (const language of ["fr", "es", "pt", "ar"] as const) {
      for (const text of texts) expect(sourceTextIn(text, COMPANY_CATALOGUE.en, COMPANY_CATALOGUE[language]), `${language}: ${text}`).not.toBe(text);
      const said = failureIn(failure!, COMPANY_CATALOGUE.en, COMPANY_CATALOGUE[language]);
      expect(Object.values(said.fieldErrors).some((error) => texts.includes(error!))).toBe(false);
    }
  });
});

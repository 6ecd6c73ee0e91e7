import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { checkForm, fieldErrorsOf, formValues } from "./check-form";

const schema = z.object({
  email: z.string().check(z.minLength(1, "Enter your email."), z.regex(/@/, "Not an e-mail.")),
  name: z.string().check(z.minLength(1, "Enter your name.")),
});

describe("checkForm", () => {
  it.each([
    ["a valid form", { email: "a@b.co", name: "Ana" }, undefined, null],
    ["an empty field, with the missing message", { email: "", name: "Ana" }, "All fields are required!", "All fields are required!"],
    ["an empty field, without one", { email: "", name: "Ana" }, undefined, "Enter your email."],
    ["a wrong field, with the missing message", { email: "nope", name: "Ana" }, "All fields are required!", "Not an e-mail."],
    // zod's own wording: longer once any module has loaded its English locale (unit files share modules).
    ["a body that is no object", "hello", undefined, expect.stringMatching(/^Invalid input/)],
  ])("%s", (_what, values, missing, message) => {
    const result = checkForm(schema, values, missing);
    if (message === null) return expect(result.ok).toBe(true);
    expect(result).toMatchObject({ ok: false, kind: "invalid", message });
  });

  it("gives each field its first message, as a string", () => {
    const result = checkForm(schema, { email: "", name: "" });
    expect(!result.ok && result.fieldErrors).toEqual({ email: "Enter your email.", name: "Enter your name." });
  });
});

describe("fieldErrorsOf", () => {
  it.each([
    [
      [
        { path: ["email"], message: "a" },
        { path: ["email"], message: "b" },
      ],
      { email: "a" },
    ],
    [[{ path: ["items", 0, "name"], message: "c" }], { items: "c" }],
    [[{ path: [], message: "d" }], { form: "d" }],
  ])("%j → %j", (issues, expected) => {
    expect(fieldErrorsOf(issues)).toEqual(expected);
  });
});

describe("formValues", () => {
  it("reads the named text fields: empty when absent or a file, the first of a repeated name, nothing unnamed", () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    form.append("name", "Ana");
    form.append("name", "Bob");
    form.set("company", new Blob(["not text"]), "company.txt");
    form.set("role", "seller");
    expect(formValues(form, ["email", "name", "phone", "company"])).toEqual({ email: "a@b.co", name: "Ana", phone: "", company: "" });
  });
});

import { describe, expect, it } from "vitest";
import { sentInquiryId } from "./use-inquiry-form";

describe("sentInquiryId reads the reference from POST /api/send-email's answer", () => {
  it.each([
    ["a new inquiry", { inquiryId: 42, status: "received", createdAt: "2026-11-25T10:00:00.000Z" }, 42],
    ["a replayed one (same key, same id)", { inquiryId: 7 }, 7],
    ["no body", null, null],
    ["a body without an id", { status: "received" }, null],
    ["an id as text", { inquiryId: "42" }, null],
    ["an id that is no whole number", { inquiryId: 4.2 }, null],
    ["an id of zero", { inquiryId: 0 }, null],
    ["a list", [42], null],
  ])("%s", (_case, body, expected) => {
    expect(sentInquiryId(body)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { resetMailKey } from "./reset-mail-limit.server";

describe("resetMailKey", () => {
  it.each([["buyer@example.com"], ["Buyer@Example.COM"]])("keys %s by a hash of the lower-cased address", (email) => {
    const key = resetMailKey(email);
    expect(key).toBe(resetMailKey("buyer@example.com"));
    expect(key).toMatch(/^reset-mail\|[0-9a-f]{64}$/);
    expect(key).not.toContain("buyer");
  });

  it("gives another address another key", () => {
    expect(resetMailKey("other@example.com")).not.toBe(resetMailKey("buyer@example.com"));
  });

  it.each([[""], ["not an address"], [" buyer@example.com"], [42], [null], [undefined], [["buyer@example.com"]]])(
    "leaves %j uncounted, for better-auth to refuse",
    (email) => {
      expect(resetMailKey(email)).toBeNull();
    },
  );
});

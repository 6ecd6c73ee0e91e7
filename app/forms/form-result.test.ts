import { describe, expect, it } from "vitest";
import { formFailure, resultOf, statusOf, type FailureKind } from "./form-result";

describe("form result", () => {
  it.each<[FailureKind, number]>([
    ["invalid", 400],
    ["rejected", 400],
    ["unauthenticated", 401],
    ["not-found", 404],
    ["too-large", 413],
    ["conflict", 422],
    ["rate-limited", 429],
  ])("answers a %s failure with HTTP %i, whatever its message says", (kind, status) => {
    expect(statusOf(formFailure(kind, "Too many attempts. Please wait a minute and try again."))).toBe(status);
    expect(statusOf(formFailure(kind, "Login failed"))).toBe(status);
  });

  it("sends the message and the field errors, never the kind", () => {
    const failure = formFailure("invalid", "Enter your email.", { email: "Enter your email." });
    expect(resultOf(failure)).toEqual({ message: "Enter your email.", fieldErrors: { email: "Enter your email." } });
  });

  it("has no field errors unless given", () => {
    expect(formFailure("rejected", "Login failed").fieldErrors).toEqual({});
  });
});

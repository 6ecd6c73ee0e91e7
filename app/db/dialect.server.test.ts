import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./dialect.server";

describe("isUniqueViolation", () => {
  it.each([
    [{ code: "23505" }, true],
    [{ code: "SQLITE_CONSTRAINT_UNIQUE" }, true],
    [{ code: "SQLITE_CONSTRAINT_PRIMARYKEY" }, false],
    [{ code: "23503" }, false],
    [new Error("unique"), false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });
});

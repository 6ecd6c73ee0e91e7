// Setup file of the unit project (vitest.config.ts): a unit test fails when it writes to
// console.error unless it declares the error first with expectConsoleError, as the browser
// suites fail on an unexpected console error. What was written is shown, not lost.
import { afterEach, beforeEach, expect, vi } from "vitest";

let written: string[] = [];
let expected: RegExp[] = [];

beforeEach(() => {
  written = [];
  expected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    written.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const unexpected = written.filter((text) => !expected.some((pattern) => pattern.test(text)));
  expect(unexpected, "unexpected console.error output").toEqual([]);
  for (const pattern of expected)
    expect(
      written.some((text) => pattern.test(text)),
      `the expected console.error ${pattern} was not written`,
    ).toBe(true);
});

/** Declares a console.error the current test causes on purpose; it must then be written. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

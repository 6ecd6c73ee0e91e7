import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./fresh-compression";

describe("acceptsGzip", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["gzip", true],
    ["gzip, deflate, br, zstd", true],
    ["br", false],
    ["br, GZIP;q=0.5", true],
    ["gzip;q=0, br", false],
    ["gzip; q=0", false],
    ["*", true],
    ["identity", false],
  ])("%j -> %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

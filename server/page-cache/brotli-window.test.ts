import { describe, expect, it } from "vitest";
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";
import { brotliWindowFor } from "./page-cache";

describe("brotliWindowFor", () => {
  it.each([
    [0, 16],
    [1_000, 16],
    [65_535, 16],
    [65_536, 17],
    [120_000, 17],
    [1_000_000, 20],
    [4_194_303, 22],
    [50_000_000, 22],
  ])("%i bytes -> a window of 2^%i", (bytes, window) => {
    expect(brotliWindowFor(bytes)).toBe(window);
  });

  it("compresses a page with its window as small as with the default one", () => {
    const page = Buffer.from(Array.from({ length: 3000 }, (_, i) => `<li class="card">tyre ${i % 97} 315/80R22.5</li>`).join(""));
    const params = (extra: Record<number, number>) => ({ params: { [zlib.BROTLI_PARAM_QUALITY]: 8, [zlib.BROTLI_PARAM_SIZE_HINT]: page.length, ...extra } });
    const sized = brotliCompressSync(page, params({ [zlib.BROTLI_PARAM_LGWIN]: brotliWindowFor(page.length) }));
    const standard = brotliCompressSync(page, params({}));
    expect(brotliDecompressSync(sized).equals(page)).toBe(true);
    expect(sized.length).toBeLessThanOrEqual(standard.length * 1.01);
  });
});

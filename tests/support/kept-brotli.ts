// A page's brotli body as the render cache makes it (decision 330): at a quality, with its window
// sized to the page (server/page-cache/page-cache.ts), so a test can tell which body it was served.
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { brotliWindowFor } from "../../server/page-cache/page-cache";

export function keptBrotli(page: Buffer, quality: number): Buffer {
  return brotliCompressSync(page, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: page.length, [zlib.BROTLI_PARAM_LGWIN]: brotliWindowFor(page.length) },
  });
}

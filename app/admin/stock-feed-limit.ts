// How large a stock feed may be (decision 245): 100,000 lines of code, pieces and warehouse are
// about 3 MB as CSV and less as XLSX; 16 MB leaves room for long codes and the multipart framing.
// Past it the request guard answers 413 before anything reads the body. Browser-safe.
export const STOCK_FEED_LIMIT_BYTES = 16 * 1024 * 1024;
/** At most this many lines are read from a feed; more refuses it. */
export const STOCK_FEED_MAX_LINES = 250_000;
/** The back office's feed upload (and its data request) and the feed's API endpoint. */
export const STOCK_FEED_PATHS = ["/admin/stock", "/admin/stock.data", "/api/stock-feed"];

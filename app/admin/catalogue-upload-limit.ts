// How large a catalogue upload may be (decision 178): the request guard refuses a larger
// body before the page sees it, and the upload's stream stops at the same size. 100,000 tyres of
// the spec's nested JSON are about 120 MB. Browser-safe: the page states the limit.
export const CATALOGUE_UPLOAD_LIMIT_BYTES = 200 * 1024 * 1024;
/** The page whose action receives uploads (and its data request). */
export const CATALOGUE_UPLOAD_PATHS = ["/admin/catalogue", "/admin/catalogue.data"];

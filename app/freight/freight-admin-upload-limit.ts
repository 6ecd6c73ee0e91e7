// How large a post to /admin/freight may be (decision 208): a rate sheet of up to 256 KB, sent as a
// file to preview and again as a form field to apply, with room for the multipart framing. A
// larger file within this reaches the page, which refuses it with a 400 and the file limit; past
// it, the request guard answers 413 before anything reads the body. Browser-safe.
export const FREIGHT_UPLOAD_BODY_LIMIT_BYTES = 1024 * 1024;
/** The page whose action receives rate sheets (and its data request). */
export const FREIGHT_UPLOAD_PATHS = ["/admin/freight", "/admin/freight.data"];

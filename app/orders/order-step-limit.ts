// How large a recorded step may be (decision 272): up to five loading photos of 10 MB each, with
// room for the form's fields and the multipart framing. A photo over 10 MB within this reaches the
// action, which refuses it with a 400 and the limit; past it, the request guard answers 413 before
// anything reads the body. Browser-safe.
import { PHOTO_LIMIT_BYTES } from "./image-type";

export const MAX_PHOTOS = 5;
export const ORDER_STEP_BODY_LIMIT_BYTES = MAX_PHOTOS * PHOTO_LIMIT_BYTES + 1024 * 1024;

/** The back office's "record a step" action (and its data request). */
export const isOrderStepPath = (path: string) => /^\/admin\/inquiries\/\d{1,12}\/order(?:\.data)?$/.test(path);

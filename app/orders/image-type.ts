// Which image a loading photo is, read from its first bytes (decision 272): the name and the type a
// browser claims are not trusted, so a renamed PDF or script is refused. Browser-safe, pure.

/** A loading photo may be at most this large. */
export const PHOTO_LIMIT_BYTES = 10 * 1024 * 1024;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes begin with, or null when they are no image the shop keeps. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  return null;
}

/** Why the file cannot be a loading photo, or null. */
export function photoProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return "Choose a photo to upload.";
  if (bytes.length > PHOTO_LIMIT_BYTES) return `A photo may be at most ${PHOTO_LIMIT_BYTES / 1024 / 1024} MB.`;
  if (!photoTypeOf(bytes)) return "That file is not a photo: upload a JPEG, PNG, WebP or GIF image.";
  return null;
}

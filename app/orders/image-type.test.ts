import { describe, expect, it } from "vitest";
import { PHOTO_LIMIT_BYTES, photoProblem, photoTypeOf } from "./image-type";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => new TextEncoder().encode(s);

describe("a loading photo's type, by its magic bytes", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), "image/jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image/png"],
    ["WebP", Uint8Array.from([...text("RIFF"), 0, 0, 0, 0, ...text("WEBPVP8 ")]), "image/webp"],
    ["GIF", text("GIF89a"), "image/gif"],
    ["a PDF named photo.jpg", text("%PDF-1.7"), null],
    ["a RIFF that is a WAV", Uint8Array.from([...text("RIFF"), 0, 0, 0, 0, ...text("WAVE")]), null],
    ["a script", text("<script>alert(1)</script>"), null],
    ["a PNG cut short", bytes(0x89, 0x50, 0x4e), null],
  ] as Array<[string, Uint8Array, string | null]>)("%s", (_what, input, type) => {
    expect(photoTypeOf(input)).toBe(type);
  });

  it.each([
    ["nothing", new Uint8Array(0), "Choose a photo to upload."],
    ["not an image", text("hello"), "That file is not a photo: upload a JPEG, PNG, WebP or GIF image."],
    [
      "over 10 MB",
      (() => {
        const big = new Uint8Array(PHOTO_LIMIT_BYTES + 1);
        big.set([0xff, 0xd8, 0xff]);
        return big;
      })(),
      "A photo may be at most 10 MB.",
    ],
    [
      "a JPEG of exactly 10 MB",
      (() => {
        const max = new Uint8Array(PHOTO_LIMIT_BYTES);
        max.set([0xff, 0xd8, 0xff]);
        return max;
      })(),
      null,
    ],
  ] as Array<[string, Uint8Array, string | null]>)("refuses %s with a reason", (_what, input, problem) => {
    expect(photoProblem(input)).toBe(problem);
  });
});

// RFC 6238 time-based codes, as an authenticator app computes them from the secret the shop shows
// (decision 281): HMAC-SHA1 over the 30-second step, 6 digits. The tests' own, so they check the
// shop against the standard rather than against better-auth's code.
import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
}

/** The 6-digit code for a base32 secret at a time (now by default). */
export function totpCode(secret: string, at = Date.now()): string {
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", base32Decode(secret)).update(step).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Six digits that are not the code of the step before, now or after (the window a server accepts). */
export function wrongTotpCode(secret: string, at = Date.now()): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, at + shift)));
  let guess = Number(totpCode(secret, at));
  do guess = (guess + 1) % 1_000_000;
  while (near.has(String(guess).padStart(6, "0")));
  return String(guess).padStart(6, "0");
}

/** The base32 secret of an otpauth:// address. */
export function secretOfTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

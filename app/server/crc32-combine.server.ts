import { crc32 } from "node:zlib";

// The CRC-32 of a text with slots, for any value in them, from figures made once (zlib's
// crc32_combine arithmetic): a kept page's gzip trailer then costs the CRC of its nonce, not of its
// whole text again (an eighth of a kept answer's time).

const POLY = 0xedb88320;

/** a times b modulo the CRC polynomial (bit-reflected, as CRC-32 keeps its values). */
function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  let bb = b;
  for (;;) {
    if (a & m) {
      p ^= bb;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ POLY : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, for n from 0 to 31. */
const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++, p = multiplyModP(p, p)) X2N.push(p);

/** x^(8 length) modulo the polynomial: what `length` zero bytes after a text do to its CRC's linear part. */
function zerosShift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multiplyModP(X2N[k % 32] as number, p);
  }
  return p;
}

/**
 * The CRC-32 of `segments` joined by a value of `slotLength` bytes, as a function of the value. A
 * CRC is affine in its text: the text with NULs in its slots gives the constant part, and each
 * slot adds the value's linear part shifted by the bytes after it; the shifts add up once.
 */
export function slottedCrc(segments: readonly Buffer[], slotLength: number): (value: Buffer) => number {
  const blank = Buffer.alloc(slotLength);
  let blanked = 0;
  let shifts = 0;
  let after = 0;
  for (let index = segments.length - 1; index >= 0; index--) {
    if (index < segments.length - 1) {
      shifts ^= zerosShift(after);
      after += slotLength;
    }
    after += (segments[index] as Buffer).length;
  }
  for (const [index, segment] of segments.entries()) {
    blanked = crc32(segment, blanked);
    if (index < segments.length - 1) blanked = crc32(blank, blanked);
  }
  const blankCrc = crc32(blank);
  return (value) => (blanked ^ multiplyModP(shifts, crc32(value) ^ blankCrc)) >>> 0;
}

import { randomFillSync } from "node:crypto";

// Every rendered page takes a few random bytes (its CSP nonce, the ad's page-view key): asking the
// kernel each time cost more than the rest of their code. They come from a pool refilled with the
// same CSPRNG 4 KB at a time, as Node's randomUUID does; a slice is never handed out twice.
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

/** `size` (at most 4 KB) cryptographically random bytes, in a Buffer of their own. */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_SIZE) throw new RangeError(`at most ${POOL_SIZE} pooled random bytes`);
  if (offset + size > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  offset += size;
  return bytes;
}

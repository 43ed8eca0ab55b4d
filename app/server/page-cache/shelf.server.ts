import type { GzipTemplate } from "../gzip-template.server.ts";

/** A response as sent to a signed-out visitor, compressed once around its CSP nonce. */
export type Kept = {
  status: number;
  headers: [string, string][];
  template: GzipTemplate;
  /** The nonce the render used, also in the policy header; none for an API answer. */
  nonce?: string;
  /** What it holds: its body and its compressed parts. */
  bytes: number;
  /** Fresh until then; after it, served while one request renders the new copy, until `staleUntil`. */
  expires: number;
  staleUntil: number;
};

/** Kept responses under a byte budget, the oldest going first; `now` is the clock. */
export class Shelf {
  private entries = new Map<string, Kept>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;
  constructor(maxBytes: number, now: () => number) {
    this.maxBytes = maxBytes;
    this.now = now;
  }

  /** The entry, fresh or stale; none once it is past `staleUntil`. */
  get(key: string): Kept | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.staleUntil > this.now()) return entry;
    this.forget(key);
    return undefined;
  }

  put(key: string, entry: Kept) {
    this.forget(key);
    while (this.entries.size > 0 && this.bytes + entry.bytes > this.maxBytes) {
      this.forget(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Bytes held now. */
  get size() {
    return this.bytes;
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

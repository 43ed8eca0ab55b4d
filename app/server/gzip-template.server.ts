import { constants, createDeflateRaw, type DeflateRaw } from "node:zlib";
import { slottedCrc } from "./crc32-combine.server.ts";

/** A gzip member's header: deflate, no name, no time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * A body compressed once with gzip around a slot (the CSP nonce) that gets a new value on every
 * use. The text between two slots is compressed in one stream with the text before it and ends on
 * a byte boundary (a sync flush); each slot is a stored block, written anew per response.
 */
export type GzipTemplate = {
  segments: Buffer[];
  compressed: Buffer[];
  slotLength: number;
  /** The CRC-32 of the body with a value in every slot, for its answers' trailers. */
  crcWith: (value: Buffer) => number;
};

/**
 * Compresses `body` around every occurrence of `slot` (none: the body as it is). Off the event
 * loop, in zlib's thread pool. Undefined when the body holds a NUL byte: the slots are compressed
 * as NULs so that no match can copy their bytes elsewhere, which needs a byte the text never has.
 *
 * One deflate stream for the whole body: a stream per segment (a coach page has 21) each allocated
 * zlib's level-9 state outside V8's heap, and at a page's successor every few milliseconds that
 * external memory started full collections that paused every answer (decision 0094).
 */
export async function gzipTemplate(body: Buffer, slot?: Buffer): Promise<GzipTemplate | undefined> {
  if (body.includes(0)) return undefined;
  const segments = slot && slot.length > 0 ? split(body, slot) : [body];
  const slotLength = slot?.length ?? 0;
  const blank = Buffer.alloc(slotLength);
  const stream = flushingDeflate();
  const compressed: Buffer[][] = [];
  try {
    for (const [index, segment] of segments.entries()) {
      if (index === segments.length - 1) {
        compressed.push(await stream.finish(segment));
        break;
      }
      compressed.push(await stream.flush(segment));
      // The slot's place in the window, so that later distances count it; its blocks are dropped
      // (an answer writes the slot's value there as a stored block).
      await stream.flush(blank);
    }
  } finally {
    stream.close();
  }
  return { segments, compressed: packed(compressed), slotLength, crcWith: slottedCrc(segments, slotLength) };
}

/**
 * A level-9 raw deflate stream fed a part at a time: `flush` gives the part's blocks up to a byte
 * boundary (a sync flush), `finish` the last part's, ending the stream; each as zlib's chunks.
 */
function flushingDeflate() {
  const stream: DeflateRaw = createDeflateRaw({ level: 9 });
  let output: Buffer[] = [];
  // Flowing: zlib pushes a part's output before it calls the part's write back.
  stream.on("data", (chunk: Buffer) => output.push(chunk));
  const taken = () => {
    const part = output;
    output = [];
    return part;
  };
  const settled = (resolve: () => void, reject: (error: Error) => void) => {
    stream.once("error", reject);
    return () => {
      stream.off("error", reject);
      resolve();
    };
  };
  return {
    flush: (part: Buffer) =>
      new Promise<void>((resolve, reject) => {
        const done = settled(resolve, reject);
        if (part.length > 0) stream.write(part);
        stream.flush(constants.Z_SYNC_FLUSH, done);
      }).then(taken),
    finish: (part: Buffer) =>
      new Promise<void>((resolve, reject) => {
        stream.once("end", settled(resolve, reject));
        stream.end(part);
      }).then(taken),
    close: () => stream.destroy(),
  };
}

/**
 * Each part's chunks copied into one buffer of their exact total size, a view into it per part.
 * zlib hands back its output as views into buffers of its own, which a kept part would hold on
 * to: measured at a million coaches, the kept pages' parts held 426 MB for the 64 MB the page
 * cache counted (decision 0065).
 */
function packed(parts: Buffer[][]): Buffer[] {
  const whole = Buffer.allocUnsafeSlow(parts.flat().reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  return parts.map((chunks) => {
    const start = offset;
    for (const chunk of chunks) offset += chunk.copy(whole, offset);
    return whole.subarray(start, offset);
  });
}

/** The gzip body with `value` in every slot. */
export function fillGzip(template: GzipTemplate, value: Buffer): Buffer {
  if (value.length !== template.slotLength) throw new Error("A slot's value must keep the slot's length.");
  const { segments, compressed } = template;
  const chunks: Buffer[] = [HEADER];
  let size = 0;
  for (const [index, segment] of segments.entries()) {
    chunks.push(compressed[index] as Buffer);
    size += segment.length;
    if (index === segments.length - 1) break;
    chunks.push(storedBlock(value));
    size += value.length;
  }
  const crc = template.crcWith(value);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The body itself with `value` in every slot. */
export const fillPlain = (template: GzipTemplate, value: Buffer): Buffer =>
  Buffer.concat(template.segments.flatMap((segment, index) => (index === 0 ? [segment] : [value, segment])));

/** A deflate block that carries `bytes` as they are (not the last block). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

function split(body: Buffer, slot: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(slot); at !== -1; at = body.indexOf(slot, start)) {
    parts.push(body.subarray(start, at));
    start = at + slot.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

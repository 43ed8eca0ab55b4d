import { promisify } from "node:util";
import { constants, deflateRaw } from "node:zlib";
import { slottedCrc } from "./crc32-combine.server.ts";

const deflate = promisify(deflateRaw);

/** Deflate looks back at most this far: the window a segment's dictionary needs. */
const WINDOW = 32 * 1024;
/** A gzip member's header: deflate, no name, no time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * A body compressed once with gzip around a slot (the CSP nonce) that gets a new value on every
 * use. The text between two slots is compressed with the text before it as its dictionary and
 * ends on a byte boundary (a sync flush); each slot is a stored block, written anew per response.
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
 */
export async function gzipTemplate(body: Buffer, slot?: Buffer): Promise<GzipTemplate | undefined> {
  if (body.includes(0)) return undefined;
  const segments = slot && slot.length > 0 ? split(body, slot) : [body];
  const slotLength = slot?.length ?? 0;
  const blank = Buffer.alloc(slotLength);
  const compressed: Buffer[] = [];
  let history = Buffer.alloc(0);
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    compressed.push(
      await deflate(segment, {
        level: 9,
        ...(history.length > 0 ? { dictionary: history } : {}),
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    );
    history = Buffer.concat([history, segment, blank]).subarray(-WINDOW);
  }
  return { segments, compressed: packed(compressed), slotLength, crcWith: slottedCrc(segments, slotLength) };
}

/**
 * The parts copied into one buffer of their exact total size, as views into it. zlib hands back
 * each part as a view into an output buffer of its own of 64 KB or more, which a kept part would
 * hold on to: measured at a million coaches, the kept pages' parts held 426 MB for the 64 MB the
 * page cache counted (decision 0065).
 */
function packed(parts: Buffer[]): Buffer[] {
  const whole = Buffer.allocUnsafeSlow(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  return parts.map((part) => {
    part.copy(whole, offset);
    offset += part.length;
    return whole.subarray(offset - part.length, offset);
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

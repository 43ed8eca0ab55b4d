import { constants } from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

/**
 * Brotli settings for responses made per request (pages, API answers), chosen by measurement
 * (decisions 0052, 0079, 0080): a 256 KB window (lgwin 18) instead of the default 4 MB compresses
 * our pages as small and is cheaper to set up per response; quality 0 takes 0.07-0.08 ms for a
 * 48-58 KB page where quality 3 took 0.17-0.36 ms (12% of a rendered home page's CPU), for 12%
 * more bytes (about 1.3 KB; still smaller than gzip at level 1). These are signed-in visitors'
 * pages and first renders: signed-out visitors mostly get kept pages, compressed once at build
 * or keep time. Clients without brotli get gzip at its default level (6).
 */
export const DYNAMIC_BROTLI = { quality: 0, window: 18 } as const;

/** Bodies under this many bytes are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * React Router's Node adapter flushes the response after every chunk of the rendered page (4 KB),
 * and every flush closes a compressed block: triple the CPU for brotli, and gzip output two and a
 * half times larger. A flush is held until the end of the current turn of the event loop, so the
 * chunks written together go out as one block, and a page that streams later parts still sends
 * each part when it is ready.
 */
const flushOncePerTurn: RequestHandler = (_req, res, next) => {
  const response = res as typeof res & { flush?: () => void };
  const flush = response.flush;
  if (flush) {
    let pending = false;
    response.flush = () => {
      if (pending) return;
      pending = true;
      setImmediate(() => {
        pending = false;
        flush.call(response);
      });
    };
  }
  next();
};

/** Compression for whatever is not precompressed: brotli (or gzip), then one flush per turn. */
export function dynamicCompression(): RequestHandler[] {
  return [
    compression({
      threshold: COMPRESSION_THRESHOLD,
      brotli: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI.quality,
          [constants.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI.window,
        },
      },
    }),
    flushOncePerTurn,
  ];
}

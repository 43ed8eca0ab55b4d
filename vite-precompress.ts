import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

async function compressBeside(full: string) {
  const source = await readFile(full);
  const [br, gzipped] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    // Zopfli: an ordinary gzip stream that any client decodes, 3% smaller than zlib's level 9
    // (decision 0057); it costs a few seconds of build time, never a request's.
    zopfliGzip(source, { numiterations: 15 }),
  ]);
  await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
}

/**
 * Writes a .br (best quality) and a .gz (zopfli) beside every text file of the client build, once
 * at build time, so the server sends compressed assets without spending CPU per request.
 */
export function precompress(): Plugin {
  let clientDir: string | undefined;
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment?.name !== "client" || !options.dir) return;
      const dir = options.dir;
      clientDir = dir;
      await Promise.all(
        Object.keys(bundle)
          // The build's own manifests (.vite/) are read at build time, never served.
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(".vite/"))
          .map((file) => compressBeside(path.join(dir, file))),
      );
    },
    async closeBundle() {
      // React Router writes the browser's route manifest (assets/manifest-*.js) into the client
      // folder during the server build, after the client bundle was written.
      if (this.environment?.name !== "ssr" || !clientDir) return;
      const assets = path.join(clientDir, "assets");
      const files = new Set(await readdir(assets));
      await Promise.all(
        [...files]
          .filter((file) => COMPRESSIBLE.test(file) && !files.has(`${file}.br`))
          .map((file) => compressBeside(path.join(assets, file))),
      );
    },
  };
}

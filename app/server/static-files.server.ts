import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { token: "br", suffix: ".br", name: "br" },
  { token: "gzip", suffix: ".gz", name: "gzip" },
] as const;

/**
 * Serves the build's precompressed twin of a file (.br, else .gz) when the browser accepts it;
 * anything else falls through to express.static. Build files never change while the server
 * runs, so each lookup is made once.
 */
export function precompressedStatic(root: string, maxAgeSeconds: number): RequestHandler {
  const base = path.resolve(root);
  const seen = new Map<string, boolean>();
  const exists = (file: string) => {
    let found = seen.get(file);
    if (found === undefined) {
      found = existsSync(file);
      seen.set(file, found);
    }
    return found;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(base + path.sep)) return next();
    const encoding = ENCODINGS.find((e) => new RegExp(`\\b${e.token}\\b`).test(accepted) && exists(file + e.suffix));
    if (!encoding) return next();
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Encoding", encoding.name);
    res.type(path.extname(file));
    res.sendFile(file + encoding.suffix, { maxAge: maxAgeSeconds * 1000, immutable: true }, (err) => err && next(err));
  };
}

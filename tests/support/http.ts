import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

export async function getJson<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

export async function getHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

/** Coach ids linked from a page's HTML, in page order. */
export function coachIdsIn(html: string): string[] {
  const ids = [...html.matchAll(/href="\/coach\/[^/"]+\/([0-9a-f-]{36})"/g)].map((m) => m[1] ?? "");
  return [...new Set(ids)];
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET as it goes over the wire: the body as sent, still compressed (fetch would decode it). */
export function rawGet(pathname: string, acceptEncoding: string, base = baseUrl()): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The body of a raw response, decompressed as its Content-Encoding says. */
export function decodedBody(response: RawResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  return response.body;
}

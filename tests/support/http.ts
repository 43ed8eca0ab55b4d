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

/** An API answer: its status and its JSON body (null when there is none). */
export type ApiAnswer<Data = unknown> = {
  status: number;
  body: { message?: string; data?: Data; total?: number } | null;
};

/**
 * Any API call on the server at `base`, with a bearer token or none; `body` as a string is sent
 * as it is (broken JSON), anything else as JSON.
 */
export async function callApi<Data = unknown>(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<ApiAnswer<Data>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as ApiAnswer<Data>["body"] };
}

/** Runs `work` over `items`, `width` at a time. */
export async function inTurns<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T, i);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

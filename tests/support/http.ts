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

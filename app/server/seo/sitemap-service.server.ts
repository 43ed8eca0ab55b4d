import { and, asc, count, gt } from "drizzle-orm";
import { coachPath } from "../../lib/urls.ts";
import { getDb } from "../db/database.server.ts";
import { categories, isPublicCoach, profiles } from "../db/schema.ts";

/** Sitemaps hold at most 50,000 URLs each (sitemaps.org). */
export const URLS_PER_SITEMAP = 50_000;
const READ_BATCH = 5_000;

export async function coachSitemapCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(profiles).where(isPublicCoach);
  return Math.max(1, Math.ceil((row?.n ?? 0) / URLS_PER_SITEMAP));
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>\n`;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = "</urlset>\n";

export async function sitemapIndex(siteUrl: string): Promise<string> {
  const files = ["categories", ...Array.from({ length: await coachSitemapCount() }, (_, i) => `coaches-${i + 1}`)];
  const entries = files.map(
    (f) => `<sitemap><loc>${xmlEscape(new URL(`/sitemaps/${f}.xml`, siteUrl).toString())}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

export async function categorySitemap(siteUrl: string): Promise<string> {
  const rows = await getDb().select({ slug: categories.slug }).from(categories).orderBy(asc(categories.slug));
  const urls = [new URL("/", siteUrl), ...rows.map((r) => new URL(`/category/${r.slug}`, siteUrl))];
  return `${URLSET_OPEN}${urls.map((u) => urlEntry(u.toString())).join("")}${URLSET_CLOSE}`;
}

/**
 * Streams coach file `part` (1-based): coaches in id order from position (part-1)*50,000, read in
 * keyset batches so memory stays flat however many coaches there are.
 */
export function coachSitemapStream(siteUrl: string, part: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let remaining = URLS_PER_SITEMAP;
  let after: string | null | undefined;
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
      after = await startAfter(part);
    },
    async pull(controller) {
      const rows =
        after === undefined
          ? []
          : await getDb()
              .select({ id: profiles.id, fullName: profiles.fullName, updatedAt: profiles.updatedAt })
              .from(profiles)
              .where(and(isPublicCoach, after ? gt(profiles.id, after) : undefined))
              .orderBy(asc(profiles.id))
              .limit(Math.min(READ_BATCH, remaining));
      const entries = rows.map((r) =>
        urlEntry(new URL(coachPath({ _id: r.id, fullName: r.fullName }), siteUrl).toString(), r.updatedAt),
      );
      controller.enqueue(encoder.encode(entries.join("")));
      remaining -= rows.length;
      after = rows.at(-1)?.id ?? after;
      if (rows.length < READ_BATCH || remaining <= 0) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
}

/** The id after which file `part` starts: null for the first file, undefined past the end. */
async function startAfter(part: number): Promise<string | null | undefined> {
  if (part === 1) return null;
  const [row] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(isPublicCoach)
    .orderBy(asc(profiles.id))
    .offset((part - 1) * URLS_PER_SITEMAP - 1)
    .limit(1);
  return row?.id;
}

import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Coach Directory";

type Seo = { siteUrl: string; path: string; title: string; description: string; image?: string | null; type?: string };

const absolute = (siteUrl: string, pathOrUrl: string) => new URL(pathOrUrl, siteUrl).toString();

/** Title, description, canonical URL and Open Graph tags of a public page. */
export function seoMeta({ siteUrl, path, title, description, image, type = "website" }: Seo): MetaDescriptor[] {
  const url = absolute(siteUrl, path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: absolute(siteUrl, image) });
  return tags;
}

/** The site address as the root loader exposes it to every route's meta function. */
export function siteUrlFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:3000";
}

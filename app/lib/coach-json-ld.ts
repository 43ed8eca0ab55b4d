import { roundToHalf } from "./coach.ts";

type JsonLdInput = {
  url: string;
  name: string;
  description: string;
  image: string | null;
  city: string | null;
  state: string | null;
  categories: string[];
  rating: number;
  reviewCount: number;
  reviews: { author: string; rating: number; body: string; createdAt: string }[];
};

/** schema.org ProfessionalService for a coach page, with the rating and the reviews the page shows. */
export function coachJsonLd(c: JsonLdInput): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": c.url,
    url: c.url,
    name: c.name,
    description: c.description.slice(0, 500),
    knowsAbout: c.categories,
  };
  if (c.image) ld.image = c.image;
  if (c.city || c.state) {
    ld.address = {
      "@type": "PostalAddress",
      addressLocality: c.city ?? undefined,
      addressRegion: c.state ?? undefined,
    };
  }
  if (c.reviewCount > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: roundToHalf(c.rating),
      reviewCount: c.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (c.reviews.length > 0) {
    ld.review = c.reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return ld;
}

/** JSON for a <script> element: "<" escaped so user text cannot close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

import { coachJsonLd, scriptJson } from "../../lib/coach-json-ld.ts";

type Props = {
  url: string;
  coach: {
    fullName: string;
    aboutMe: string;
    photoLink: string | null;
    city: string | null;
    state: string | null;
    categoryNames: string[];
    rating: number;
    reviewCount: number;
  };
  reviews: { commentee: { name: string }; rating: number; comment: string; createdAt: string }[];
};

/** schema.org JSON-LD of the coach page at `url`, for search engines' rating snippets. */
export function CoachStructuredData({ url, coach, reviews }: Props) {
  const jsonLd = coachJsonLd({
    url,
    name: coach.fullName,
    description: coach.aboutMe,
    image: coach.photoLink ? new URL(coach.photoLink, url).toString() : null,
    city: coach.city,
    state: coach.state,
    categories: coach.categoryNames,
    rating: coach.rating,
    reviewCount: coach.reviewCount,
    reviews: reviews.map((c) => ({
      author: c.commentee.name,
      rating: c.rating,
      body: c.comment,
      createdAt: c.createdAt,
    })),
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />;
}

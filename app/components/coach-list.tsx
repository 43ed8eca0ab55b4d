import { useCallback, useEffect, useRef, useState } from "react";
import { type CoachCardData, LIST_PAGE_SIZE } from "../lib/coach.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { CoachCard } from "./coach-card.tsx";
import { sendInsights } from "./insight-beacon.ts";
import { Button } from "./ui/button.tsx";

type Props = {
  /** The first page, rendered on the server. */
  initial: CoachCardData[];
  /** The API list call, e.g. /api/user/search/life or with filters /api/user/search/life?minRating=4; `from` and `size` are added. */
  apiPath: string;
  empty: string;
  /** Which insight the coaches of each page loaded later count as (decision 0076). */
  countAs?: "search" | "niche";
};

/**
 * Infinite scroll: the next 5 load when the end of the list comes into view (or on the button,
 * for keyboards); an empty page ends the list. The list hydrates after the page (deferred.tsx): a
 * click on the button before then is held and made again once it has (early-clicks.ts).
 */
export function CoachList({ initial, apiPath, empty, countAs }: Props) {
  const [coaches, setCoaches] = useState(initial);
  const [done, setDone] = useState(initial.length < LIST_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || done) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(
        `${apiPath}${apiPath.includes("?") ? "&" : "?"}from=${coaches.length}&size=${LIST_PAGE_SIZE}`,
      );
      if (!response.ok) throw new Error(String(response.status));
      const page = ((await response.json()) as { data: CoachCardData[] }).data;
      if (countAs && page.length > 0) sendInsights({ impressions: { [countAs]: page.map((c) => c._id) } });
      setCoaches((current) => [...current, ...page.filter((c) => !current.some((x) => x._id === c._id))]);
      if (page.length < LIST_PAGE_SIZE) setDone(true);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [apiPath, coaches.length, done, countAs]);

  // A new observer after every page: if the end is still in view, it asks for the next one.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || done) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [done, loadMore]);

  if (coaches.length === 0) return <p className="py-12 text-center text-lg text-slate-700">{empty}</p>;
  return (
    <div>
      <ul className="space-y-4" aria-live="polite">
        {coaches.map((coach) => (
          <li key={coach._id}>
            <CoachCard coach={coach} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="py-6 text-center">
        {!done && (
          <Button variant="secondary" data-early-click="" onClick={() => void loadMore()} disabled={loading}>
            {loading ? directoryTexts.loading : failed ? directoryTexts.loadFailed : directoryTexts.showMore}
          </Button>
        )}
      </div>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { COACH_LIST_ID, type CoachCardData, type KeptCoachList, LIST_PAGE_SIZE } from "../lib/coach.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { CoachCard } from "./coach-card.tsx";
import { KeptHtml } from "./kept-html.tsx";
import { sendInsights } from "./insight-beacon.ts";
import { Button } from "./ui/button.tsx";

type Props = {
  /** The first page, rendered on the server: its coaches' ids and its kept HTML (null in a document, which holds it). */
  initial: KeptCoachList;
  /** The API list call, e.g. /api/user/search/life or with filters /api/user/search/life?minRating=4; `from` and `size` are added. */
  apiPath: string;
  empty: string;
  /** Which insight the coaches of each page loaded later count as (decision 0076). */
  countAs?: "search" | "niche";
};

/**
 * Infinite scroll: the next 5 load when the end of the list comes into view (or on the button,
 * for keyboards); an empty page ends the list. The first page is kept HTML (the server renders each
 * card once: coach-cards-html.server.tsx); the pages loaded after are rendered here. The list
 * hydrates after the page (deferred.tsx): a click on the button before then is held and made again
 * once it has (early-clicks.ts).
 */
export function CoachList({ initial, apiPath, empty, countAs }: Props) {
  const [later, setLater] = useState<CoachCardData[]>([]);
  const [done, setDone] = useState(initial.ids.length < LIST_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const listed = initial.ids.length + later.length;

  const loadMore = useCallback(async () => {
    if (busy.current || done) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(
        `${apiPath}${apiPath.includes("?") ? "&" : "?"}from=${listed}&size=${LIST_PAGE_SIZE}`,
      );
      if (!response.ok) throw new Error(String(response.status));
      const page = ((await response.json()) as { data: CoachCardData[] }).data;
      if (countAs && page.length > 0) sendInsights({ impressions: { [countAs]: page.map((c) => c._id) } });
      setLater((current) => [
        ...current,
        ...page.filter((c) => !initial.ids.includes(c._id) && !current.some((x) => x._id === c._id)),
      ]);
      if (page.length < LIST_PAGE_SIZE) setDone(true);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [apiPath, listed, done, countAs, initial.ids]);

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

  if (initial.ids.length === 0) return <p className="py-12 text-center text-lg text-slate-700">{empty}</p>;
  return (
    <div>
      <KeptHtml as="ul" id={COACH_LIST_ID} html={initial.html} className="space-y-4" />
      {/* A live region exists before it changes, or its first change is not announced. */}
      <ul className="mt-4 space-y-4 empty:hidden" aria-live="polite">
        {later.map((coach) => (
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

import { useNavigate } from "react-router";

/**
 * A click handler for an element holding plain links (kept HTML, the niche chips): a plain left
 * click on a link inside navigates in the app, as React Router's Link does. Plain anchors render at
 * a fraction of a Link's cost, which resolves its path through the route matches on every render.
 */
export function useFollowLinksInApp(): (event: React.MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!anchor || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(anchor.getAttribute("href") ?? "/");
  };
}

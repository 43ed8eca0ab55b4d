/**
 * Clicks on controls that need the page's script, made before the page is interactive.
 *
 * The HTML arrives and shows its buttons before their script runs: the page's modules load async,
 * and the deferred parts (deferred.tsx) hydrate later still. A click on such a button until then
 * does nothing: before hydration nothing listens, and React drops a click on a part it has not
 * hydrated yet (it does not replay it). So a button whose work is script (opening a dialog,
 * loading more cards, starting a video) carries `data-early-click`; this script, inline at the end
 * of <head> (app/root.tsx), holds a click on one of them until the whole page has hydrated, and
 * `replayEarlyClicks` (app/root.tsx) then clicks it again, now for React. Holding every such click
 * until then, rather than only those React would drop, means a click is answered once, by the
 * replay or by React, never both.
 *
 * In <head> it runs before any of the body is on screen, however slowly the HTML arrives (at the
 * end of the body, a button at the top of a long page could be shown, and clicked, first). On a
 * first visit the browser waits for the stylesheet before running it and reading on; it shows
 * nothing before the stylesheet anyway.
 *
 * Native controls (links, forms, popover and command buttons) work without script and are not
 * marked: holding their click would also cancel what the browser does with it. The exception is a
 * submit button whose form asks for a confirmation in script (deleting one's own review): its
 * click is held, so that the form is not sent without asking.
 */
export const EARLY_CLICKS_SCRIPT =
  'addEventListener("click",function(e){var h=window.__earlyClicks=window.__earlyClicks||[],' +
  't=e.target;t=!h.done&&t instanceof Element&&t.closest("[data-early-click]");' +
  "if(t){e.preventDefault();e.stopImmediatePropagation();h.push(t)}},true)";

type HeldClicks = Element[] & { done?: boolean };

declare global {
  interface Window {
    __earlyClicks?: HeldClicks;
  }
}

/** Once the page has hydrated: stops holding clicks and clicks again what was clicked, in order. */
export function replayEarlyClicks(): void {
  const held: HeldClicks = window.__earlyClicks ?? [];
  window.__earlyClicks = held;
  if (held.done) return;
  held.done = true;
  for (const control of held.splice(0)) {
    // A part React rendered anew (not hydrated) has new nodes: the old ones are gone.
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}

import { type ComponentType, lazy, memo, Suspense, useEffect, useState } from "react";

/** Set once the page's first render in the browser (its hydration) has committed. */
let pageHydrated = false;

/** The parts rendered during hydration that their chunk has not hydrated yet. */
const waiting = new Set<Promise<void>>();

/** Resolves once every deferred part on the page has hydrated (end-to-end tests wait for it). */
export function whenDeferredHydrated(): Promise<void> {
  return Promise.all(waiting).then(() => undefined);
}

/**
 * A thenable that calls back at once: React.lazy then renders a part whose module is already
 * loaded without suspending (a resolved Promise would call back a microtask later).
 */
export function answered<T>(value: T): Promise<T> {
  return { then: (resolve: (result: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/** What a part whose chunk could not be loaded renders after the reload: nothing. */
const Missing = () => null;

/**
 * A part's chunk that does not load is most often one a new deployment removed while the page was
 * open: the page is loaded again once, as React Router does for a route's module. If it fails
 * again the page goes on without the part: in the root layout an error would leave only React
 * Router's bare error screen.
 */
function reloadOnce(error: unknown): Promise<{ default: ComponentType<never> }> {
  if (import.meta.env.SSR) throw error;
  const key = `deferred-reload ${window.location.pathname}`;
  let reloaded = true;
  try {
    reloaded = window.sessionStorage.getItem(key) !== null;
    window.sessionStorage.setItem(key, "1");
  } catch {
    // No session storage (a privacy setting): no reload, which could then repeat.
  }
  if (reloaded) {
    console.error(error);
    return Promise.resolve({ default: Missing });
  }
  window.location.reload();
  return new Promise(() => {});
}

/** Rendered after the part inside its boundary: its effect runs once the part has hydrated. */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * A part of a page that the visitor reads before using (text, pictures, links), whose script is
 * not part of the JavaScript the page loads before interaction (decision 0057). The server renders
 * it into the HTML like any other part. In the browser React requests its chunk when it reaches the
 * part while hydrating, and hydrates everything else without waiting for it: the part keeps its
 * server-rendered HTML (nothing moves, nothing is hidden) and hydrates when its chunk arrives. A
 * click on it before then does nothing, so controls that a visitor uses at once (menus, forms, the
 * rate button) stay out of such parts; links work as plain links.
 *
 * The server loads every part at start-up and renders it without suspending (a thenable that
 * answers at once), and so does the browser once the chunk is there. Requesting the chunks in the
 * browser only when rendering keeps that work out of the task that runs the page's modules (it
 * lengthened it by a fifth), and the 404 text off other pages. The wrapper is memoised: React would
 * have to drop the server HTML of a part whose props change before it hydrates; equal props keep it.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const start = (): Promise<{ default: ComponentType<P> }> =>
    load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => reloadOnce(error) as Promise<{ default: ComponentType<P> }>,
    );
  const loading = import.meta.env.SSR ? start() : undefined;
  const Part = lazy(() => (loaded ? answered({ default: loaded }) : (loading ?? start())));
  function Deferred(props: P) {
    // Mounted while the page hydrates: a boundary of its own, hydrated when the chunk arrives.
    // Mounted later (a client-side navigation): none, so that the navigation, a transition, keeps
    // the previous page on screen until the chunk is there instead of showing this one without it.
    const [hydration] = useState(() => {
      if (pageHydrated) return null;
      let done: () => void = () => {};
      const promise = new Promise<void>((resolve) => {
        done = resolve;
      });
      return { promise, done };
    });
    useEffect(() => {
      pageHydrated = true;
      if (!hydration) return;
      waiting.add(hydration.promise);
      void hydration.promise.then(() => waiting.delete(hydration.promise));
    }, [hydration]);
    if (!hydration) return <Part {...props} />;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated done={hydration.done} />
      </Suspense>
    );
  }
  return memo(Deferred);
}

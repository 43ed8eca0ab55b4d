import { type ComponentType, lazy, useEffect } from "react";
import { answered, whenDeferredHydrated } from "./deferred.tsx";

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy whose chunk can be asked for before the first render: a dialog's code loads when its
 * button is hovered or focused, or once the page is idle (`usePreload`), so that the click opens
 * it at once instead of waiting for the chunk (about 430 ms for the contact dialog and zod on a
 * 2-core machine). Once loaded it renders without suspending. A failed load is tried again on
 * the next request; only the render's own request reports the failure.
 */
export function preloadable<P>(load: () => Promise<Module<P>>): {
  Component: ComponentType<P>;
  preload: () => void;
} {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => (loaded ? answered(loaded) : start()));
  return { Component, preload: () => void start().catch(() => {}) };
}

/** Calls `callback` when the browser is idle (Safari has no requestIdleCallback: a second later). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1_000);
  return () => clearTimeout(id);
}

/**
 * Loads a dialog's chunk when the page is idle, after every part of it has hydrated (so it does
 * not compete with them), and returns the props that load it sooner, when the pointer comes onto
 * its button or the button gets focus. `enabled` false: this visitor cannot open it here.
 */
export function usePreload(preload: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    let cancel: (() => void) | undefined;
    let live = true;
    void whenDeferredHydrated().then(() => {
      if (live) cancel = whenIdle(preload);
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [preload, enabled]);
  return enabled ? { onPointerEnter: preload, onFocus: preload } : {};
}

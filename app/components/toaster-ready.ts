/**
 * sonner loads after hydration, in its own chunk, so that it is not part of the JavaScript a page
 * needs before interaction. It drops toasts published before its <Toaster> subscribes, so a toast
 * waits for both the module and the mounted Toaster.
 */
export const loadSonner = () => import("sonner");

let markReady: () => void = () => {};
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
export const setToasterReady = () => markReady();

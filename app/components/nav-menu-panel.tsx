import X from "lucide-react/icons/x";
import { messages } from "../lib/messages/common.ts";
import { navTexts } from "../lib/messages/nav.ts";
import { KeptHtml } from "./kept-html.tsx";

export const MENU_ID = "nav-menu";
export const NAV_MENUS_ID = "nav-menus";

/**
 * Where buttons carry Invoker Commands the browser opens and closes the menu itself (before
 * hydration too); elsewhere their click handlers do it.
 */
export const browserRunsCommands = () => "command" in HTMLButtonElement.prototype;

/**
 * The narrow-screen menu: a modal dialog, so the page behind is inert, Escape closes it and
 * focus returns to the menu button. It is opaque whatever the bar's mode. From `lg` on the closed
 * dialog and its panel take no box (`display: contents`) and their list stands in the bar, after
 * the brand: the niche links are in the page once.
 */
export function MenuPanel({ ref }: { ref: React.RefObject<HTMLDialogElement | null> }) {
  const close = () => ref.current?.close();
  // A click on the backdrop lands on the dialog itself; the panel inside covers the rest.
  const onClick = (e: React.MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget || (e.target instanceof Element && e.target.closest("a"))) close();
  };
  // The browser lets Tab leave a modal dialog for its own toolbar; keep the cycle in the panel
  // (only while it is open: from `lg` on its list is the bar's).
  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab" || !e.currentTarget.open) return;
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>("button, summary, a[href]")].filter((el) =>
      el.checkVisibility(),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (e.shiftKey ? document.activeElement === first : document.activeElement === last) {
      e.preventDefault();
      (e.shiftKey ? last : first)?.focus();
    }
  };
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: backdrop and link clicks, the Tab cycle
    <dialog
      ref={ref}
      id={MENU_ID}
      aria-labelledby={`${MENU_ID}-title`}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,calc(100vw-3rem))] max-w-none overscroll-contain bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 lg:contents lg:text-[inherit]"
    >
      <div className="flex min-h-full flex-col gap-2 p-4 lg:contents">
        <div className="flex items-center justify-between lg:hidden">
          <h2 id={`${MENU_ID}-title`} className="text-lg font-semibold">
            {messages.categories}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={MENU_ID}
            onClick={() => browserRunsCommands() || close()}
            className="rounded p-2 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{navTexts.closeMenu}</span>
          </button>
        </div>
        {/* The groups and their niches (nav-group-list.tsx), the same HTML on every page. */}
        <KeptHtml id={NAV_MENUS_ID} className="contents" />
      </div>
    </dialog>
  );
}

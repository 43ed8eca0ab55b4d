import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { messages } from "../lib/messages/common.ts";
import { navTexts } from "../lib/messages/nav.ts";
import { browserRunsCommands, MENU_ID, MenuPanel } from "./nav-menu-panel.tsx";
import { Button, buttonClass } from "./ui/button.tsx";

export type NavMode = "dark" | "transparent" | "light";

const modeClasses: Record<NavMode, string> = {
  dark: "bg-slate-900 text-white",
  transparent: "absolute inset-x-0 top-0 z-30 bg-gradient-to-b from-slate-950/80 to-transparent text-white",
  light: "border-b border-slate-200 bg-white text-slate-900",
};

/** Closes open dropdowns on Escape, on a click elsewhere and on following one of their links. */
function useDropdownDismiss(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const closeAll = (target?: EventTarget | null) => {
      const keep = target instanceof Element && !target.closest("a") ? target : null;
      for (const d of ref.current?.querySelectorAll("details[open]") ?? []) {
        if (!(keep && d.contains(keep))) d.removeAttribute("open");
      }
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && closeAll();
    const onClick = (e: MouseEvent) => closeAll(e.target);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [ref]);
}

export type NavAccount = { isAdmin: boolean } | null;

export function NavBar({ mode, account }: { mode: NavMode; account: NavAccount }) {
  const ref = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDialogElement>(null);
  useDropdownDismiss(ref);
  // Where the browser runs the button's command it opens the dialog itself, before hydration too.
  const openMenu = () => {
    if (!browserRunsCommands()) menu.current?.showModal();
  };
  const muted = mode === "light" ? "text-slate-600 hover:text-slate-900" : "text-slate-200 hover:text-white";
  return (
    <header ref={ref} className={modeClasses[mode]}>
      <nav
        aria-label={navTexts.main}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"
      >
        <Link to="/" className="text-lg font-extrabold tracking-tight">
          {navTexts.brandFirst}
          <span className={mode === "light" ? "text-amber-700" : "text-amber-400"}>{navTexts.brandSecond}</span>
        </Link>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-controls={MENU_ID}
          command="show-modal"
          commandfor={MENU_ID}
          onClick={openMenu}
          className="ml-auto flex items-center gap-1 rounded px-2 py-1 lg:hidden"
        >
          <span aria-hidden="true" className="icon icon-menu size-5" />
          <span>{messages.categories}</span>
        </button>
        <div className={`flex items-center gap-3 text-sm font-semibold lg:order-2 lg:ml-auto ${muted}`}>
          {account ? (
            <>
              {account.isAdmin && (
                <Link to="/adminpanel" className="rounded px-2 py-1">
                  {messages.admin}
                </Link>
              )}
              <Link to="/profile" className="rounded px-2 py-1">
                {messages.viewProfile}
              </Link>
              <Form method="post" action="/signout">
                <Button type="submit" variant="accent" size="sm">
                  {messages.logout}
                </Button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/signin" className="rounded px-2 py-1">
                {messages.signIn}
              </Link>
              <Link to="/signup" className={buttonClass({ variant: "accent", size: "sm" })}>
                {messages.createProfile}
              </Link>
            </>
          )}
        </div>
        <MenuPanel ref={menu} />
      </nav>
    </header>
  );
}

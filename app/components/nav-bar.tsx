import { ChevronDown, Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { chipLabel } from "../lib/chips.ts";
import { messages, navTexts } from "../lib/messages.ts";
import type { NavGroup } from "../lib/categories.ts";

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

export function NavBar({ groups, mode, account }: { groups: NavGroup[]; mode: NavMode; account: NavAccount }) {
  const ref = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useDropdownDismiss(ref);
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
          aria-expanded={menuOpen}
          aria-controls="nav-groups"
          onClick={() => setMenuOpen((open) => !open)}
          className="ml-auto flex items-center gap-1 rounded px-2 py-1 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
          <span>{messages.categories}</span>
        </button>
        <GroupList
          groups={groups}
          className={`${menuOpen ? "flex" : "hidden"} order-last w-full flex-col gap-1 lg:order-none lg:flex lg:w-auto lg:flex-row lg:items-center`}
        />
        <div className={`flex items-center gap-3 text-sm font-semibold lg:ml-auto ${muted}`}>
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
                <button type="submit" className="rounded-md bg-amber-400 px-3 py-1.5 text-slate-900 hover:bg-amber-300">
                  {messages.logout}
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/signin" className="rounded px-2 py-1">
                {messages.signIn}
              </Link>
              <Link to="/signup" className="rounded-md bg-amber-400 px-3 py-1.5 text-slate-900 hover:bg-amber-300">
                {messages.createProfile}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}

function GroupList({ groups, className }: { groups: NavGroup[]; className: string }) {
  return (
    <ul id="nav-groups" className={className}>
      {groups.map(({ group, niches }) => (
        <li key={group} className="relative">
          <details name="nav-group" className="group">
            <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-1 text-sm font-medium [&::-webkit-details-marker]:hidden">
              {group}
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <ul
              aria-label={navTexts.groupNiches(group)}
              className={`z-40 mt-2 grid gap-x-4 gap-y-0.5 rounded-lg bg-white p-3 text-sm text-slate-800 shadow-xl ring-1 ring-slate-200 lg:absolute lg:left-0 ${niches.length > 20 ? "lg:w-[40rem] lg:grid-cols-3" : niches.length > 10 ? "lg:w-[28rem] lg:grid-cols-2" : "lg:w-56"}`}
            >
              {niches.map((n) => (
                <li key={n.slug}>
                  <Link
                    to={`/category/${n.slug}`}
                    title={n.name}
                    className="block rounded px-2 py-1 hover:bg-slate-100 focus:bg-slate-100"
                  >
                    {chipLabel(n.name)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

import { Link } from "react-router";
import { navTexts } from "../lib/messages/nav.ts";
import { transparencyTexts } from "../lib/messages/transparency.ts";
import { ContactUs } from "./contact-us.tsx";

const PARTNERS = [
  { name: "International Coaching Federation", href: "https://coachingfederation.org" },
  { name: "Association for Coaching", href: "https://www.associationforcoaching.com" },
  { name: "EMCC Global", href: "https://www.emccglobal.org" },
];

export const FIRST_YEAR = 2021;
export const POSTAL_ADDRESS = "Coach Directory LLC, 1201 Market Street, Suite 400, Wilmington, DE 19801, USA";

/**
 * `email`: the signed-in visitor's address, which the Contact Us dialog starts with; `year`: the
 * server's (so the page hydrates with the same text), unknown on an error page without data.
 */
export function Footer({ niches, year = FIRST_YEAR, email }: { niches: number; year?: number; email?: string | null }) {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">
            {navTexts.brandFirst}
            <span className="text-amber-400">{navTexts.brandSecond}</span>
          </p>
          <p className="mt-2 text-sm">
            {navTexts.taglineStart}
            <strong className="text-white">{niches}</strong>
            {navTexts.taglineEnd}
          </p>
          <p className="mt-4 text-sm font-semibold">
            <ContactUs email={email} />
          </p>
        </div>
        <nav aria-label={navTexts.partners}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{navTexts.partners}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PARTNERS.map((p) => (
              <li key={p.href}>
                <a href={p.href} rel="noopener" className="hover:text-white hover:underline">
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={navTexts.legal}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{navTexts.legal}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/terms" className="hover:text-white hover:underline">
                {navTexts.terms}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="hover:text-white hover:underline">
                {navTexts.privacy}
              </Link>
            </li>
            <li>
              <Link to="/earnings-disclaimer" className="hover:text-white hover:underline">
                {navTexts.earningsDisclaimer}
              </Link>
            </li>
            <li>
              <Link to="/transparency" className="hover:text-white hover:underline">
                {transparencyTexts.footerLink}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs sm:flex-row sm:justify-between">
          <p>{navTexts.copyright(FIRST_YEAR, year)}</p>
          <p>{POSTAL_ADDRESS}</p>
        </div>
      </div>
    </footer>
  );
}

import { Link } from "react-router";

const PARTNERS = [
  { name: "International Coaching Federation", href: "https://coachingfederation.org" },
  { name: "Association for Coaching", href: "https://www.associationforcoaching.com" },
  { name: "EMCC Global", href: "https://www.emccglobal.org" },
];

export const FIRST_YEAR = 2021;
export const POSTAL_ADDRESS = "Coach Directory LLC, 1201 Market Street, Suite 400, Wilmington, DE 19801, USA";

export function Footer({ niches, year }: { niches: number; year: number }) {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">
            Coach<span className="text-amber-400">Directory</span>
          </p>
          <p className="mt-2 text-sm">
            Honest ratings and reviews of coaches in <strong className="text-white">{niches}</strong> niche categories.
          </p>
        </div>
        <nav aria-label="Partners">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Partners</h2>
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
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/terms" className="hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/earnings-disclaimer" className="hover:text-white hover:underline">
                Earnings Disclaimer
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs sm:flex-row sm:justify-between">
          <p>{`(c) ${FIRST_YEAR}-${year} Coach Directory LLC. All rights reserved.`}</p>
          <p>{POSTAL_ADDRESS}</p>
        </div>
      </div>
    </footer>
  );
}

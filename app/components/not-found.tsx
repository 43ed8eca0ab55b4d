import { Link } from "react-router";
import { messages } from "../lib/messages/common.ts";
import { navTexts } from "../lib/messages/nav.ts";

export function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{messages.notFound}</h1>
      <p className="mt-4 text-slate-600">{navTexts.notFoundText}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
      >
        {navTexts.backHome}
      </Link>
    </main>
  );
}

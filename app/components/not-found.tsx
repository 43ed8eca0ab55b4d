import { Link } from "react-router";
import { messages } from "../lib/messages/common.ts";
import { navTexts } from "../lib/messages/nav.ts";
import { buttonClass } from "./ui/button.tsx";

export function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{messages.notFound}</h1>
      <p className="mt-4 text-slate-600">{navTexts.notFoundText}</p>
      <Link to="/" className={buttonClass({ size: "lg", className: "mt-8 inline-block" })}>
        {navTexts.backHome}
      </Link>
    </main>
  );
}

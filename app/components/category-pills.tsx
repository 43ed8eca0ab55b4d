import { Link } from "react-router";
import { messages } from "../lib/messages/common.ts";
import { categoryPath, slugify } from "../lib/urls.ts";

/** A profile's niches as links to their category pages. */
export function CategoryPills({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <ul aria-label={messages.categories} className="mt-2 flex flex-wrap gap-2">
      {names.map((name) => (
        <li key={name}>
          <Link
            to={categoryPath({ slug: slugify(name) })}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-slate-200"
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

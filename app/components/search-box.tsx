import { useState } from "react";
import { useNavigate } from "react-router";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { searchPath } from "../lib/urls.ts";

/**
 * Goes to /search/{keyword}; empty text is not submitted (docs/product.md §8): the browser's own
 * validation stops it, so it holds before the page's script runs too, when the form goes to
 * /search?keyword= instead (routes/search-form.ts).
 */
export function SearchBox({ initial = "", large = false }: { initial?: string; large?: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  return (
    <search>
      <form
        action="/search"
        className={`mx-auto flex w-full max-w-2xl overflow-hidden rounded-full bg-white ring-1 ring-slate-300 ${large ? "shadow-lg" : ""}`}
        onSubmit={(event) => {
          event.preventDefault();
          const path = searchPath(text);
          if (path) navigate(path);
        }}
      >
        <label htmlFor={large ? "hero-search" : "search"} className="sr-only">
          {directoryTexts.searchLabel}
        </label>
        <input
          id={large ? "hero-search" : "search"}
          name="keyword"
          type="search"
          required
          pattern=".*\S.*"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={messages.searchPlaceholder}
          className={`min-w-0 flex-1 px-6 text-slate-900 placeholder:text-slate-500 focus:outline-none ${large ? "py-4" : "py-2.5"}`}
        />
        <button
          type="submit"
          className="m-1.5 flex items-center gap-2 rounded-full bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800"
        >
          <span aria-hidden="true" className="icon icon-search size-5" />
          <span>{messages.search}</span>
        </button>
      </form>
    </search>
  );
}

import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { CoachCard } from "../../components/coach-card.tsx";
import { COACH_LIST_ID, type CoachCardData, cardForPage, type KeptCoachList } from "../../lib/coach.ts";
import { keepHtml } from "../kept-html.server.ts";

// A card's HTML depends on its data alone, so each card is rendered once and its HTML reused while
// it is among the most recently listed: React's render of a list's five cards was over a third of
// a search page's CPU (issue 24's profile). The key is the whole card, so a change to any of it
// (a rating, a sponsorship, the text) renders it anew; nothing is ever out of date.
const MAX_CARDS = 1_000;
const rendered = new Map<string, string>();

function cardHtml(card: CoachCardData): string {
  const key = JSON.stringify(card);
  let html = rendered.get(key);
  if (html === undefined) {
    // The card's link needs a router; the list's delegated click keeps it in the app (kept-html.tsx).
    html = `<li>${renderToStaticMarkup(
      <MemoryRouter>
        <CoachCard coach={card} />
      </MemoryRouter>,
    )}</li>`;
    if (rendered.size >= MAX_CARDS) rendered.delete(rendered.keys().next().value as string);
  } else {
    rendered.delete(key); // moved to the newest end
  }
  rendered.set(key, html);
  return html;
}

/** A list page's first cards as the `<li>` items of its kept list (components/coach-list.tsx). */
export const coachCardsHtml = (cards: readonly CoachCardData[]): string => cards.map(cardHtml).join("");

// A list kept in process (a niche's or a query's unfiltered first page, decisions 0090 and 0092)
// comes as the same array to every request until it is read again: its ids and HTML are made once
// for it, not once per request (a key string per card, built and looked up, was 2.7% of a rendered
// niche page's main thread).
// Kept values are never changed in place, and an array nobody holds goes with its entry.
const listOf = new WeakMap<readonly CoachCardData[], { ids: string[]; html: string }>();

/** In a list page's loader: its first cards' ids, and their HTML kept by the document. */
export function keptCoachList(
  context: Readonly<RouterContextProvider>,
  cards: readonly CoachCardData[],
): KeptCoachList {
  let list = listOf.get(cards);
  if (!list) {
    // The about text cut where the card cuts it: a shorter key, the same HTML.
    const shown = cards.map(cardForPage);
    list = { ids: shown.map((c) => c._id), html: coachCardsHtml(shown) };
    listOf.set(cards, list);
  }
  return { ids: list.ids, html: keepHtml(context, COACH_LIST_ID, list.html) };
}

import { Fragment } from "react";

/** Text with `code` spans, as the document's descriptions write them. */
export function WithCode({ text }: { text: string }) {
  return text.split("`").map((part, i) =>
    // Odd parts sit between backticks.
    i % 2 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
  );
}

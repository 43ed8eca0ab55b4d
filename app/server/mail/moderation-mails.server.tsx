import { moderationMailTexts } from "../../lib/messages/moderation-mails.ts";
import { APPEAL_DAYS } from "../../lib/review-reasons.ts";
import { Button, LinkFallback, Quoted, type RenderedMail, render, styles } from "./templates.server.tsx";

/** To a reviewer: the coach answered their review. */
export function replyMail({ coach, reply, url }: { coach: string; reply: string; url: string }): RenderedMail {
  const t = moderationMailTexts.reply;
  return render(
    t.subject(coach),
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.intro(coach)}</p>
      <Quoted text={reply} />
      <Button href={url} label={t.button} />
      <LinkFallback href={url} />
    </>,
    [t.heading, "", t.intro(coach), "", reply, "", `${t.button}: ${url}`],
  );
}

/** The statement of reasons (EU DSA art. 17): what, by whom, why, under which rule, how to appeal. */
export function removalMail(m: {
  coach: string;
  by: string;
  comment: string;
  reason: string;
  rule: string;
  note: string | null;
  appealUrl: string;
}): RenderedMail {
  const t = moderationMailTexts.removal;
  const lines = [t.reason(m.reason), t.rule(m.rule), ...(m.note ? [t.note(m.note)] : []), t.hidden];
  return render(
    t.subject,
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.intro(m.coach, m.by)}</p>
      <Quoted text={m.comment} />
      {lines.map((line) => (
        <p key={line} style={styles.paragraph}>
          {line}
        </p>
      ))}
      <p style={styles.paragraph}>{t.appeal(APPEAL_DAYS)}</p>
      <Button href={m.appealUrl} label={t.button} />
      <LinkFallback href={m.appealUrl} />
    </>,
    [
      t.heading,
      "",
      t.intro(m.coach, m.by),
      "",
      m.comment,
      "",
      ...lines.flatMap((l) => [l, ""]),
      t.appeal(APPEAL_DAYS),
      "",
      `${t.button}: ${m.appealUrl}`,
    ],
  );
}

export function appealOutcomeMail(m: {
  coach: string;
  restored: boolean;
  note: string | null;
  url: string;
}): RenderedMail {
  const t = moderationMailTexts.appealOutcome;
  const heading = m.restored ? t.restoredHeading : t.upheldHeading;
  const body = m.restored ? t.restored(m.coach) : t.upheld(m.coach);
  const note = m.note ? [t.note(m.note)] : [];
  return render(
    t.subject,
    <>
      <h1 style={styles.heading}>{heading}</h1>
      <p style={styles.paragraph}>{body}</p>
      {note.map((line) => (
        <p key={line} style={styles.paragraph}>
          {line}
        </p>
      ))}
      <Button href={m.url} label={t.button} />
    </>,
    [heading, "", body, "", ...note.flatMap((l) => [l, ""]), `${t.button}: ${m.url}`],
  );
}

/** To each account that flagged a review: what the moderators decided. */
export function flagDecisionMail(m: { coach: string; removed: boolean; url: string }): RenderedMail {
  const t = moderationMailTexts.flagDecision;
  const body = m.removed ? t.removed(m.coach) : t.kept(m.coach);
  return render(
    t.subject,
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{body}</p>
      <Button href={m.url} label={t.button} />
    </>,
    [t.heading, "", body, "", `${t.button}: ${m.url}`],
  );
}

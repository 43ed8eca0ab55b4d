import { invitationMailTexts } from "../../lib/messages/invitations.ts";
import { Button, LinkFallback, type RenderedMail, render, styles } from "./templates.server.tsx";

/** To a coach's client: who invites, that the review may be negative, the single-use link. */
export function invitationMail({ coach, url, days }: { coach: string; url: string; days: number }): RenderedMail {
  const t = invitationMailTexts;
  return render(
    t.subject(coach),
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.intro(coach)}</p>
      <p style={styles.paragraph}>{t.honest}</p>
      <Button href={url} label={t.button} />
      <LinkFallback href={url} />
      <p style={styles.small}>{t.valid(days)}</p>
    </>,
    [t.heading, "", t.intro(coach), "", t.honest, "", `${t.button}: ${url}`, "", t.valid(days)],
    t.footer,
  );
}

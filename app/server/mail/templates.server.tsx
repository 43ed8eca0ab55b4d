import { type CSSProperties, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mailTexts } from "../../lib/messages/mail.ts";
import { claimDecisionMailTexts, claimMailTexts } from "../../lib/messages/claim-mails.ts";

/** A mail ready for `sendMail`: the caller adds the recipient. */
export type RenderedMail = { subject: string; html: string; text: string };

// E-mail clients ignore style sheets, so every style is inline and the layout is a table.
const font = "Arial, Helvetica, sans-serif";
export const styles = {
  body: { margin: 0, padding: 0, backgroundColor: "#f1f5f9", fontFamily: font, color: "#1e293b" },
  outer: { backgroundColor: "#f1f5f9", padding: "24px 12px" },
  card: { width: "100%", maxWidth: 560, margin: "0 auto", backgroundColor: "#ffffff", borderRadius: 8 },
  cell: { padding: 32 },
  brand: { margin: "0 0 24px", fontSize: 14, fontWeight: "bold", color: "#1d4ed8", letterSpacing: 1 },
  heading: { margin: "0 0 16px", fontSize: 22, color: "#0f172a" },
  paragraph: { margin: "0 0 16px", fontSize: 16, lineHeight: "24px" },
  code: {
    margin: "0 0 16px",
    padding: "16px 0",
    fontFamily: "'Courier New', Courier, monospace",
    fontSize: 36,
    fontWeight: "bold",
    letterSpacing: 8,
    textAlign: "center",
    backgroundColor: "#f1f5f9",
    borderRadius: 6,
    color: "#0f172a",
  },
  button: {
    display: "inline-block",
    padding: "12px 24px",
    backgroundColor: "#1d4ed8",
    color: "#ffffff",
    fontSize: 16,
    fontWeight: "bold",
    textDecoration: "none",
    borderRadius: 6,
  },
  small: { margin: "0 0 16px", fontSize: 13, lineHeight: "20px", color: "#64748b", wordBreak: "break-all" },
  link: { color: "#1d4ed8" },
  footer: { margin: "24px 0 0", fontSize: 12, lineHeight: "18px", color: "#94a3b8" },
  quote: {
    margin: "0 0 16px",
    padding: "12px 16px",
    borderLeft: "4px solid #cbd5e1",
    backgroundColor: "#f8fafc",
    fontSize: 16,
    lineHeight: "24px",
    wordBreak: "break-word",
  },
} satisfies Record<string, CSSProperties>;

function Layout({ title, footer, children }: { title: string; footer: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.outer}>
          <table role="presentation" align="center" cellPadding={0} cellSpacing={0} style={styles.card}>
            <tbody>
              <tr>
                <td style={styles.cell}>
                  <p style={styles.brand}>{mailTexts.siteName}</p>
                  {children}
                  <p style={styles.footer}>{footer}</p>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </body>
    </html>
  );
}

function Code({ code }: { code: string }) {
  return <p style={styles.code}>{code}</p>;
}

export function Button({ href, label }: { href: string; label: string }) {
  return (
    <p style={styles.paragraph}>
      <a href={href} style={styles.button}>
        {label}
      </a>
    </p>
  );
}

/** The link written out under a button, for clients that do not show the button. */
export function LinkFallback({ href }: { href: string }) {
  return (
    <p style={styles.small}>
      {mailTexts.linkFallback}{" "}
      <a href={href} style={styles.link}>
        {href}
      </a>
    </p>
  );
}

export function render(
  subject: string,
  body: ReactNode,
  text: string[],
  footer: string = mailTexts.footer,
): RenderedMail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <Layout title={subject} footer={footer}>
      {body}
    </Layout>,
  )}`;
  return { subject, html, text: [...text, "", "-- ", mailTexts.siteName, footer, ""].join("\n") };
}

/**
 * A visitor's own words in the HTML version: React escapes every character, and line breaks
 * become <br> (e-mail clients do not all honour white-space styles).
 */
export function Quoted({ text }: { text: string }) {
  return (
    <blockquote style={styles.quote}>
      {text.split(/\r?\n/).map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </blockquote>
  );
}

/** `lifetime`: how long the code is valid, in words (lifetimeText of CODE_TTL_SECONDS). */
export function verificationCodeMail({
  code,
  link,
  lifetime,
}: {
  code: string;
  link: string;
  lifetime: string;
}): RenderedMail {
  const t = mailTexts.verification;
  return render(
    t.subject,
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.intro}</p>
      <Code code={code} />
      <p style={styles.paragraph}>{mailTexts.codeExpires(lifetime)}</p>
      <Button href={link} label={t.button} />
      <LinkFallback href={link} />
      <p style={styles.small}>{t.ignore}</p>
    </>,
    [
      t.heading,
      "",
      t.intro,
      "",
      `    ${code}`,
      "",
      mailTexts.codeExpires(lifetime),
      "",
      `${t.button}: ${link}`,
      "",
      t.ignore,
    ],
  );
}

export function passwordResetCodeMail({ code, lifetime }: { code: string; lifetime: string }): RenderedMail {
  const t = mailTexts.passwordReset;
  return render(
    t.subject,
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.intro}</p>
      <Code code={code} />
      <p style={styles.paragraph}>{mailTexts.codeExpires(lifetime)}</p>
      <p style={styles.small}>{t.ignore}</p>
    </>,
    [t.heading, "", t.intro, "", `    ${code}`, "", mailTexts.codeExpires(lifetime), "", t.ignore],
  );
}

/** The welcome after the address is confirmed; `coach` when a coach profile with that address awaits its claim. */
export function welcomeMail({
  name,
  profileUrl,
  coach = false,
}: {
  name: string;
  profileUrl: string;
  coach?: boolean;
}): RenderedMail {
  const t = mailTexts.welcome;
  const intro = coach ? [t.coachIntro] : [t.intro, t.coachHint];
  return render(
    t.subject,
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.greeting(name)}</p>
      {intro.map((line) => (
        <p key={line} style={styles.paragraph}>
          {line}
        </p>
      ))}
      <p style={styles.paragraph}>{t.settings}</p>
      <Button href={profileUrl} label={t.button} />
      <LinkFallback href={profileUrl} />
    </>,
    [t.heading, "", t.greeting(name), "", ...intro.flatMap((line) => [line, ""]), t.settings, profileUrl],
  );
}

export function claimRequestMail(claim: {
  claimant: string;
  profileName: string;
  profileEmail: string | null;
  profileUrl: string;
}): RenderedMail {
  const t = claimMailTexts;
  const intro = t.intro(claim.claimant, claim.profileName);
  return render(
    t.subject(claim.profileName),
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{intro}</p>
      <p style={styles.paragraph}>{t.onRecord(claim.profileEmail)}</p>
      <p style={styles.paragraph}>{t.check}</p>
      <Button href={claim.profileUrl} label={t.button} />
      <LinkFallback href={claim.profileUrl} />
    </>,
    [t.heading, "", intro, "", t.onRecord(claim.profileEmail), "", t.check, "", `${t.button}: ${claim.profileUrl}`],
  );
}

/** Contact-me-directly: a visitor's message to a level 5 coach, who replies to the sender (Reply-To). */
export function coachMessageMail({ from, text }: { from: string; text: string }): RenderedMail {
  const t = mailTexts.coachMessage;
  return render(
    t.subject,
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.intro(from)}</p>
      <Quoted text={text} />
      <p style={styles.small}>{t.privacy}</p>
    </>,
    [t.heading, "", t.intro(from), "", text, "", t.privacy],
    t.footer,
  );
}

/** Contact Us: a message to the site owners, who reply to the sender (Reply-To). */
export function siteMessageMail({ from, text }: { from: string; text: string }): RenderedMail {
  const t = mailTexts.siteMessage;
  return render(
    t.subject(from),
    <>
      <h1 style={styles.heading}>{t.heading}</h1>
      <p style={styles.paragraph}>{t.intro(from)}</p>
      <Quoted text={text} />
    </>,
    [t.heading, "", t.intro(from), "", text],
    t.footer,
  );
}

export function claimApprovedMail({
  profileName,
  profileUrl,
}: {
  profileName: string;
  profileUrl: string;
}): RenderedMail {
  const t = claimDecisionMailTexts;
  return render(
    t.approvedSubject,
    <>
      <h1 style={styles.heading}>{t.approvedHeading}</h1>
      <p style={styles.paragraph}>{t.approvedIntro(profileName)}</p>
      <Button href={profileUrl} label={t.approvedButton} />
      <LinkFallback href={profileUrl} />
    </>,
    [t.approvedHeading, "", t.approvedIntro(profileName), "", `${t.approvedButton}: ${profileUrl}`],
  );
}

export function claimRejectedMail({ profileName, reason }: { profileName: string; reason: string }): RenderedMail {
  const t = claimDecisionMailTexts;
  return render(
    t.rejectedSubject,
    <>
      <h1 style={styles.heading}>{t.rejectedHeading}</h1>
      <p style={styles.paragraph}>{t.rejectedIntro(profileName)}</p>
      <p style={styles.paragraph}>{t.reason(reason)}</p>
      <p style={styles.paragraph}>{t.rejectedHelp}</p>
    </>,
    [t.rejectedHeading, "", t.rejectedIntro(profileName), "", t.reason(reason), "", t.rejectedHelp],
  );
}

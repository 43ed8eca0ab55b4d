import type { Route } from "./+types/dev-outbox";
import { notFound } from "../server/http.server.ts";
import { clientAddress } from "../server/security/client-address.server.ts";
import { outboxEnabled, readOutbox } from "../server/mail/mailer.server.ts";
import { isLoopback } from "../server/security/loopback.server.ts";

// Development only: the mails written to DATA_DIR/outbox because SMTP_URL is not set. They hold
// sign-up and reset codes, so only a browser on this machine may read them.
export async function loader({ request }: Route.LoaderArgs) {
  if (!outboxEnabled() || !isLoopback(clientAddress(request))) notFound();
  return { mails: await readOutbox(50) };
}

export const meta = () => [{ title: "Outbox (development) | Coach Directory" }, { name: "robots", content: "noindex" }];

/** "2026-11-22 02:55:12 UTC": the same on the server and in the browser, whatever their time zone. */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12 text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900">Development outbox</h1>
      <p className="mt-2 text-sm text-slate-600">
        SMTP_URL is not set, so e-mails are not sent: they are written to the <code>outbox</code> folder under DATA_DIR
        and listed here, newest first (at most 50).
      </p>
      {mails.length === 0 ? (
        <p className="mt-8 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          The outbox is empty.
        </p>
      ) : (
        <ol className="mt-8 space-y-6" aria-label="E-mails in the outbox">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article
                aria-labelledby={`mail-${mail.id}`}
                className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 id={`mail-${mail.id}`} className="text-lg font-semibold text-slate-900">
                  {mail.subject}
                </h2>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-medium text-slate-600">Sent</dt>
                  <dd>
                    <time dateTime={mail.sentAt}>{formatTime(mail.sentAt)}</time>
                  </dd>
                  <dt className="font-medium text-slate-600">To</dt>
                  <dd className="break-all">{mail.to}</dd>
                  <dt className="font-medium text-slate-600">From</dt>
                  <dd className="break-all">{mail.from}</dd>
                  {mail.replyTo ? (
                    <>
                      <dt className="font-medium text-slate-600">Reply to</dt>
                      <dd className="break-all">{mail.replyTo}</dd>
                    </>
                  ) : null}
                </dl>
                <pre className="mt-4 overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-slate-100 p-4 text-sm text-slate-800">
                  {mail.text}
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { INVITATION_LIMITS, type InvitationState } from "../lib/invitations.ts";
import { invitationStateLabels, inviteClientsTexts as t } from "../lib/messages/invitations.ts";
import { reviewDate } from "./coach-page/review-date.ts";
import { FormMessage, SubmitButton } from "./ui/field.tsx";

type Invitation = { id: string; email: string; state: InvitationState; createdAt: Date; expiresAt: Date };

/** What /profile's loader gives an owner: the newest invitations, how many there are, how many may go today. */
type InvitationsPanel = { invitations: Invitation[]; total: number; left: number };

type InviteResult = {
  intent: string | null;
  ok: boolean;
  message?: string;
  error?: string;
  refused?: { email: string; message: string }[];
};

/** The form's answer: how many were sent and which addresses were not, with why; or why nothing was. */
function Outcome({ result }: { result: InviteResult }) {
  if (!result.ok) return <FormMessage tone="error">{result.error}</FormMessage>;
  return (
    <div role="status" className="space-y-2">
      <FormMessage tone="success">{result.message}</FormMessage>
      {result.refused && result.refused.length > 0 && (
        <div className="text-sm text-slate-800">
          <p className="font-medium">{t.notSent}</p>
          <ul className="ml-5 list-disc">
            {result.refused.map((r) => (
              <li key={r.email}>{t.refusal(r.email, r.message)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function InvitationTable({ invitations }: { invitations: Invitation[] }) {
  if (invitations.length === 0) return <p className="mt-4 text-slate-700">{t.none}</p>;
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="text-left font-semibold text-slate-900">{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="px-2 py-2">
            {t.email}
          </th>
          <th scope="col" className="px-2 py-2">
            {t.sentOn}
          </th>
          <th scope="col" className="px-2 py-2">
            {t.validUntil}
          </th>
          <th scope="col" className="px-2 py-2">
            {t.state}
          </th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((i) => (
          <tr key={i.id} className="border-t border-slate-200">
            <td className="break-all px-2 py-2">{i.email}</td>
            <td className="px-2 py-2">{reviewDate(i.createdAt)}</td>
            <td className="px-2 py-2">{reviewDate(i.expiresAt)}</td>
            <td className="px-2 py-2">{invitationStateLabels[i.state]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /profile's "Invite your clients" (decision 0075): a pasted list of addresses, what became of
 * it, today's allowance and every invitation's state. The list is the loader's, server-rendered.
 */
export function InviteClients({ panel }: { panel: InvitationsPanel }) {
  const answer = useActionData<InviteResult>();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const result = answer?.intent === "invite" ? answer : null;
  // Sent, the box empties; refused addresses stay listed in the outcome.
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const { perRequest, perDay, days } = INVITATION_LIMITS;
  return (
    <section aria-labelledby="invite-clients" className="mt-8">
      <h2 id="invite-clients" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-2 text-slate-700">{t.lead(perRequest, perDay, days)}</p>
      <Form ref={form} method="post" preventScrollReset className="mt-4 space-y-3">
        <div>
          <label htmlFor="invite-emails" className="block text-sm font-medium text-slate-800">
            {t.label}
          </label>
          <textarea
            id="invite-emails"
            name="emails"
            rows={4}
            required
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
        {result && <Outcome result={result} />}
        <p className="text-sm text-slate-600">{t.allowance(panel.left, perDay)}</p>
        <div className="max-w-xs">
          <SubmitButton intent="invite" disabled={busy}>
            {t.send}
          </SubmitButton>
        </div>
      </Form>
      <InvitationTable invitations={panel.invitations} />
      {panel.total > panel.invitations.length && (
        <p className="mt-2 text-sm text-slate-600">{t.more(panel.total - panel.invitations.length)}</p>
      )}
    </section>
  );
}

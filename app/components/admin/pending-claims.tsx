import { useState } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import type { PendingClaim } from "../../lib/admin-views.ts";
import { Button } from "../ui/button.tsx";
import { FormMessage } from "../ui/field.tsx";
import { Modal, SubmitOrCancel } from "../ui/modal.tsx";
import { cellClass, tableClass } from "./admin-table.ts";

/** What the admin panel's action answers. */
type PanelResult = { intent: string | null; ok: boolean; error?: string | null };

/** The claims waiting for a decision, each approved or rejected with a reason. */
export function PendingClaims({ claims }: { claims: PendingClaim[] }) {
  return (
    <section aria-labelledby="admin-claims">
      <h2 id="admin-claims" className="text-xl font-semibold text-slate-900">
        {t.claimsTitle}
      </h2>
      {claims.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.noClaims}</p>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              <th className="px-2 py-2">{t.claimant}</th>
              <th className="px-2 py-2">{t.profile}</th>
              <th className="px-2 py-2">{t.requested}</th>
              <th className="px-2 py-2">
                <span className="sr-only">{t.approve}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.map((c) => (
              <tr key={c.id}>
                <td className={cellClass}>{c.claimant}</td>
                <td className={cellClass}>
                  <Link to={`/coach/${c.profileId}/edit`} className="text-blue-700 underline">
                    {c.profileName}
                  </Link>
                </td>
                <td className={cellClass}>{new Date(c.createdAt).toISOString().slice(0, 16).replace("T", " ")}</td>
                <td className={`${cellClass} flex gap-2`}>
                  {!c.profileClaimed && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="approve" />
                      <input type="hidden" name="claimId" value={c.id} />
                      <Button type="submit" variant="secondary" size="sm" aria-label={`${t.approve}: ${c.claimant}`}>
                        {t.approve}
                      </Button>
                    </Form>
                  )}
                  <RejectClaim claimId={c.id} claimant={c.claimant} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Reject with a reason, in a dialog that closes only on Cancel (or after sending). */
function RejectClaim({ claimId, claimant }: { claimId: string; claimant: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const result = useActionData<PanelResult>();
  const [params] = useSearchParams();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${t.reject}: ${claimant}`}>
        {t.reject}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t.rejectTitle} width="wide">
        <Form
          method="post"
          action={`/adminpanel?${params.toString()}`}
          className="mt-4 space-y-4"
          onSubmit={() => setOpen(false)}
        >
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="claimId" value={claimId} />
          <p className="text-sm text-slate-700">{claimant}</p>
          <label className="block text-sm font-medium text-slate-800">
            {t.rejectReason}
            <textarea
              name="reason"
              required
              rows={4}
              maxLength={5000}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          {result?.intent === "reject" && !result.ok && <FormMessage tone="error">{result.error}</FormMessage>}
          <SubmitOrCancel disabled={navigation.state !== "idle"} onCancel={() => setOpen(false)}>
            {t.reject}
          </SubmitOrCancel>
        </Form>
      </Modal>
    </>
  );
}

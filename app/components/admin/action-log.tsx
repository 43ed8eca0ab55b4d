import { Form, Link } from "react-router";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import type { AdminActionRecord } from "../../lib/admin-views.ts";
import { Button } from "../ui/button.tsx";
import { cellClass, tableClass } from "./admin-table.ts";

/** The admins' recorded actions, newest first (one profile's when `filtered`); a deleted profile can be restored. */
export function ActionLog({ actions, filtered }: { actions: AdminActionRecord[]; filtered: boolean }) {
  return (
    <section aria-labelledby="admin-actions">
      <h2 id="admin-actions" className="text-xl font-semibold text-slate-900">
        {filtered && actions[0]?.profileName ? t.actionsFor(actions[0].profileName) : t.actionsTitle}
      </h2>
      {filtered && (
        <Link to="/adminpanel" className="text-sm font-semibold text-blue-700 underline">
          {t.allActions}
        </Link>
      )}
      {actions.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.noActions}</p>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              <th className="px-2 py-2">{t.when}</th>
              <th className="px-2 py-2">{t.who}</th>
              <th className="px-2 py-2">{t.what}</th>
              <th className="px-2 py-2">{t.changes}</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((a) => (
              <tr key={a.id}>
                <td className={cellClass}>{new Date(a.createdAt).toISOString().slice(0, 19).replace("T", " ")}</td>
                <td className={cellClass}>{a.actorEmail}</td>
                <td className={cellClass}>
                  {t.actionNames[a.action]}
                  {a.profileId && (
                    <>
                      {": "}
                      <Link to={`/adminpanel?profile=${a.profileId}`} className="text-blue-700 underline">
                        {a.profileName || a.profileId}
                      </Link>
                    </>
                  )}
                  {a.action === "profile.delete" && a.profileDeleted && a.profileId && (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="restore" />
                      <input type="hidden" name="profileId" value={a.profileId} />
                      <Button type="submit" variant="secondary" size="sm">
                        {t.restore}
                        <span className="sr-only"> {a.profileName}</span>
                      </Button>
                    </Form>
                  )}
                </td>
                <td className={cellClass}>
                  <Changes before={a.before} after={a.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Before and after of a recorded action, one line per field. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v ?? null)).slice(0, 120);
  return (
    <ul className="space-y-1">
      {keys.map((k) => (
        <li key={k} className="break-all">
          <span className="font-medium">{k}</span>: {show(was[k])} → {show(now[k])}
        </li>
      ))}
    </ul>
  );
}

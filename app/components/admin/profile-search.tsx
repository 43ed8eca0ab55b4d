import { Form, Link } from "react-router";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import { coachPath } from "../../lib/urls.ts";
import type { ProfileMatch } from "../../lib/admin-views.ts";
import { Field, SubmitButton } from "../ui/field.tsx";

/** Find a profile by name or e-mail, deleted ones too, and open it in the editor. */
export function ProfileSearch({ query, matches }: { query: string; matches: ProfileMatch[] }) {
  return (
    <section aria-labelledby="admin-search">
      <h2 id="admin-search" className="text-xl font-semibold text-slate-900">
        {t.searchTitle}
      </h2>
      <Form method="get" role="search" className="mt-3 flex items-end gap-3">
        <Field label={t.searchLabel} name="q" type="search" defaultValue={query} className="flex-1" maxLength={200} />
        <SubmitButton>{t.searchButton}</SubmitButton>
      </Form>
      {query && matches.length === 0 && <p className="mt-3 text-slate-700">{t.noResults}</p>}
      {matches.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {matches.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span>
                <span className="font-semibold text-slate-900">{m.fullName || m.email}</span>{" "}
                <span className="text-sm text-slate-600">
                  {m.email} · {m.level}
                </span>{" "}
                {m.deletedAt && <span className="rounded bg-red-100 px-2 text-sm text-red-800">{t.deletedTag}</span>}
              </span>
              <span className="flex gap-4 text-sm font-semibold">
                <Link to={`/coach/${m.id}/edit`} className="text-blue-700 underline">
                  {t.edit}
                  <span className="sr-only"> {m.fullName}</span>
                </Link>
                {m.isCoach && m.fullName && !m.deletedAt && (
                  <Link to={coachPath({ _id: m.id, fullName: m.fullName })} className="text-blue-700 underline">
                    {t.publicPage}
                    <span className="sr-only"> {m.fullName}</span>
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

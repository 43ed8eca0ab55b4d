import type { MetaFunction } from "react-router";
import { legalTexts } from "../lib/messages/legal.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";

export type LegalDocument = {
  path: string;
  title: string;
  description: string;
  /** The date of the last change as shown at the top ("November 22, 2026"), as the terms promise. */
  updated: string;
};

/** Title, description, canonical URL and Open Graph tags of a legal page. */
export const legalMeta =
  (document: LegalDocument): MetaFunction =>
  ({ matches }) =>
    seoMeta({
      siteUrl: siteUrlFrom(matches),
      path: document.path,
      title: `${document.title} | ${SITE_NAME}`,
      description: document.description,
    });

/**
 * The frame of the terms, the privacy policy and the earnings disclaimer. It also styles the lists,
 * subheadings, links and bold words inside it, so each document is plain HTML without classes.
 */
export function LegalPage({ document, children }: { document: LegalDocument; children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="mx-auto max-w-3xl px-4 py-12 text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_a:hover]:text-blue-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
    >
      <h1 className="text-3xl font-bold text-slate-900">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-500">{legalTexts.lastUpdated(document.updated)}</p>
      {children}
    </main>
  );
}

export function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

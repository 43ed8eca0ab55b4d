import { createHash } from "node:crypto";

export const API_REFERENCE_STYLE = `
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; font: 16px/1.5 system-ui, sans-serif; color: #1e293b; }
h1, h2, h3, h4 { line-height: 1.25; color: #0f172a; }
h2 { margin-top: 3rem; border-bottom: 1px solid #cbd5e1; padding-bottom: .25rem; }
h4 { margin: 1.25rem 0 .5rem; }
a { color: #1d4ed8; }
code { font: .9em ui-monospace, SFMono-Regular, Menlo, monospace; }
nav ul { padding-left: 1.25rem; }
.operation { margin: 1.5rem 0; padding: 1rem 1.25rem; border: 1px solid #cbd5e1; border-radius: .5rem; }
.operation h3 { margin-top: 0; overflow-wrap: anywhere; }
.access { color: #475569; font-style: italic; }
.method { display: inline-block; min-width: 4.5em; padding: 0 .4em; border-radius: .25rem; font: bold .8em ui-monospace, monospace; text-align: center; color: #fff; }
.get { background: #1d4ed8; }
.post { background: #15803d; }
.put { background: #a16207; }
.delete { background: #b91c1c; }
table { width: 100%; border-collapse: collapse; margin: .5rem 0; font-size: .95em; }
th, td { border: 1px solid #e2e8f0; padding: .35rem .5rem; text-align: left; vertical-align: top; }
th { background: #f1f5f9; }
td > p { margin: 0 0 .25rem; }
td table { font-size: .9em; }
`;

/** No script at all, no outside resource; the one style element is allowed by its hash. */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(API_REFERENCE_STYLE).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

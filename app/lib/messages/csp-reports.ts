// POST /csp-report (app/server/security/csp-reports.server.ts, decision 0064).
export const cspReportTexts = {
  notAReport: "This is not a Content-Security-Policy report.",
  tooLarge: "The report is too large (at most 16 KB).",
  tooMany: "Too many reports from this address. Please wait a minute.",
} as const;

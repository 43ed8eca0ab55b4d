import { cspReportTexts } from "../../lib/messages/csp-reports.ts";
import { DomainError } from "../domain-error.server.ts";
import { logger } from "../logger.server.ts";
import { hit, LIMITS } from "./rate-limit.server.ts";

/** A report is a few hundred bytes; a browser batches a handful (Reporting API). */
export const MAX_REPORT_BYTES = 16 * 1024;
/** Reports logged from one request at most: the rest of a batch is counted, not logged. */
const MAX_LOGGED = 10;

type Violation = {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
};

const text = (value: unknown, max = 300) => (typeof value === "string" ? value.slice(0, max) : "");
/** An address without its query and fragment, which may carry a token. */
const withoutQuery = (value: unknown) => text(value).replace(/[?#].*$/, "");

/** The violations of a report-uri body (`{"csp-report": {...}}`) or a Reporting API batch. */
function violationsOf(body: unknown): Violation[] {
  const reports = Array.isArray(body)
    ? body.filter((r) => r?.type === "csp-violation").map((r) => ({ kind: "reporting", body: r?.body }))
    : body && typeof body === "object" && "csp-report" in body
      ? [{ kind: "report-uri", body: (body as Record<string, unknown>)["csp-report"] }]
      : [];
  return reports.flatMap(({ kind, body: r }) => {
    if (!r || typeof r !== "object") return [];
    const v = r as Record<string, unknown>;
    const reportUri = kind === "report-uri";
    return [
      {
        document: withoutQuery(reportUri ? v["document-uri"] : v.documentURL),
        directive: text(reportUri ? (v["effective-directive"] ?? v["violated-directive"]) : v.effectiveDirective, 100),
        blocked: withoutQuery(reportUri ? v["blocked-uri"] : v.blockedURL),
        source: withoutQuery(reportUri ? v["source-file"] : v.sourceFile),
        line: Number(reportUri ? v["line-number"] : v.lineNumber) || null,
      },
    ];
  });
}

/**
 * Records what browsers report of the Content-Security-Policy (decision 0064): each violation is
 * logged as a warning with the page, the directive, what was blocked and where (never a query
 * string or a cookie), so it reaches the team. Limited per client address; a body that is not a
 * report is refused.
 */
export async function recordCspReport(clientIp: string, body: string): Promise<number> {
  if (Buffer.byteLength(body) > MAX_REPORT_BYTES) throw new DomainError("too-large", cspReportTexts.tooLarge);
  if (!(await hit(LIMITS.cspReportsPerIp, clientIp))) throw new DomainError("too-many", cspReportTexts.tooMany);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new DomainError("invalid", cspReportTexts.notAReport);
  }
  const violations = violationsOf(parsed);
  if (violations.length === 0) throw new DomainError("invalid", cspReportTexts.notAReport);
  for (const violation of violations.slice(0, MAX_LOGGED)) {
    logger.warn({ csp: violation }, "content security policy violation");
  }
  return violations.length;
}

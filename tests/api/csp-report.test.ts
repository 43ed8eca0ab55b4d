import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cspReportTexts } from "../../app/lib/messages/csp-reports.ts";
import { sessionCookie } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";

// Browsers send Content-Security-Policy violations to POST /csp-report, in both ways they report;
// each is logged as a warning (decision 0064). A server of its own, whose log is read.
const server = useOwnServer("csp-report");
const LOG = path.join("test-results", "server-csp-report.log");

const send = (body: string, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/csp-report`, {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: server.base, ...headers },
    body,
  });

/** The log's violation warnings (pino level 40) written after `since` characters (the log is appended across runs). */
async function loggedViolations(since: number): Promise<Record<string, unknown>[]> {
  const lines = (await readFile(LOG, "utf8"))
    .slice(since)
    .split("\n")
    .filter((l) => l.includes("content security policy violation"));
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe("POST /csp-report", () => {
  it("logs a report-uri report and a Reporting API batch as warnings, without query strings", async () => {
    const since = (await readFile(LOG, "utf8")).length;
    const cookie = await sessionCookie(server.base, "coach@example.com", "demo-password");
    const reportUri = JSON.stringify({
      "csp-report": {
        "document-uri": `${server.base}/profileForm?token=secret-value`,
        "violated-directive": "script-src-elem",
        "effective-directive": "script-src",
        "blocked-uri": "eval",
        "source-file": `${server.base}/assets/profile.js`,
        "line-number": 3,
      },
    });
    // A signed-in visitor's browser sends its cookie with the report: still no JSON needed.
    expect((await send(reportUri, "application/csp-report", { Cookie: cookie })).status).toBe(204);
    const batch = JSON.stringify([
      {
        type: "csp-violation",
        url: `${server.base}/search/life`,
        body: {
          documentURL: `${server.base}/search/life?minRating=4`,
          effectiveDirective: "img-src",
          blockedURL: "https://tracker.example/pixel.gif?id=1",
          sourceFile: `${server.base}/assets/site.js`,
          lineNumber: 12,
        },
      },
      { type: "deprecation", body: {} },
    ]);
    expect((await send(batch, "application/reports+json")).status).toBe(204);
    await expect
      .poll(async () => (await loggedViolations(since)).map((l) => l.csp))
      .toEqual([
        {
          document: `${server.base}/profileForm`,
          directive: "script-src",
          blocked: "eval",
          source: `${server.base}/assets/profile.js`,
          line: 3,
        },
        {
          document: `${server.base}/search/life`,
          directive: "img-src",
          blocked: "https://tracker.example/pixel.gif",
          source: `${server.base}/assets/site.js`,
          line: 12,
        },
      ]);
    const logged = await loggedViolations(since);
    expect(logged.every((l) => l.level === 40)).toBe(true);
    expect(JSON.stringify(logged)).not.toContain("secret-value");
  });

  it("refuses what is not a report (400), a body over 16 KB (413), and a flood (429)", async () => {
    for (const body of ["{", "{}", "[]", JSON.stringify([{ type: "deprecation", body: {} }])]) {
      const answer = await send(body, "application/json");
      expect(answer.status, body).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toBe(cspReportTexts.notAReport);
    }
    const big = JSON.stringify({ "csp-report": { "document-uri": "x".repeat(17 * 1024) } });
    const tooLarge = await send(big, "application/csp-report");
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe(cspReportTexts.tooLarge);
    const report = JSON.stringify({ "csp-report": { "document-uri": `${server.base}/`, "blocked-uri": "inline" } });
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await send(report, "application/csp-report")).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 204 && s !== 429)).toEqual([]);
  });
});

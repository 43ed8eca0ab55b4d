import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachIdsIn, getHtml } from "../support/http.ts";

// The W3C's Nu HTML checker (vnu, the validator.w3.org engine; the vnu-jar package) on the public
// pages (issue 24): no errors. It is a Java program; without a Java runtime the file is skipped
// and says why (CI installs one).
const run = promisify(execFile);
const java = await run("java", ["-version"]).then(
  () => true,
  () => false,
);
if (!java)
  console.log("html-validity: skipped, no Java runtime on this machine (apt-get install default-jre-headless)");

type Message = { type: string; message: string; url: string; lastLine?: number; extract?: string };

describe.skipIf(!java)("the HTML of the public pages", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "coach-vnu-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("has no error for the W3C checker: home, search, niche, coach, 404 and sign-in", async () => {
    const search = await getHtml("/search/life");
    const coach = (await getHtml("/category/life-coach")).html.match(/href="(\/coach\/[^"]+)"/)?.[1];
    expect(coachIdsIn(search.html).length).toBeGreaterThan(0);
    const pages = ["/", "/search/life", "/category/life-coach", coach ?? "/coach-missing", "/no-such-page", "/signin"];
    const files: string[] = [];
    for (const [i, page] of pages.entries()) {
      const { status, html } = await getHtml(page);
      expect(status, page).toBe(page === "/no-such-page" ? 404 : 200);
      const file = path.join(dir, `${i}.html`);
      await writeFile(file, html);
      files.push(file);
    }
    const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
    // vnu exits 1 when it reports anything: its JSON on stderr is the answer either way.
    const { stderr } = await run("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    const errors = (JSON.parse(stderr) as { messages: Message[] }).messages
      .filter((m) => m.type === "error")
      .map((m) => `${pages[Number(path.basename(new URL(m.url).pathname, ".html"))]}:${m.lastLine} ${m.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});

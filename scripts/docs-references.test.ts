import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Code cites the project's own documents only: docs/product.md by section, the decision records
// under docs/decisions/, and docs/architecture.md. The shared documents the project was started
// from are not in the repository, so a citation of one points nowhere.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const FOLDERS = ["app", "tests", "scripts"];
const SKIPPED = new Set(["node_modules", "build"]);

// An outside document's name as a whole upper-case word, with ".md" or bare (before " section 4",
// ":" or "'s"). Built from pieces, so that this file does not match itself.
const SPEC_NAME = ["SP", "EC"].join("");
const OUTSIDE_NAMES = [SPEC_NAME, ["DECI", "SIONS"].join(""), ["ARCHI", "TECTURE"].join("")];
const OUTSIDE_DOCS = new RegExp(String.raw`\b(${OUTSIDE_NAMES.join("|")})\b(\.md\b)?`);
const DECISION_PATH = /docs\/decisions\/(\d{4}-[\w.-]*?\.md)/g;
const PRODUCT_REF = /docs\/product\.md((?:\s*(?:,|and)?\s*§\s*\d+)+)/g;

function textFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...textFiles(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

type Line = { where: string; text: string };

function linesOf(folders: readonly string[]): Line[] {
  const lines: Line[] = [];
  for (const folder of folders) {
    for (const file of textFiles(join(ROOT, folder))) {
      const content = readFileSync(file, "utf8");
      if (content.includes("\0")) continue;
      const name = relative(ROOT, file);
      content.split("\n").forEach((text, i) => lines.push({ where: `${name}:${i + 1}`, text }));
    }
  }
  return lines;
}

/** The numbers N of the `## N. Title` headings of docs/product.md. */
function productSections(): Set<number> {
  const path = join(ROOT, "docs", "product.md");
  if (!existsSync(path)) return new Set();
  const numbers = [...readFileSync(path, "utf8").matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
  return new Set(numbers);
}

/** What is wrong with the document citations in these lines, as "file:line: reason". */
function citationProblems(lines: readonly Line[], sections: ReadonlySet<number>, root = ROOT): string[] {
  const problems: string[] = [];
  for (const { where, text } of lines) {
    const outside = text.match(OUTSIDE_DOCS);
    if (outside) problems.push(`${where}: cites ${outside[0]}, which is not in the repository`);
    for (const [, name] of text.matchAll(DECISION_PATH))
      if (!existsSync(join(root, "docs", "decisions", name ?? "")))
        problems.push(`${where}: docs/decisions/${name} does not exist`);
    for (const [, list] of text.matchAll(PRODUCT_REF))
      for (const [, n] of (list ?? "").matchAll(/§\s*(\d+)/g))
        if (!sections.has(Number(n))) problems.push(`${where}: docs/product.md has no section ${n}`);
  }
  return problems;
}

describe("document citations in app/, tests/ and scripts/", () => {
  it("name only documents and sections that exist in the repository", () => {
    expect(citationProblems(linesOf(FOLDERS), productSections())).toEqual([]);
  });

  it("catches a citation of an outside document, a missing record and a missing section", () => {
    const sections = productSections();
    const missing = Math.max(0, ...sections) + 1;
    const lines = [
      { where: "a.ts:1", text: `// see ${SPEC_NAME}.md section 2` },
      { where: "b.ts:2", text: `// see docs/decisions/${"9999"}-no-such-record.md` },
      { where: "c.ts:3", text: `// see docs/product.md §1 and §${missing}` },
      { where: "d.ts:4", text: "// see docs/product.md §1 and docs/architecture.md" },
      { where: "e.ts:5", text: `// the rules of ${SPEC_NAME} section 4` },
      { where: "f.ts:6", text: `/** ${OUTSIDE_NAMES[1]}: success signs in; ${OUTSIDE_NAMES[2]}'s bars */` },
      { where: "g.ts:7", text: "// a spec, the PLAN_SPEC constant, SPECIAL and the specification are no citations" },
    ];
    expect(citationProblems(lines, sections)).toEqual([
      `a.ts:1: cites ${SPEC_NAME}.md, which is not in the repository`,
      `b.ts:2: docs/decisions/${"9999"}-no-such-record.md does not exist`,
      `c.ts:3: docs/product.md has no section ${missing}`,
      `e.ts:5: cites ${SPEC_NAME}, which is not in the repository`,
      `f.ts:6: cites ${OUTSIDE_NAMES[1]}, which is not in the repository`,
    ]);
  });
});

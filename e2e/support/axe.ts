// axe-core in the page under test: its default rules (WCAG 2.x A and AA and the best practices),
// run on the whole document as it stands, violations only, in words a failing test can print.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue } from "axe-core";
import type { Page } from "playwright-core";

// Evaluated through the DevTools protocol rather than added as a <script>: the app's content
// security policy rightly refuses inline scripts, and the test must not loosen it.
const axeSource = `${await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")}\n;void 0;`;

export interface AxeViolation {
  id: string;
  impact: ImpactValue | null;
  help: string;
  /** Each offending element: its CSS selector path (frames and shadow roots joined by " > ") and its markup. */
  nodes: { target: string; html: string }[];
}

/** Runs axe on the page's document; injects it first if this document does not have it yet. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations;
  });
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.map(String).join(" > "), html: node.html })),
  }));
}

/** One violation a line, then its elements indented below it. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? "no impact given"}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target}  ${node.html.slice(0, 160)}`).join("\n"),
    )
    .join("\n");
}

import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends every run with one plain line, `N passed, N failed[, N skipped]`, after
 * Vitest's own report, so people and CI read the outcome in one place. A module
 * that failed to load (syntax error, failing hook) counts as a failure. Above that
 * line, each failure is named with the first line of its error: a log cut to its
 * last lines still says what failed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const failures: string[] = [];
    for (const testModule of testModules) {
      if (testModule.state() === "failed" && testModule.errors().length > 0) {
        failed += 1;
        failures.push(`${relative(process.cwd(), testModule.moduleId)}: ${firstLine(testModule.errors()[0]?.message)}`);
      }
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === "passed") passed += 1;
        else if (result.state === "failed") {
          failed += 1;
          failures.push(
            `${relative(process.cwd(), testModule.moduleId)} > ${test.fullName}: ${firstLine(result.errors?.[0]?.message)}`,
          );
        } else skipped += 1;
      }
    }
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
    const named = failures.slice(0, 30).map((failure) => `FAILED ${failure}`);
    // After Vitest's summary, so it is the last line of the run.
    setImmediate(() => process.stdout.write(`\n${[...named, line].join("\n")}\n`));
  }
}

function firstLine(message: string | undefined): string {
  return (message ?? "").split("\n", 1)[0]!.slice(0, 300);
}

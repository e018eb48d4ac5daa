import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends every run with one plain line, `N passed, N failed[, N skipped]`, after
 * Vitest's own report, so people and CI read the outcome in one place. A module
 * that failed to load (syntax error, failing hook) counts as a failure.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      if (testModule.state() === "failed" && testModule.errors().length > 0) failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
        else skipped += 1;
      }
    }
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
    // After Vitest's summary, so it is the last line of the run.
    setImmediate(() => process.stdout.write(`\n${line}\n`));
  }
}

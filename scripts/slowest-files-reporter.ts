import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 15;

/**
 * After a run, lists each project's slowest test files (import, hooks and tests together),
 * so a suite that grows slow names its culprits in every CI log. Printed before the summary
 * reporter's closing line, which stays the run's last.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, { file: string; ms: number }[]>();
    for (const testModule of testModules) {
      const diagnostic = testModule.diagnostic();
      const ms =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      const project = testModule.project.name || "default";
      const files = byProject.get(project) ?? [];
      files.push({ file: path.relative(process.cwd(), testModule.moduleId), ms });
      byProject.set(project, files);
    }
    const lines: string[] = [];
    for (const [project, files] of byProject) {
      const total = files.reduce((sum, { ms }) => sum + ms, 0);
      lines.push(
        "",
        `Slowest ${Math.min(SHOWN, files.length)} of ${files.length} files in "${project}" ` +
          `(${seconds(total)} s in all, summed over workers):`,
      );
      for (const { file, ms } of files.toSorted((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
        lines.push(`${seconds(ms).padStart(8)} s  ${file}`);
      }
    }
    if (lines.length) process.stdout.write(`${lines.join("\n")}\n`);
  }
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}

// Checks the Dockerfile where no image can be built: base images cannot be pulled on the
// project's machines and there is no Docker daemon. It reads the Dockerfile and replays its
// steps on this machine's Node, so the check cannot drift from the file:
//
// 1. the build context: the files a clean clone has, less what .dockerignore leaves out
//    (check-image/build-context.ts);
// 2. every stage in a folder of its own standing for its filesystem, independent stages side
//    by side as BuildKit runs them (check-image/replay.ts);
// 3. the last stage as the image would run it: started, probed and stopped
//    (check-image/runtime.ts).
//
// Every step runs as an unprivileged user (CHECK_IMAGE_USER, default `nobody`) when this
// runs as root, through setpriv, so nothing in the build or the start may need root
// (check-image/processes.ts). It prints each step and its time, removes everything it made
// (--keep keeps the folder), and exits 1 on any failure. An instruction it does not
// understand is a failure too (check-image/dockerfile.ts): a step it skipped would be a step
// it did not check.
//
//   node --import tsx scripts/check-image-steps.ts [--keep] [--verbose] [--reuse-dev-install]
//
// --reuse-dev-install stands the checkout's node_modules in for the build stage's full
// `npm ci` (CI has just run that very install): the check then takes about half the time.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkRuntimeStage, parseDockerfile } from "./check-image/dockerfile.ts";
import { Processes, unprivilegedIdentity } from "./check-image/processes.ts";
import { replayStages } from "./check-image/replay.ts";
import { printTimings, say, StepFailed, timed } from "./check-image/report.ts";
import { startRuntime } from "./check-image/runtime.ts";
import { assertNoNodeModulesAbove, createWorkspace, prepareWorkspace } from "./check-image/workspace.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const OPTIONS = ["--keep", "--verbose", "--reuse-dev-install"] as const;
const keepFolder = process.argv.includes("--keep");
const verbose = process.argv.includes("--verbose");
const reuseDevInstall = process.argv.includes("--reuse-dev-install");

async function main() {
  const unknown = process.argv.slice(2).filter((arg) => !OPTIONS.some((option) => option === arg));
  if (unknown.length)
    throw new StepFailed(`Unknown option ${unknown.join(" ")}: the options are ${OPTIONS.join(", ")}`);
  const identity = unprivilegedIdentity();
  const processes = new Processes(identity, verbose);
  const stages = parseDockerfile(await readFile(path.join(repoRoot, "Dockerfile"), "utf8"));
  const runtime = stages.at(-1)!;
  const problems = checkRuntimeStage(runtime);
  if (problems.length) throw new StepFailed(`The runtime stage "${runtime.name}":\n- ${problems.join("\n- ")}`);
  say(
    `Dockerfile: stages ${stages.map((stage) => stage.name).join(", ")}; replaying as ${identity.name}` +
      (identity.asRoot ? " (setpriv from root)" : " (not root: the current user)"),
  );

  const workspace = await createWorkspace();
  let database: { drop: () => Promise<void> } | null = null;
  const cleanUp = async () => {
    processes.stopAll();
    await database?.drop().catch((error: unknown) => say(`could not drop the check's schema: ${String(error)}`));
    if (keepFolder) say(`kept ${workspace.root}`);
    else await rm(workspace.root, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      say(`${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(1));
    });
  }

  try {
    assertNoNodeModulesAbove(workspace.root);
    await timed("build context: a clean clone's files less .dockerignore", async () => {
      const count = await prepareWorkspace(workspace, stages, repoRoot, identity);
      say(`  ${count} files`);
    });
    const results = await replayStages(stages, { workspace, processes, repoRoot, reuseDevInstall });
    const server = await startRuntime(runtime, results.at(-1)!, workspace, processes);
    database = server.database;
    await server.run();
  } finally {
    await cleanUp();
  }
}

try {
  await main();
  printTimings();
  console.log("\nThe Dockerfile's steps built and started: the image should build and serve the same way.");
} catch (error) {
  printTimings();
  const message =
    error instanceof StepFailed
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`\nFAILED: ${message}`);
  process.exitCode = 1;
}

// The folder the whole replay happens in, made fresh for each run so no earlier build can
// help this one: the build context, each stage's filesystem, the steps' logs, a /tmp for the
// build steps and the folders that stand for BuildKit's cache mounts.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { copyBuildContext } from "./build-context.ts";
import type { Stage } from "./dockerfile.ts";
import type { Identity } from "./processes.ts";
import { StepFailed } from "./report.ts";

export interface Workspace {
  root: string;
  context: string;
  logs: string;
  tmp: string;
  caches: string;
}

export async function createWorkspace(): Promise<Workspace> {
  const root = await mkdtemp(path.join(os.tmpdir(), "check-image-steps-"));
  return {
    root,
    context: path.join(root, "context"),
    logs: path.join(root, "logs"),
    tmp: path.join(root, "tmp"),
    caches: path.join(root, "caches"),
  };
}

/** The folder that stands for a RUN step's cache mount at `target`: one for every stage that mounts it. */
export const cacheFolder = (workspace: Workspace, target: string) =>
  path.join(workspace.caches, target.replaceAll("/", "_"));

/** Node resolves packages in every parent folder: one above the workspace would hide a missing dependency. */
export function assertNoNodeModulesAbove(folder: string) {
  for (let dir = path.dirname(folder); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules"))) {
      throw new StepFailed(
        `${path.join(dir, "node_modules")} exists: the runtime could load packages from it. Set TMPDIR elsewhere.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * Fills the workspace: the build context copied from `repoRoot` and the cache mounts the
 * stages use, all given to the user the steps run as. Returns how many files the context has.
 */
export async function prepareWorkspace(
  workspace: Workspace,
  stages: Stage[],
  repoRoot: string,
  identity: Identity,
): Promise<number> {
  for (const folder of [workspace.context, workspace.logs, workspace.caches]) await mkdir(folder, { recursive: true });
  await mkdir(workspace.tmp, { mode: 0o1777 });
  await chmod(workspace.tmp, 0o1777);
  const count = await copyBuildContext(repoRoot, workspace.context);
  const cacheTargets = new Set(
    stages.flatMap((stage) => stage.steps.flatMap((step) => (step.kind === "run" ? step.cacheTargets : []))),
  );
  for (const target of cacheTargets) {
    const cache = cacheFolder(workspace, target);
    if (path.basename(target) === ".npm") await seedNpmCache(cache);
    else await mkdir(cache, { recursive: true });
  }
  if (identity.asRoot) execFileSync("chown", ["-R", `${identity.uid}:${identity.gid}`, workspace.root]);
  await chmod(workspace.root, 0o755);
  return count;
}

/** The npm cache a warm BuildKit cache mount would hold: a copy of this machine's, if it has one. */
async function seedNpmCache(target: string) {
  const own = path.join(os.homedir(), ".npm", "_cacache");
  await mkdir(target, { recursive: true });
  if (existsSync(own)) execFileSync("cp", ["-a", own, path.join(target, "_cacache")]);
}

// The build: every stage replayed in a folder of its own that stands for its filesystem,
// independent stages side by side as BuildKit runs them. WORKDIR, ENV and USER change the
// state later steps see; COPY copies from the context or an earlier stage; RUN runs through
// `sh -c` as the unprivileged user, with its cache mounts.
import { readdir, rm, stat, symlink } from "node:fs/promises";
import path from "node:path";
import type { Stage } from "./dockerfile.ts";
import { tail, type Processes } from "./processes.ts";
import { StepFailed, timed } from "./report.ts";
import { isFullInstall, reuseCheckoutInstall } from "./reuse-dev-install.ts";
import { cacheFolder, type Workspace } from "./workspace.ts";

export interface ReplayOptions {
  workspace: Workspace;
  processes: Processes;
  /** The checkout, whose node_modules stands in for the full `npm ci` with --reuse-dev-install. */
  repoRoot: string;
  reuseDevInstall: boolean;
}

export interface StageResult {
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
  /** Host paths that COPY --chown gave the image's user. */
  chowned: string[];
}

/** Where an absolute path inside a stage's filesystem lives on this machine. */
export const inStage = (stageRoot: string, containerPath: string) => path.join(stageRoot, containerPath);
export const homeOf = (user: string) => (user === "root" ? "/root" : `/home/${user.split(":")[0]}`);

/** The variables a build step gets from this machine: how to reach the registry, nothing else. */
function passThroughEnv(): NodeJS.ProcessEnv {
  const passed = /^(https?_proxy|no_proxy|NODE_EXTRA_CA_CERTS)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => passed.test(name)));
}

/** Replays every stage; rejects with the first failure, whichever stage it is in. */
export async function replayStages(stages: Stage[], options: ReplayOptions): Promise<StageResult[]> {
  // Each stage starts once the stages it copies from are done, as BuildKit schedules them.
  const finished = new Map<string, Promise<StageResult>>();
  for (const stage of stages) {
    const needs = stage.steps.flatMap((step) => (step.kind === "copy" && step.from ? [step.from] : []));
    finished.set(
      stage.name,
      Promise.all(needs.map((name) => finished.get(name)!)).then(() => replayStage(stage, options, finished)),
    );
  }
  return Promise.all([...finished.values()]);
}

async function replayStage(
  stage: Stage,
  { workspace, processes, repoRoot, reuseDevInstall }: ReplayOptions,
  finished: Map<string, Promise<StageResult>>,
): Promise<StageResult> {
  const root = path.join(workspace.root, "stages", stage.name);
  const state: StageResult = { root, workdir: "/", env: {}, user: "root", chowned: [] };
  const asUser = (argv: string[], cwd: string, logFile: string) =>
    processes.run(argv, { cwd, env: { PATH: process.env.PATH }, logFile });
  // Folders are made by the user, so its build steps may write in them (as root would).
  const makeFolder = async (folder: string, logFile: string) => {
    if ((await asUser(["mkdir", "-p", folder], workspace.root, logFile)) !== 0) throw new StepFailed(tail(logFile));
  };

  await makeFolder(root, path.join(workspace.logs, `${stage.name}-0.log`));

  for (const [index, step] of stage.steps.entries()) {
    const label = `${stage.name}: ${step.text.length > 100 ? `${step.text.slice(0, 97)}...` : step.text}`;
    const logFile = path.join(workspace.logs, `${stage.name}-${index + 1}.log`);
    const workdirOnHost = inStage(root, state.workdir);
    switch (step.kind) {
      case "workdir":
        state.workdir = path.posix.resolve(state.workdir, step.path);
        await makeFolder(inStage(root, state.workdir), logFile);
        break;
      case "env":
        Object.assign(state.env, step.vars);
        break;
      case "user":
        state.user = step.user;
        break;
      case "copy":
        await timed(label, async () => {
          const sourceRoot = step.from === null ? workspace.context : (await finished.get(step.from)!).root;
          const dest = path.posix.resolve(state.workdir, step.dest);
          const destOnHost = inStage(root, dest);
          const intoFolder = step.dest.endsWith("/") || step.sources.length > 1;
          for (const source of step.sources) {
            // From the context, paths are relative to it; from a stage, to its root.
            const relative = path.posix.normalize(step.from === null ? source : path.posix.resolve("/", source));
            if (relative.startsWith("..")) throw new StepFailed(`${source} is outside the build context`);
            const sourceOnHost = path.join(sourceRoot, relative);
            const info = await stat(sourceOnHost).catch(() => null);
            if (!info)
              throw new StepFailed(`COPY source ${source} does not exist${step.from ? ` in stage ${step.from}` : ""}`);
            // Files from another stage are linked, not copied: node_modules is large, and no
            // stage changes a file once a later one has copied it. The context is copied, since
            // a build step may rewrite a file in place (the Relay compiler does).
            const cp = ["cp", "-a", "--remove-destination", ...(step.from === null ? [] : ["--link"])];
            let copied: string[];
            if (info.isDirectory()) {
              await makeFolder(destOnHost, logFile);
              if ((await asUser([...cp, `${sourceOnHost}/.`, `${destOnHost}/`], root, logFile)) !== 0) {
                throw new StepFailed(tail(logFile));
              }
              copied = (await readdir(sourceOnHost)).map((name) => path.join(destOnHost, name));
            } else {
              const target = intoFolder ? path.join(destOnHost, path.basename(relative)) : destOnHost;
              await makeFolder(path.dirname(target), logFile);
              if ((await asUser([...cp, sourceOnHost, target], root, logFile)) !== 0)
                throw new StepFailed(tail(logFile));
              copied = [target];
            }
            if (step.chown) state.chowned.push(...copied);
          }
        });
        break;
      case "run":
        if (reuseDevInstall && isFullInstall(step.command)) {
          await timed(`${label} → the checkout's node_modules (--reuse-dev-install)`, () =>
            reuseCheckoutInstall(repoRoot, workdirOnHost, processes.identity),
          );
          break;
        }
        await timed(label, async () => {
          const home = inStage(root, homeOf(state.user));
          await makeFolder(home, logFile);
          // A cache mount is a folder kept between builds, not part of the stage: here a
          // link to one folder all stages share, removed once the step is done.
          for (const target of step.cacheTargets) {
            const cache = cacheFolder(workspace, target);
            await makeFolder(path.dirname(inStage(root, target)), logFile);
            await rm(inStage(root, target), { recursive: true, force: true });
            await symlink(cache, inStage(root, target));
          }
          const env: NodeJS.ProcessEnv = {
            ...passThroughEnv(),
            PATH: process.env.PATH,
            HOME: home,
            TMPDIR: workspace.tmp,
            ...state.env,
          };
          const code = await processes.run(["sh", "-c", step.command], { cwd: workdirOnHost, env, logFile });
          for (const target of step.cacheTargets) await rm(inStage(root, target), { force: true });
          if (code !== 0) throw new StepFailed(`exit code ${code}; the end of its output:\n${tail(logFile)}`);
        });
        break;
    }
  }
  return state;
}

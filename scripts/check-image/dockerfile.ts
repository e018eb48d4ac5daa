// The Dockerfile as stages of steps the replay can follow, and the promises its last stage
// must keep. An instruction outside what the replay understands is an error, never skipped:
// a step it skipped would be a step it did not check.
import {
  DockerfileError,
  envPairs,
  execForm,
  logicalLines,
  seconds,
  takeOptions,
  type Located,
} from "./dockerfile-syntax.ts";

export type Step = Located &
  (
    | { kind: "workdir"; path: string }
    | { kind: "env"; vars: Record<string, string> }
    | { kind: "user"; user: string }
    | { kind: "copy"; from: string | null; chown: boolean; sources: string[]; dest: string }
    | { kind: "run"; command: string; cacheTargets: string[] }
  );

interface Healthcheck {
  timeoutSeconds: number;
  command: string[];
}

export interface Stage {
  name: string;
  base: string;
  steps: Step[];
  exposedPorts: number[];
  stopSignal: NodeJS.Signals | null;
  healthcheck: Healthcheck | null;
  cmd: string[] | null;
}

export function parseDockerfile(text: string): Stage[] {
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const { line, text: instruction } of logicalLines(text)) {
    const match = /^(\S+)\s*(.*)$/s.exec(instruction)!;
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!;
    const stage = stages.at(-1);
    if (keyword === "ARG" && !stage) {
      const arg = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(\S*))?$/.exec(args);
      if (!arg) throw new DockerfileError(line, "ARG must be NAME or NAME=default");
      globalArgs.set(arg[1]!, arg[2] ?? "");
      continue;
    }
    if (keyword === "FROM") {
      const from = /^(\S+)\s+AS\s+(\S+)$/i.exec(args);
      if (!from) throw new DockerfileError(line, "every stage needs a name: FROM <image> AS <name>");
      const base = from[1]!.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced?: string, bare?: string) => {
        const name = (braced ?? bare)!;
        const value = globalArgs.get(name);
        if (value === undefined) throw new DockerfileError(line, `FROM uses ${name}, which no ARG defines`);
        return value;
      });
      if (stages.some((earlier) => earlier.name === base)) {
        throw new DockerfileError(line, "a stage built FROM another stage is not replayed");
      }
      stages.push({
        name: from[2]!,
        base,
        steps: [],
        exposedPorts: [],
        stopSignal: null,
        healthcheck: null,
        cmd: null,
      });
      continue;
    }
    if (!stage) throw new DockerfileError(line, `${keyword} before the first FROM`);
    const located = { line, text: instruction };
    switch (keyword) {
      case "WORKDIR":
        if (args.includes("$")) throw new DockerfileError(line, "WORKDIR with $ is not replayed");
        stage.steps.push({ ...located, kind: "workdir", path: args.trim() });
        break;
      case "ENV":
        stage.steps.push({ ...located, kind: "env", vars: envPairs(line, args) });
        break;
      case "USER":
        stage.steps.push({ ...located, kind: "user", user: args.trim() });
        break;
      case "COPY": {
        const { options, rest } = takeOptions(args);
        let from: string | null = null;
        let chown = false;
        for (const [name, value] of options) {
          if (name === "from") from = value;
          else if (name === "chown") chown = true;
          else if (name !== "link") throw new DockerfileError(line, `COPY --${name} is not replayed`);
        }
        if (from !== null && !stages.slice(0, -1).some((earlier) => earlier.name === from)) {
          throw new DockerfileError(line, `COPY --from=${from} names no earlier stage`);
        }
        const parts = rest.split(/\s+/).filter(Boolean);
        if (rest.startsWith("[") || parts.length < 2 || parts.some((part) => /[*?[$]/.test(part))) {
          throw new DockerfileError(line, "COPY is replayed with plain paths only (no JSON form, wildcards or $)");
        }
        stage.steps.push({ ...located, kind: "copy", from, chown, sources: parts.slice(0, -1), dest: parts.at(-1)! });
        break;
      }
      case "RUN": {
        const { options, rest } = takeOptions(args);
        const cacheTargets: string[] = [];
        for (const [name, value] of options) {
          const settings = new Map(value.split(",").map((setting) => setting.split("=") as [string, string]));
          if (name !== "mount" || settings.get("type") !== "cache" || !settings.get("target")) {
            throw new DockerfileError(line, "RUN is replayed with cache mounts (--mount=type=cache,target=...) only");
          }
          cacheTargets.push(settings.get("target")!);
        }
        if (rest.startsWith("[")) throw new DockerfileError(line, "RUN is replayed in shell form only");
        stage.steps.push({ ...located, kind: "run", command: rest, cacheTargets });
        break;
      }
      case "EXPOSE":
        for (const port of args.split(/\s+/)) {
          const number = /^(\d+)(\/tcp)?$/.exec(port)?.[1];
          if (!number) throw new DockerfileError(line, `EXPOSE ${port} is not a TCP port`);
          stage.exposedPorts.push(Number(number));
        }
        break;
      case "STOPSIGNAL":
        if (!/^SIG[A-Z0-9]+$/.test(args.trim()))
          throw new DockerfileError(line, "STOPSIGNAL must be a name such as SIGTERM");
        stage.stopSignal = args.trim() as NodeJS.Signals;
        break;
      case "HEALTHCHECK": {
        const { options, rest } = takeOptions(args);
        const command = /^CMD\s+(.*)$/s.exec(rest);
        if (!command) throw new DockerfileError(line, "HEALTHCHECK must be HEALTHCHECK [options] CMD [...]");
        const timeout = options.find(([name]) => name === "timeout")?.[1] ?? "30s";
        stage.healthcheck = {
          timeoutSeconds: seconds(line, timeout),
          command: execForm(line, command[1]!, "HEALTHCHECK CMD"),
        };
        break;
      }
      case "CMD":
        stage.cmd = execForm(line, args, "CMD");
        break;
      case "LABEL":
        break;
      default:
        throw new DockerfileError(
          line,
          `${keyword} is not replayed by scripts/check-image/dockerfile.ts: teach it, or do without`,
        );
    }
  }
  if (stages.length === 0) throw new Error("The Dockerfile has no stage");
  return stages;
}

/** What the image must be, beyond building: the promises the README makes about it. */
export function checkRuntimeStage(stage: Stage): string[] {
  const env = Object.assign({}, ...stage.steps.flatMap((step) => (step.kind === "env" ? [step.vars] : []))) as Record<
    string,
    string
  >;
  const user = stage.steps.findLast((step) => step.kind === "user");
  const problems: string[] = [];
  if (!user || user.kind !== "user" || /^(root|0)(:|$)/.test(user.user))
    problems.push("it must set a USER other than root");
  if (env.NODE_ENV !== "production") problems.push("it must set ENV NODE_ENV=production");
  if (!stage.cmd) problems.push("it needs a CMD");
  if (!stage.healthcheck) problems.push("it needs a HEALTHCHECK");
  if (!stage.stopSignal) problems.push("it needs a STOPSIGNAL");
  if (!env.PORT || !stage.exposedPorts.includes(Number(env.PORT)))
    problems.push("it must EXPOSE the port its ENV PORT names");
  const nodeTag = /^node:(\d+\.\d+)/.exec(stage.base)?.[1];
  const hostNode = process.versions.node.split(".").slice(0, 2).join(".");
  if (nodeTag !== hostNode) {
    problems.push(`its base image ${stage.base} is not Node ${hostNode}, the Node this replay runs on`);
  }
  return problems;
}

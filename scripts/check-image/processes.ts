// Every command of the replay runs as an unprivileged user (CHECK_IMAGE_USER, default
// `nobody`) when the check runs as root, through setpriv, so nothing in the build or the
// start may need root. Not run as root, it runs everything as the current user.
//
// Each command leads a process group of its own, so the clean-up can end it with whatever it
// started (npm's scripts, the server's workers); its output goes to a log file, whose end a
// failure prints.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { StepFailed } from "./report.ts";

export interface Identity {
  name: string;
  uid: number;
  gid: number;
  /** Put before a command to run it as this user; empty when this process is that user. */
  prefix: string[];
  /** Whether this process is root, so files can be given to root and to the user. */
  asRoot: boolean;
}

export function unprivilegedIdentity(): Identity {
  if (process.getuid?.() !== 0) {
    const user = os.userInfo();
    return { name: user.username, uid: user.uid, gid: user.gid, prefix: [], asRoot: false };
  }
  const name = process.env.CHECK_IMAGE_USER ?? "nobody";
  const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }).trim());
  const uid = id("-u");
  const gid = id("-g");
  if (uid === 0) throw new Error(`CHECK_IMAGE_USER=${name} is root: name an unprivileged user`);
  // --clear-groups: without it the child would keep root's supplementary groups.
  return {
    name,
    uid,
    gid,
    prefix: ["setpriv", `--reuid=${uid}`, `--regid=${gid}`, "--clear-groups", "--"],
    asRoot: true,
  };
}

export interface StartOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}

export interface RunOptions extends StartOptions {
  timeoutMs?: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The commands the check starts as `identity`, so that one call can end them all. */
export class Processes {
  readonly identity: Identity;
  /** --verbose: every command's output to the terminal too, not only to its log. */
  readonly #verbose: boolean;
  /** Processes started and not yet ended, each the leader of its own group, for clean-up. */
  readonly #running = new Set<number>();
  /** Set by the clean-up: a stage still replaying beside a failed one starts nothing more. */
  #aborted = false;

  constructor(identity: Identity, verbose: boolean) {
    this.identity = identity;
    this.#verbose = verbose;
  }

  /** Starts `argv`, output appended to `logFile`; `exited` resolves once it and its output are done. */
  start(argv: string[], options: StartOptions): { child: ChildProcess; exited: Promise<Exit> } {
    if (this.#aborted) throw new StepFailed("stopped: another step failed");
    const log = createWriteStream(options.logFile, { flags: "a" });
    const [command, ...args] = [...this.identity.prefix, ...argv];
    const child = spawn(command!, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    this.#running.add(child.pid!);
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      if (this.#verbose) stream.pipe(process.stdout, { end: false });
    }
    const exited = new Promise<Exit>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code, signal) => {
        this.#running.delete(child.pid!);
        log.end();
        resolve({ code, signal });
      });
    });
    return { child, exited };
  }

  /** Runs `argv` to its end (its group killed after `timeoutMs`); resolves its exit code, 128 + n for signal n. */
  async run(argv: string[], options: RunOptions): Promise<number> {
    const { child, exited } = this.start(argv, options);
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => stopGroup(child.pid!, "SIGKILL"), options.timeoutMs);
    try {
      const { code, signal } = await exited;
      return code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Kills every group still running and refuses to start more. */
  stopAll() {
    this.#aborted = true;
    for (const pid of this.#running) stopGroup(pid, "SIGKILL");
  }
}

function stopGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** The last `lines` lines of a log, for a failure's message. */
export function tail(file: string, lines = 60): string {
  if (!existsSync(file)) return "(no output)";
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}

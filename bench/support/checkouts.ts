// Past revisions of this repository, checked out to run beside the current one
// (bench:search-history): a detached git worktree per commit under the system's temporary
// folder, its dependencies installed once per lock file from that commit's own lock (an
// older tree may need a package the current one dropped), and its Prisma client
// generated. Kept between runs; `git worktree prune` forgets them once the folder is gone.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.join(tmpdir(), "bench-search-history");

export interface Checkout {
  commit: string;
  /** The commit's subject line, for the report. */
  subject: string;
  directory: string;
}

export function checkOut(revision: string, log: (line: string) => void): Checkout {
  const commit = git("rev-parse", "--verify", `${revision}^{commit}`);
  const subject = git("log", "-1", "--format=%s", commit);
  const directory = path.join(ROOT, commit.slice(0, 12));
  if (!existsSync(path.join(directory, "package.json"))) {
    log(`checking out ${commit.slice(0, 12)} into ${directory}`);
    mkdirSync(ROOT, { recursive: true });
    git("worktree", "add", "--detach", directory, commit);
  }
  const modules = path.join(directory, "node_modules");
  if (!existsSync(modules)) symlinkSync(installedModules(commit, log), modules, "dir");
  // Prisma's client is generated, not committed; the commit's own generator writes it.
  execFileSync(process.execPath, [path.join(modules, "tsx/dist/cli.mjs"), "scripts/generate.ts"], {
    cwd: directory,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { commit, subject, directory };
}

/** node_modules installed from `commit`'s lock file, shared by every commit with the same lock. */
function installedModules(commit: string, log: (line: string) => void): string {
  const lock = git("rev-parse", `${commit}:package-lock.json`);
  if (lock === git("hash-object", "package-lock.json")) return path.resolve("node_modules");
  const directory = path.join(ROOT, `modules-${lock.slice(0, 12)}`);
  const modules = path.join(directory, "node_modules");
  if (existsSync(path.join(directory, "installed"))) return modules;
  log(`installing the dependencies of lock ${lock.slice(0, 12)} (once)`);
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, "package.json"), git("show", `${commit}:package.json`));
  writeFileSync(path.join(directory, "package-lock.json"), git("show", `${commit}:package-lock.json`));
  execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: directory, stdio: "inherit" });
  writeFileSync(path.join(directory, "installed"), "");
  return modules;
}

function git(...args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).trim();
}

// --reuse-dev-install: the build stage's full `npm ci` replaced by the checkout's own
// node_modules, for CI, which has just installed it from the same lockfile with the same npm
// (the replay of `npm ci --omit=dev`, the install the image runs on, still runs).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Identity } from "./processes.ts";
import { StepFailed } from "./report.ts";

/** Whether a RUN step is the install the checkout's node_modules can stand in for. */
export const isFullInstall = (command: string) => /^npm ci(\s|$)/.test(command) && !command.includes("--omit");

/**
 * Puts the checkout's node_modules in the stage's working folder, once sure it is the
 * stage's lockfile's. As root the files are hard links: still root's and read-only to the
 * user, so the build cannot change the checkout's copy; only the folders are the user's,
 * for the files the build adds.
 */
export async function reuseCheckoutInstall(repoRoot: string, workdirOnHost: string, identity: Identity) {
  const lockfile = await readFile(path.join(repoRoot, "package-lock.json"), "utf8");
  if ((await readFile(path.join(workdirOnHost, "package-lock.json"), "utf8").catch(() => "")) !== lockfile) {
    throw new StepFailed("--reuse-dev-install: the stage's package-lock.json is not the checkout's");
  }
  type Packages = Record<string, { version?: string; optional?: boolean; devOptional?: boolean }>;
  const wanted = (JSON.parse(lockfile) as { packages: Packages }).packages;
  const hiddenLockfile = path.join(repoRoot, "node_modules", ".package-lock.json");
  const installed = existsSync(hiddenLockfile)
    ? (JSON.parse(await readFile(hiddenLockfile, "utf8")) as { packages: Packages }).packages
    : {};
  const differs =
    Object.entries(installed).some(([name, entry]) => wanted[name]?.version !== entry.version) ||
    Object.entries(wanted).some(
      ([name, entry]) => name !== "" && !entry.optional && !entry.devOptional && !installed[name],
    );
  if (differs)
    throw new StepFailed("--reuse-dev-install: the checkout's node_modules is not this lockfile's: run npm ci");
  const target = path.join(workdirOnHost, "node_modules");
  if (identity.asRoot) {
    execFileSync("cp", ["-a", "--link", path.join(repoRoot, "node_modules"), target]);
    execFileSync("find", [target, "-type", "d", "-exec", "chown", `${identity.uid}:${identity.gid}`, "{}", "+"]);
  } else {
    // Links would be the current user's to write through: a copy keeps the checkout safe.
    execFileSync("cp", ["-a", path.join(repoRoot, "node_modules"), target]);
  }
}

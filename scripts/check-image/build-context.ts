// The build context: what `docker build .` would send from a clean clone of the working tree.
// That is git's tracked and untracked-but-not-ignored files as they are on disk, less what
// .dockerignore leaves out, read by Docker's rules rather than git's (`node_modules` there
// means the top-level folder only, not one at any depth).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, copyFile, lstat, mkdir, readlink, symlink } from "node:fs/promises";
import path from "node:path";

interface IgnoreRule {
  pattern: RegExp;
  exception: boolean;
}

/** A .dockerignore pattern (Go's filepath.Match plus `**`) as a regular expression. */
function globToRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === "*" && glob[i + 1] === "*") {
      i++;
      if (glob[i + 1] === "/") {
        i++;
        source += "(?:.*/)?";
      } else {
        source += ".*";
      }
    } else if (char === "*") {
      source += "[^/]*";
    } else if (char === "?") {
      source += "[^/]";
    } else if (char === "[" && glob.indexOf("]", i) > i) {
      const end = glob.indexOf("]", i);
      source += glob.slice(i, end + 1).replace(/^\[!/, "[^");
      i = end;
    } else {
      source += char.replace(/[.+^${}()|\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}

export function parseIgnoreRules(text: string): IgnoreRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const exception = line.startsWith("!");
      const glob = path.posix.normalize((exception ? line.slice(1) : line).trim().replace(/^\/+/, ""));
      return { pattern: globToRegExp(glob), exception };
    });
}

/** Docker's rule: a pattern that matches a folder leaves out everything in it; the last match wins. */
export function isIgnored(file: string, rules: IgnoreRule[]): boolean {
  const parts = file.split("/");
  const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join("/"));
  let ignored = false;
  for (const rule of rules) {
    if (prefixes.some((prefix) => rule.pattern.test(prefix))) ignored = !rule.exception;
  }
  return ignored;
}

/** Copies into `target` the files `docker build .` would send from a clean clone of `repoRoot`; returns their count. */
export async function copyBuildContext(repoRoot: string, target: string): Promise<number> {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter(Boolean);
  const ignoreFile = path.join(repoRoot, ".dockerignore");
  const rules = existsSync(ignoreFile) ? parseIgnoreRules(readFileSync(ignoreFile, "utf8")) : [];
  let copied = 0;
  for (const file of new Set(listed)) {
    if (isIgnored(file, rules)) continue;
    const from = path.join(repoRoot, file);
    // Tracked but deleted in the working tree: a clone of this tree would not have it either.
    const info = await lstat(from).catch(() => null);
    if (!info) continue;
    const to = path.join(target, file);
    await mkdir(path.dirname(to), { recursive: true });
    if (info.isSymbolicLink()) {
      await symlink(await readlink(from), to);
    } else {
      await copyFile(from, to);
      await chmod(to, info.mode & 0o777);
    }
    copied++;
  }
  return copied;
}

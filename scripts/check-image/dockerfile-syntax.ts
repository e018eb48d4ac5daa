// The pieces of Dockerfile syntax the parser (dockerfile.ts) reads instructions with. Each
// accepts only the forms the replay can follow and names the line of anything else: a form
// read loosely would be a step replayed differently from how Docker runs it.

export interface Located {
  /** The instruction's first line in the Dockerfile, for messages. */
  line: number;
  /** The instruction as written (continuations joined), for the step log. */
  text: string;
}

export class DockerfileError extends Error {
  constructor(line: number, message: string) {
    super(`Dockerfile line ${line}: ${message}`);
  }
}

/** Instructions joined across `\` continuations, without comments and blank lines. */
export function logicalLines(text: string): Located[] {
  const lines: Located[] = [];
  let current: Located | null = null;
  text.split("\n").forEach((raw, index) => {
    const trimmed = raw.trim();
    // Docker drops comment lines and blank lines, also inside a continued instruction.
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const continues = trimmed.endsWith("\\");
    const part = continues ? trimmed.slice(0, -1).trim() : trimmed;
    current = current ? { line: current.line, text: `${current.text} ${part}` } : { line: index + 1, text: part };
    if (!continues) {
      lines.push(current);
      current = null;
    }
  });
  if (current) throw new Error("The Dockerfile ends inside a continued instruction");
  return lines;
}

/** Leading `--name=value` options, and what follows them. */
export function takeOptions(args: string): { options: Array<[string, string]>; rest: string } {
  const options: Array<[string, string]> = [];
  let rest = args.trim();
  for (let match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest); match; match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest)) {
    options.push([match[1]!, match[2] ?? ""]);
    rest = rest.slice(match[0].length);
  }
  return { options, rest };
}

export function execForm(line: number, text: string, what: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((part) => typeof part === "string")) {
    // The shell form would start `sh -c`, which does not pass SIGTERM on to the server.
    throw new DockerfileError(line, `${what} must be in exec form (a JSON array of strings)`);
  }
  return parsed as string[];
}

/** `a=b c="d e"`: ENV's key=value form (values are taken literally: no $ expansion here). */
export function envPairs(line: number, args: string): Record<string, string> {
  const vars: Record<string, string> = {};
  const pair = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)\s*/y;
  let at = 0;
  while (at < args.length) {
    pair.lastIndex = at;
    const match = pair.exec(args);
    if (!match) throw new DockerfileError(line, "ENV must be written as NAME=value pairs");
    const raw = match[2]!;
    const value = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
    if (value.includes("$")) throw new DockerfileError(line, "ENV values with $ are not replayed");
    vars[match[1]!] = value;
    at = pair.lastIndex;
  }
  return vars;
}

export function seconds(line: number, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(value);
  if (!match) throw new DockerfileError(line, `"${value}" is not a duration such as 5s`);
  const amount = Number(match[1]);
  return match[2] === "ms" ? amount / 1000 : match[2] === "m" ? amount * 60 : amount;
}

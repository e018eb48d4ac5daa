// A V8 CPU profile (node:inspector's Profiler) read as where a server's CPU went: self time
// by function and by package, the packages grouped as the request's layers are named
// (yoga, pothos, prisma, pg, graphql, node internals, our code).
import type { Profiler } from "node:inspector";

/** A package's layer; packages not named here keep their own name. */
const LAYERS: [RegExp, string][] = [
  [/^(graphql-yoga|@graphql-yoga\/.*|@envelop\/.*|@whatwg-node\/.*|@escape\.tech\/graphql-armor.*)$/, "yoga"],
  [/^@pothos\/.*$/, "pothos"],
  [/^(@prisma\/.*|prisma)$/, "prisma"],
  [/^(pg|pg-.*|postgres-.*)$/, "pg"],
  [/^(graphql|graphql-jit)$/, "graphql"],
  [/^(hono|@hono\/.*)$/, "hono"],
];

export interface SelfTime {
  name: string;
  layer: string;
  ms: number;
  share: string;
}

export interface ProfileSummary {
  /** The top functions by self time. */
  functions: SelfTime[];
  layers: SelfTime[];
  /** Time sampled outside "(idle)": the thread busy, or waiting for a core. */
  sampledMs: number;
}

export function summarizeProfile(profile: Profiler.Profile, top = 15): ProfileSummary {
  const selfMs = new Map<number, number>();
  profile.samples?.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  const byFunction = new Map<string, { layer: string; ms: number }>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (ms === 0 || functionName === "(idle)" || functionName === "(root)") continue;
    // The profiler's own start: Profiler.start runs inside the inspector session's native
    // dispatch, and first logs every function compiled so far (hundreds of ms in the app).
    if (functionName === "dispatch" && !url) continue;
    const name = `${functionName || "(anonymous)"} ${where(url, lineNumber)}`.trim();
    const entry = byFunction.get(name) ?? { layer: layerOf(functionName, url), ms: 0 };
    entry.ms += ms;
    byFunction.set(name, entry);
  }
  const total = [...byFunction.values()].reduce((sum, entry) => sum + entry.ms, 0);
  const byLayer = new Map<string, number>();
  for (const { layer, ms } of byFunction.values()) byLayer.set(layer, (byLayer.get(layer) ?? 0) + ms);
  const row = (name: string, layer: string, ms: number) => ({
    name,
    layer,
    ms: Math.round(ms),
    share: `${((ms / total) * 100).toFixed(1)}%`,
  });
  return {
    functions: [...byFunction]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, top)
      .map(([name, { layer, ms }]) => row(name, layer, ms)),
    layers: [...byLayer].sort((a, b) => b[1] - a[1]).map(([layer, ms]) => row(layer, layer, ms)),
    sampledMs: total,
  };
}

function layerOf(functionName: string, url: string): string {
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "node internals";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) return LAYERS.find(([pattern]) => pattern.test(pkg))?.[1] ?? pkg;
  // Node's fetch classes (Request, Response, Headers), which Hono and Yoga build on.
  if (url.startsWith("node:internal/deps/undici")) return "undici (web Request/Response)";
  // V8's builtins have no URL; Node's own modules are node:…
  if (!url || url.startsWith("node:")) return "node internals";
  return "our code";
}

/**
 * A package's file and line, or our file without a line: tsx compiles our TypeScript as it
 * loads it, and the profile's lines are the compiled code's, not the source's.
 */
function where(url: string, lineNumber: number): string {
  const inPackage = /node_modules\/(.*)$/.exec(url)?.[1];
  if (inPackage) return `${inPackage}:${lineNumber + 1}`;
  if (url.startsWith("node:")) return `${url}:${lineNumber + 1}`;
  return url.replace(/^file:\/\/.*?\/(graph|shared|bench)\//, "$1/");
}

// Prisma's schema engine compiled to WebAssembly. The CLI's `prisma migrate` needs a
// native binary that cannot be downloaded here, so migrations run through this
// module instead, over the same driver adapters the application uses.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";

export type { SchemaEngine };

/** A factory the engine can connect through; `release` frees what the factory opened. */
export interface MigrationConnection {
  factory: SqlMigrationAwareDriverAdapterFactory;
  release(): Promise<void>;
}

// The bindings keep the instance in module state, so one instance serves the whole
// process; compiling 5 MB of WebAssembly again for every migration would be waste.
let loaded: Promise<void> | undefined;

function loadEngine(): Promise<void> {
  loaded ??= (async () => {
    // Rust panics report their message through this global. Prisma Client's runtime
    // installs one that throws it; this stands in when the client is not loaded.
    const registry = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown };
    registry.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message(message: string) {
        throw new Error(`Prisma schema engine panicked: ${message}`);
      },
    };
    // Node cannot import a .wasm file, so read the one beside the bindings.
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
    const module = await WebAssembly.compile(await readFile(wasmPath));
    const instance = await WebAssembly.instantiate(module, { "./schema_engine_bg.js": withIdleTimers(bindings) });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
  })();
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

// The engine arms a 10 s timer around Prisma's migration lock and never clears it, which
// kept Node alive for 10 s after every migration. Its timers hold the process only while
// an engine call is running.
const armedTimers = new Set<NodeJS.Timeout>();
let runningCalls = 0;

function withIdleTimers(imports: typeof bindings): WebAssembly.ModuleImports {
  const patched: Record<string, WebAssembly.ImportValue> = { ...(imports as Record<string, WebAssembly.ImportValue>) };
  for (const name of Object.keys(patched).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
    patched[name] = (callback: () => void, ms: number) => {
      const timer = setTimeout(() => {
        armedTimers.delete(timer);
        callback();
      }, ms >>> 0);
      if (runningCalls === 0) timer.unref();
      else armedTimers.add(timer);
      return timer;
    };
  }
  return patched;
}

function settleTimers(): void {
  if (runningCalls > 0) return;
  for (const timer of armedTimers) timer.unref();
  armedTimers.clear();
}

/**
 * Runs `use` with an engine connected through `connection`, then frees the engine and
 * releases the connection (which, on PostgreSQL, also releases Prisma's migration lock).
 */
export async function withSchemaEngine<T>(
  connection: MigrationConnection,
  use: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  runningCalls++;
  try {
    await loadEngine();
    // The engine calls the factory's methods detached from it; binding keeps `this`
    // and turns driver errors into the results the engine expects.
    const factory = bindMigrationAwareSqlAdapterFactory(connection.factory);
    const engine = await bindings.SchemaEngine.new({ datamodels: undefined }, logEngineEvent, factory);
    try {
      return await use(engine);
    } finally {
      engine.free();
    }
  } finally {
    runningCalls--;
    settleTimers();
    await connection.release();
  }
}

function logEngineEvent(event: string): void {
  if (process.env.DEBUG?.includes("schema-engine")) console.error(event);
}

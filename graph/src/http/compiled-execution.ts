// Which GraphQL documents run compiled (graphql-jit) instead of interpreted by graphql-js.
//
// Compiled, the home search costs about a third less CPU than interpreted. Compiling costs
// much more than running once, though: a page of providers under the fifteen aliases the
// guards allow took ~40 ms and kept ~2.4 MB of generated code. So the SPA's trusted
// documents (few, fixed, and each recurs) run compiled from their first use; any other
// document from its third use, which a partner's integration, sending the same few
// documents again and again, soon reaches and a stream of one-off documents never does; and
// at most MAX_COMPILED_DOCUMENTS of those are kept. When all places are taken, the least
// recently used document gives its place up only once it has gone unused for a minute:
// otherwise more recurring documents than places would each be compiled again and again.
// The same pattern as db/rows.ts's prepared statements.
//
// Not @envelop/graphql-jit: it keeps one compiled query per document object for as long as
// the parser's cache keeps the document (1,024 of them, an hour), and one per document
// whatever operation a request names, so a document holding two operations would run the
// first one's for both.
import type { DocumentNode } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import { type Plugin, makeExecute } from "graphql-yoga";
import { LRUCache } from "lru-cache";

export const COMPILE_FROM_USE = 3;
export const MAX_COMPILED_DOCUMENTS = 64;
export const IDLE_BEFORE_REPLACED_MS = 60_000;

export interface CompiledExecutionOptions {
  /** The SPA's trusted documents (http/persisted-operations.ts): compiled from their first use. */
  isTrusted: (document: DocumentNode) => boolean;
  /** The use from which another document runs compiled; default COMPILE_FROM_USE. */
  fromUse?: number;
  /** How many other documents stay compiled at once; default MAX_COMPILED_DOCUMENTS. */
  maxCompiled?: number;
  /** Milliseconds on a monotonic clock; performance.now by default. */
  now?: () => number;
}

/**
 * A document's compiled operations by name ("" for an unnamed one), each as the execute
 * function Yoga is handed (made once, not per request); null: it did not compile.
 */
type Compiled = Map<string, ExecuteFunction | null>;
type ExecuteFunction = ReturnType<typeof makeExecute>;

const executeCompiled = (query: CompiledQuery): ExecuteFunction =>
  makeExecute((execution) => query.query(execution.rootValue, execution.contextValue, execution.variableValues));

export function compiledExecution(options: CompiledExecutionOptions): Plugin {
  const fromUse = options.fromUse ?? COMPILE_FROM_USE;
  const trusted = new WeakMap<DocumentNode, Compiled>();
  const maxCompiled = options.maxCompiled ?? MAX_COMPILED_DOCUMENTS;
  const now = options.now ?? (() => performance.now());
  const others = new LRUCache<DocumentNode, { compiled: Compiled; lastUsed: number }>({ max: maxCompiled });
  // Keyed by the parser cache's document object, so the uses of one text add up.
  const uses = new WeakMap<DocumentNode, number>();

  function compiledOf(document: DocumentNode): Compiled | undefined {
    if (options.isTrusted(document)) {
      let compiled = trusted.get(document);
      if (!compiled) trusted.set(document, (compiled = new Map()));
      return compiled;
    }
    const kept = others.get(document);
    if (kept) {
      kept.lastUsed = now();
      return kept.compiled;
    }
    const used = (uses.get(document) ?? 0) + 1;
    uses.set(document, used);
    if (used < fromUse || !hasPlace()) return undefined;
    const compiled: Compiled = new Map();
    others.set(document, { compiled, lastUsed: now() });
    return compiled;
  }

  /** A free place, or one whose document (the least recently used) has gone idle. */
  function hasPlace(): boolean {
    if (others.size < maxCompiled) return true;
    const leastRecent = others.rvalues().next().value;
    return !leastRecent || now() - leastRecent.lastUsed >= IDLE_BEFORE_REPLACED_MS;
  }

  return {
    onExecute({ args, setExecuteFn }) {
      const compiled = compiledOf(args.document);
      if (!compiled) return;
      const name = args.operationName ?? "";
      let execute = compiled.get(name);
      if (execute === undefined) {
        const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
        // graphql-js answers what graphql-jit cannot compile, with its own words for why.
        execute = isCompiledQuery(result) ? executeCompiled(result) : null;
        compiled.set(name, execute);
      }
      if (execute) setExecuteFn(execute);
    },
  };
}

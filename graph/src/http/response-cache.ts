// GraphQL's shared answers (see public-cache.ts): a response cache keyed by the public
// data version, for anonymous queries whose every root field is public and does not depend
// on the clock. Invalidation is the version's alone: nothing here watches mutations, which
// would miss jobs, REST, scripts and the other app processes.
import { createHash } from "node:crypto";
import { type DocumentNode, type ExecutionResult, getOperationAST, Kind, type SelectionSetNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import type { Clock } from "../context.ts";
import { FIGURES_MAX_AGE_MS, figuresCountedAt } from "../services/marketplace/figures.ts";
import { isAnonymous, PUBLIC_CACHE_LIMITS, type PublicAnswers } from "./public-cache.ts";
import type { RequestContext } from "./request-context.ts";

/**
 * The root fields whose answer is the same for every visitor and changes only when the
 * tables behind the version change. Left out on purpose: `availability` (which slots are
 * still open depends on the clock), `quizMatches` (one visitor's quiz), and every field
 * that needs a signed-in viewer. `viewer` is here because a visitor's is always null, and
 * `paymentsSetup` because it is the server's configuration. `node`/`nodes` answer null to a
 * visitor for every type but the public ones (Provider, City, Category, Review).
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  "__typename",
  "providers",
  "cleaningFinder",
  "categories",
  "cities",
  "city",
  "provinces",
  "nearestCity",
  "recentReviews",
  "marketplaceFigures",
  "node",
  "nodes",
  "viewer",
  "paymentsSetup",
]);

/**
 * The public root fields whose resolved data is everyone's, signed in or not, kept per field
 * under the public data version inside any operation (public-field-cache.ts), each with the
 * model its Prisma query starts from. Only what the service returns is kept: nested fields
 * still resolve per request, their read rules and scopes checked against the viewer.
 * Partners share it too: it is the same public data a visitor reads, and their request was
 * counted against its token before it got here. Left out: `providers` (a search per
 * filter, already the response cache's), `node`/`nodes` (readable per viewer), and
 * `marketplaceFigures`, which its service already counts once a minute for every caller
 * (services/marketplace/figures.ts) from bookings the version does not cover.
 */
export const SHARED_FIELD_DATA = {
  categories: "Category",
  cities: "City",
  city: "City",
  provinces: "City",
  recentReviews: "Review",
} as const satisfies Record<string, string>;

export type SharedRootField = keyof typeof SHARED_FIELD_DATA;

interface KeptResult {
  json: string;
}

/**
 * Requests whose answer read something the version does not cover, wherever the operation
 * reached it from (a TimeSlot through `node`: its state moves with the clock and bookings):
 * their answer is neither kept nor marked shared.
 */
const unshareableAnswers = new WeakSet<object>();

/** Called by a resolver that reads such data: this request's answer stays its own. */
export function keepAnswerUnshared(ctx: object): void {
  unshareableAnswers.add(ctx);
}

/** Counted apart by its own service, at most once a minute (services/marketplace/figures.ts). */
const FIGURES_FIELD = "marketplaceFigures";

interface Classification {
  shared: boolean;
  holdsFigures: boolean;
}

interface Lookup {
  /** The document and operation, whatever the variables. */
  operation: string;
  key: string;
  /** The clock when the version was read, before anything was resolved. */
  startedAt: number;
  /** Known once the document is parsed (a cached answer is served before that). */
  classification?: Classification;
}

/**
 * The look-up runs at onParams, after the session is settled and a persisted operation's text
 * is filled in, before the document is parsed or validated; a miss is kept once executed.
 * Written for these answers rather than taken from Yoga's response-cache plugin: that plugin
 * adds an aliased `__typename` to every selection, to track entities for invalidation this
 * cache does not do, then copies every answer it executes to take them out again (about a
 * tenth of an executed search's CPU), and names its key in ETag headers the app then removes.
 */
export function publicResponseCache(answers: PublicAnswers, clock: Clock): Plugin<RequestContext>[] {
  const lookups = new WeakMap<object, Lookup>();
  // Operations seen not to be shared (mutations, private fields), so their next requests
  // skip reading the version. Their text is only known parsed after the look-up, and this
  // runs before the guards that make parsing safe, so it is learned, not parsed here.
  const unshared = new LRUCache<string, true>({ max: 1_000 });
  const sharesAnswer = (context: object) => {
    const lookup = lookups.get(context);
    return lookup !== undefined && lookup.classification?.shared !== false && !unshareableAnswers.has(context);
  };
  return [
    {
      async onParams({ params, context, setResult }) {
        const ctx = context as unknown as RequestContext;
        // A persisted operation's text is filled in by its plugin, which runs first; without
        // any text, operations could not be told apart. Only visitors share answers.
        if (!isAnonymous(ctx) || !params.query) return;
        const operation = sha256(`${params.query}\n${params.operationName ?? ""}`);
        const variables = variablesText(params.variables);
        if (unshared.has(operation) || variables === null) return;
        const startedAt = clock.now().getTime();
        const version = await answers.versionFor(ctx);
        if (version === null) return;
        const key = `graphql:${version}:${operation}:${sha256(variables)}`;
        lookups.set(ctx, { operation, key, startedAt });
        // Found, it was kept for this very document, operation and variables, so it was
        // classified shared when kept.
        const kept = answers.get<KeptResult>(key);
        if (kept) setResult(JSON.parse(kept.json) as ExecutionResult);
      },
      onExecute({ args }) {
        const lookup = lookups.get(args.contextValue);
        if (!lookup) return;
        lookup.classification = classify(args.document, args.operationName);
        if (!lookup.classification.shared) {
          unshared.set(lookup.operation, true);
          return;
        }
        return {
          onExecuteDone({ result }) {
            if (isAsyncIterable(result) || result.errors?.length || unshareableAnswers.has(args.contextValue)) return;
            const maxAgeMs = answerMaxAge(lookup, args.contextValue, clock);
            if (maxAgeMs === 0) return;
            // Kept as its JSON text, not its objects: text takes about a byte a character, so
            // the store's bound is what it holds in memory (a result's objects take several
            // times that). A hit parses it back (a fraction of a millisecond); Yoga writes it out.
            const json = JSON.stringify(result);
            answers.set(lookup.key, { json } satisfies KeptResult, json.length, maxAgeMs);
          },
        };
      },
      // Tells the HTTP layer (public-http-cache.ts) which answers are everyone's.
      onExecutionResult({ result, request, context }) {
        if (!result || !sharesAnswer(context) || isAsyncIterable(result) || result.errors?.length) return;
        answers.markShared(request, lookups.get(context)!.key);
      },
    },
  ];
}

function isAsyncIterable(result: object): result is AsyncIterable<unknown> {
  return Symbol.asyncIterator in result;
}

/**
 * How long an answer may be kept: the store's maximum age, but never longer than the
 * marketplace figures it holds stay fresh. Those are counted apart, once a minute, so the
 * version does not cover them. If the count held now was taken after this request began,
 * the answer may hold the count before it, whose age is unknown: it is not kept at all.
 */
function answerMaxAge(lookup: Lookup, ctx: RequestContext, clock: Clock): number {
  const ttl = PUBLIC_CACHE_LIMITS.maxAgeMs;
  if (!lookup.classification?.holdsFigures) return ttl;
  const countedAt = figuresCountedAt(ctx);
  if (countedAt === null || countedAt > lookup.startedAt) return 0;
  // The count is fresh while younger than its maximum age; the store keeps an answer up to
  // and including its own, hence the millisecond less.
  return Math.max(0, Math.min(ttl, countedAt + FIGURES_MAX_AGE_MS - 1 - clock.now().getTime()));
}

/**
 * The variables as text, or null when they nest too deep to write out: this runs before
 * they are checked, and such a request is refused with a 400 once they are.
 */
function variablesText(variables: unknown): string | null {
  try {
    return JSON.stringify(variables ?? {});
  } catch {
    return null;
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

const classifications = new WeakMap<DocumentNode, Map<string, Classification>>();

/** Whether the operation is a query whose every root field is public (fragments included). */
export function classify(document: DocumentNode, operationName?: string | null): Classification {
  let byOperation = classifications.get(document);
  if (!byOperation) classifications.set(document, (byOperation = new Map()));
  const known = byOperation.get(operationName ?? "");
  if (known) return known;
  const operation = getOperationAST(document, operationName);
  const roots = new Set<string>();
  if (operation?.operation === "query") collectRootFields(document, operation.selectionSet, roots, new Set());
  const classification = {
    shared: roots.size > 0 && [...roots].every((field) => PUBLIC_ROOT_FIELDS.has(field)),
    holdsFigures: roots.has(FIGURES_FIELD),
  };
  byOperation.set(operationName ?? "", classification);
  return classification;
}

function collectRootFields(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  roots: Set<string>,
  spread: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) roots.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      collectRootFields(document, selection.selectionSet, roots, spread);
    else if (!spread.has(selection.name.value)) {
      spread.add(selection.name.value);
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      // An unknown fragment fails validation; here it just makes the operation unshared.
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        collectRootFields(document, fragment.selectionSet, roots, spread);
      else roots.add(`...${selection.name.value}`);
    }
  }
}

// The answers every anonymous visitor shares: the providers search, categories,
// cities, recent reviews. They are kept in memory under the database's public data version
// (migration public_data_version), which triggers raise in the commit of any write to the
// tables behind them, through any door, job, script or app process. So a request reads the
// version (one tiny statement) and looks its answer up under it: after a write, every older
// answer is unreachable, and the LRU's bounds and a maximum age drop it later.
import { LRUCache } from "lru-cache";
import type { Clock } from "../context.ts";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { queryRows } from "../db/rows.ts";
import type { RequestContext } from "./request-context.ts";

export const PUBLIC_CACHE_LIMITS = {
  /** Distinct answers kept: every city's search for each category fits, with room. */
  entries: 5_000,
  /**
   * Characters kept in all: answers are kept as JSON text or bytes, so about this many bytes
   * of memory per process. A search's answer is a few KB: thousands fit.
   */
  characters: 16 * 1024 * 1024,
  /**
   * A safety net, not the invalidation: a write the triggers cannot see (one made with
   * triggers disabled, a restored backup) shows within this long.
   */
  maxAgeMs: 5 * 60_000,
} as const;

/** Only a visitor shares answers: never a signed-in viewer, nor a partner (counted per token). */
export function isAnonymous(ctx: Pick<RequestContext, "viewer" | "partner">): boolean {
  return ctx.viewer === null && ctx.partner === null;
}

/** A store of public data under the version: bounded in entries and characters, aged by the app's clock. */
export function publicStore<V extends object>(
  clock: Clock,
  limits: Record<keyof typeof PUBLIC_CACHE_LIMITS, number>,
): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: limits.entries,
    maxSize: limits.characters,
    ttl: limits.maxAgeMs,
    // Ages by the app's clock, as the rules whose answers it keeps do (the figures' minute).
    perf: { now: () => clock.now().getTime() },
    // Ask the clock every time: a test's clock moves in steps, not with real time.
    ttlResolution: 0,
  });
}

const VERSION_READ = Prisma.sql`SELECT "version"::text AS "version" FROM "PublicDataVersion" WHERE "id" = 1`;

/** The public data version `db` holds now; null without the row. */
export async function publicDataVersion(db: PrismaClient): Promise<string | null> {
  const rows = await queryRows<{ version: string }>(db, VERSION_READ);
  return rows[0]?.version ?? null;
}

const knownVersion = Symbol("public data version already read");
type VersionKnown = { [knownVersion]?: Promise<string | null> };

export class PublicAnswers {
  readonly #store: LRUCache<string, object>;
  /** The requests answered with shared data, and the key their answer is kept under. */
  readonly #answered = new WeakMap<Request, string>();
  /** Each request's version read, by its context: one statement however many caches ask. */
  readonly #versions = new WeakMap<object, Promise<string | null>>();

  /** Told whether each look-up found an answer (observability/metrics.ts). */
  readonly #onLookup: ((hit: boolean) => void) | undefined;

  constructor(
    clock: Clock,
    limits: typeof PUBLIC_CACHE_LIMITS = PUBLIC_CACHE_LIMITS,
    onLookup?: (hit: boolean) => void,
  ) {
    this.#store = publicStore(clock, limits);
    this.#onLookup = onLookup;
  }

  /**
   * The version for this request, read once however many caches ask (the response cache at
   * the look-up, then the per-field cache of public-field-cache.ts during execution).
   */
  versionFor(ctx: Pick<RequestContext, "db">): Promise<string | null> {
    const known = (ctx as VersionKnown)[knownVersion];
    if (known) return known;
    let version = this.#versions.get(ctx);
    if (!version) this.#versions.set(ctx, (version = this.version(ctx.db)));
    return version;
  }

  /**
   * The version for this request, read by a statement that read something else too. Kept on
   * the context itself, as an own enumerable property: GraphQL's execution works on a copy of
   * the context the door made, which a property is copied into and a WeakMap entry is not.
   */
  knowVersion(ctx: Pick<RequestContext, "db">, version: string | null): void {
    (ctx as VersionKnown)[knownVersion] ??= Promise.resolve(version);
  }

  /**
   * The public data version, as this request's statements will see it; null without the row.
   * Straight to the driver (db/rows.ts): every visitor's request reads it.
   */
  version(db: PrismaClient): Promise<string | null> {
    return publicDataVersion(db);
  }

  get<T extends object>(key: string): T | undefined {
    const answer = this.#store.get(key) as T | undefined;
    this.#onLookup?.(answer !== undefined);
    return answer;
  }

  /** Keeps an answer of `size` characters, for at most `maxAgeMs` (the default maximum otherwise). */
  set(key: string, answer: object, size: number, maxAgeMs?: number): void {
    this.#store.set(key, answer, { size: Math.max(1, size), ttl: maxAgeMs });
  }

  /** Marks the request as answered with shared data kept under `key`. */
  markShared(request: Request, key: string): void {
    this.#answered.set(request, key);
  }

  isShared(request: Request): boolean {
    return this.#answered.has(request);
  }

  /** The answer set a cookie after all: it is nobody else's, so it is dropped, not shared. */
  withdraw(request: Request): void {
    const key = this.#answered.get(request);
    if (key !== undefined) this.#store.delete(key);
    this.#answered.delete(request);
  }
}

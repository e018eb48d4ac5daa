// The public root fields everyone reads alike (SHARED_FIELD_DATA in response-cache.ts),
// answered from memory inside any operation: a signed-in customer's home query pays for
// its session, its viewer and its search, not for the cities, categories and reviews every
// other caller reads too. What is kept is the field's resolved data, what its service
// returned, keyed by the field, its arguments, its Prisma query (which follows the
// selection) and the public data version: a write to the tables behind it, through any door,
// makes the next read a miss, as for the whole answers of public-cache.ts. The version is
// read once per request, and only when a kept field is resolved (PublicAnswers.versionFor),
// unless the session's statement read it already (PublicAnswers.knowVersion). Only Query's
// root fields are kept, and no payload offers Query, so a mutation never reads a kept field
// under a version from before its own write.
import { createHash } from "node:crypto";
import type { Plugin } from "graphql-yoga";
import type { LRUCache } from "lru-cache";
import type { Clock } from "../context.ts";
import { PUBLIC_CACHE_LIMITS, type PublicAnswers, publicStore } from "./public-cache.ts";
import type { RequestContext } from "./request-context.ts";
import { SHARED_FIELD_DATA, type SharedRootField } from "./response-cache.ts";
import { readsVersionedTablesOnly } from "./versioned-tables.ts";

export const PUBLIC_FIELD_LIMITS = {
  /** Distinct field values: the city picker's searches are the many; the rest are a handful. */
  entries: 2_000,
  /** Characters of their JSON, about the bytes they hold: a list of cities is a few KB. */
  characters: 4 * 1024 * 1024,
  maxAgeMs: PUBLIC_CACHE_LIMITS.maxAgeMs,
} as const;

/**
 * A kept field's read: which field, every argument its service is given, its Prisma query
 * (none for a field without one), and how to load it.
 */
type FieldRead<T> = [field: SharedRootField, input: unknown, query: object | undefined, load: () => Promise<T>];

interface Kept {
  /** Boxed: a field's value may be null (no city by that slug). */
  value: unknown;
}

export class PublicFields {
  readonly #store: LRUCache<string, Kept>;
  /** Loads under way, so callers arriving together after a write share one. */
  readonly #loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly answers: PublicAnswers,
    clock: Clock,
    limits: Record<keyof typeof PUBLIC_FIELD_LIMITS, number> = PUBLIC_FIELD_LIMITS,
  ) {
    this.#store = publicStore<Kept>(clock, limits);
  }

  /**
   * The field's value for `input` and `query`: kept, or loaded and kept. A query reaching a
   * table the version does not cover is loaded every time (versioned-tables.ts).
   */
  async answer<T>(ctx: RequestContext, ...[field, input, query, load]: FieldRead<T>): Promise<T> {
    if (query !== undefined && !readsVersionedTablesOnly(SHARED_FIELD_DATA[field], query)) return load();
    const version = await this.answers.versionFor(ctx);
    if (version === null) return load();
    const key = `${field}:${version}:${sha256(JSON.stringify([input, query ?? null]))}`;
    const kept = this.#store.get(key);
    if (kept) return kept.value as T;
    let loading = this.#loading.get(key);
    if (!loading) {
      loading = load()
        .then((value) => this.#keep(key, value))
        .finally(() => this.#loading.delete(key));
      this.#loading.set(key, loading);
    }
    return (await loading) as T;
  }

  #keep<T>(key: string, value: T): T {
    // Frozen: every later request resolves its nested fields from these very objects.
    this.#store.set(key, { value: deepFreeze(value) }, { size: Math.max(1, JSON.stringify(value)?.length ?? 1) });
    return value;
  }
}

const fieldsOf = new WeakMap<object, PublicFields>();

/** Lends the app's kept fields to each GraphQL execution (the REST doors have their own cache). */
export function publicFieldCache(fields: PublicFields): Plugin<RequestContext> {
  return {
    onExecute({ args }) {
      fieldsOf.set(args.contextValue, fields);
    },
  };
}

/** A SHARED_FIELD_DATA root field's value: `load()`'s, from memory when the app keeps public fields. */
export function publicFieldData<T>(ctx: RequestContext, ...read: FieldRead<T>): Promise<T> {
  const fields = fieldsOf.get(ctx);
  return fields ? fields.answer(ctx, ...read) : read[3]();
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { IdempotencyKeyReusedError, ValidationError } from "../errors.ts";
import { requestFingerprint } from "./fingerprint.ts";
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from "../../../../shared/privacy/retention.ts";

/** How long a key answers with its first result. The hourly purge deletes it afterwards. */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_LIFETIME_HOURS * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_MESSAGE =
  "An idempotency key must be 1 to 255 visible ASCII characters (letters, digits or punctuation, no spaces), such as a UUID.";

// Visible ASCII only: what an HTTP header carries unchanged (no spaces a proxy might trim,
// no NUL a column cannot hold), and what the VarChar(255) column holds.
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_KEY_MESSAGE);

/** What the create step uses: the transaction that claims the key, or one of its own without a key. */
export type Db = Prisma.TransactionClient;

export interface IdempotencyClaim {
  /** The operation, e.g. "createBooking": the same key may serve different operations. */
  scope: string;
  /** The client's key; null or absent creates as if there were none. */
  key: string | null | undefined;
  /** The parsed request: a retry must send the same one (see fingerprint.ts). */
  request: unknown;
}

export interface IdempotentCreate<T> {
  /**
   * Creates the record, always in a transaction (with a key, the one that claimed it), so
   * what it writes beside the record (its outbox notifications) commits with it. It must use
   * `db` for every query: on PGlite another connection would wait forever. With
   * `reservesIdOf`, a key's claim has taken the record's id and `create` must give it that
   * `id` (null without a key: the table's default then).
   */
  create: (db: Db, id: number | null) => Promise<T>;
  /** The created record's id, stored with the key. */
  idOf: (result: T) => number;
  /** Loads the record a key's first request created, for the retries. */
  replay: (id: number) => Promise<T>;
  /**
   * The table (as SQL names it, e.g. `"Booking"`) whose serial id the claim takes for the
   * record: the key is then written once, with its answer, instead of claimed and then
   * updated. Without it the key's answer is written after `create`.
   */
  reservesIdOf?: string;
}

// A claim waits for an earlier one with the same key to commit; a burst of retries queues
// behind the first (and on PGlite behind every other transaction), so wait longer than
// Prisma's defaults (2 s to start, 5 s to finish).
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/**
 * Runs `create` at most once per key: the first request with a key creates, and every
 * later one with the same key and the same request gets that first record back, even
 * when they arrive together. The same key with a different request is an
 * IdempotencyKeyReusedError. Keys belong to an operation and to whoever asked (a user,
 * or all visitors together, where the whole request must match to get anything back).
 *
 * The key row is inserted first, in the transaction that creates the record: PostgreSQL
 * makes a second insert of the same key wait until the first transaction ends, then it
 * reads the committed row. A create that fails rolls its key back, so it can be retried.
 * The row holds its answer from its insert when the claim reserves the record's id.
 */
export async function withIdempotency<T>(
  ctx: Context,
  claim: IdempotencyClaim,
  operation: IdempotentCreate<T>,
): Promise<T> {
  if (claim.key === null || claim.key === undefined) {
    return ctx.db.$transaction((tx) => operation.create(tx, null), TRANSACTION_OPTIONS);
  }
  const key = parseIdempotencyKey(claim.key);
  const id = { scope: claim.scope, owner: ownerOf(ctx), key };
  const fingerprint = requestFingerprint(claim.request);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);

  type Outcome =
    { kind: "created"; result: T } | { kind: "claimed before"; fingerprint: string; resultId: number | null };
  const table = operation.reservesIdOf ?? null;
  const outcome = await ctx.db.$transaction(async (tx): Promise<Outcome> => {
    // One statement claims a new key or takes over an expired one the purge has not reached,
    // with the record's id when it is reserved (a claim that finds the key taken uses one up:
    // a gap in the ids, as a rolled-back insert leaves).
    const claimed = await tx.$queryRaw<{ resultId: number | null }[]>`
      INSERT INTO "IdempotencyKey" ("scope", "owner", "key", "fingerprint", "resultId", "createdAt", "expiresAt")
      VALUES (${id.scope}, ${id.owner}, ${id.key}, ${fingerprint},
              CASE WHEN ${table}::text IS NULL THEN NULL ELSE nextval(pg_get_serial_sequence(${table}::text, 'id')) END,
              ${now}, ${expiresAt})
      ON CONFLICT ("scope", "owner", "key") DO UPDATE
        SET "fingerprint" = EXCLUDED."fingerprint", "resultId" = EXCLUDED."resultId",
            "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
        WHERE "IdempotencyKey"."expiresAt" <= EXCLUDED."createdAt"
      RETURNING "resultId"`;
    const [taken] = claimed;
    if (!taken) {
      const first = await tx.idempotencyKey.findUniqueOrThrow({
        where: { scope_owner_key: id },
        select: { fingerprint: true, resultId: true },
      });
      return { kind: "claimed before", ...first };
    }
    const result = await operation.create(tx, taken.resultId);
    if (taken.resultId === null) {
      await tx.idempotencyKey.update({ where: { scope_owner_key: id }, data: { resultId: operation.idOf(result) } });
    } else if (operation.idOf(result) !== taken.resultId) {
      throw new Error(`${claim.scope} created record ${operation.idOf(result)}, not the reserved ${taken.resultId}`);
    }
    return { kind: "created", result };
  }, TRANSACTION_OPTIONS);

  if (outcome.kind === "created") return outcome.result;
  if (outcome.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  // Set in the transaction that inserted the row, so a committed row always has it.
  if (outcome.resultId === null) throw new Error(`Idempotency key in ${claim.scope} has no result`);
  return operation.replay(outcome.resultId);
}

/** A bad key is refused before anything runs: the caller would otherwise lose its protection. */
export function parseIdempotencyKey(key: string): string {
  const result = idempotencyKeySchema.safeParse(key);
  if (result.success) return result.data;
  throw new ValidationError(IDEMPOTENCY_KEY_MESSAGE, [{ path: ["idempotencyKey"], message: IDEMPOTENCY_KEY_MESSAGE }]);
}

/** Whose keys these are: one signed-in user's, or every visitor's (and the system's) together. */
function ownerOf(ctx: Context): string {
  if (ctx.viewer) return `user:${ctx.viewer.userId}`;
  return ctx.actor === "system" ? "system" : "visitor";
}

/** Keys past their expiry already count for nothing; returns how many were deleted. */
export async function purgeExpiredIdempotencyKeys(ctx: Context): Promise<number> {
  const { count } = await ctx.db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: ctx.clock.now() } } });
  return count;
}

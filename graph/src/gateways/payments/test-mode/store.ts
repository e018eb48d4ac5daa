// Test mode's Stripe is the TestModeObject table: every object Stripe would keep (intents,
// charges, refunds, subscriptions, invoices, customers, accounts, transfers and their
// reversals) and every event it sent, stored as Stripe's API answers them. Here are the
// table's reads and writes for the gateway's calls: locked reads, so two changes to one
// object run one after the other, and the insert keyed by the request's idempotency key, so
// a repeated request finds what the first one made (the database's unique key decides a
// race, across server processes too).
import type Stripe from "stripe";
import type { Prisma, PrismaClient } from "../../../generated/prisma/client.ts";
import { idempotencyConflict } from "./request-checks.ts";

export const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

type Db = PrismaClient | Prisma.TransactionClient;
type ObjectKind =
  | "payment_intent"
  | "charge"
  | "refund"
  | "subscription"
  | "invoice"
  | "customer"
  | "account"
  | "transfer"
  | "transfer_reversal"
  | "event";

export interface StoredObject {
  id: string;
  object: ObjectKind;
  idempotencyKey: string | null;
  data: object;
}

/**
 * Inserts the object unless its idempotency key is taken; true if it was inserted. Two
 * identical requests at once: the database's unique key lets exactly one in.
 */
export async function insertOnce(db: Db, row: StoredObject, now: Date): Promise<boolean> {
  const inserted = await db.$queryRaw<unknown[]>`
    INSERT INTO "TestModeObject" ("id", "object", "idempotencyKey", "data", "createdAt", "updatedAt")
    VALUES (${row.id}, ${row.object}, ${row.idempotencyKey}, ${JSON.stringify(row.data)}::jsonb, ${now}, ${now})
    ON CONFLICT ("idempotencyKey") DO NOTHING
    RETURNING 1 AS "inserted"`;
  return inserted.length > 0;
}

export async function insertAll(db: Db, rows: StoredObject[], now: Date): Promise<void> {
  await db.testModeObject.createMany({
    data: rows.map((row) => ({
      id: row.id,
      object: row.object,
      idempotencyKey: row.idempotencyKey,
      data: row.data as Prisma.InputJsonObject,
      createdAt: now,
      updatedAt: now,
    })),
  });
}

export async function insertEvents(db: Db, events: Stripe.Event[], now: Date): Promise<void> {
  await insertAll(
    db,
    events.map((event) => ({ id: event.id, object: "event", idempotencyKey: null, data: event })),
    now,
  );
}

export async function writeObject(db: Db, id: string, data: object, now: Date): Promise<void> {
  await db.testModeObject.update({ where: { id }, data: { data: data as Prisma.InputJsonObject, updatedAt: now } });
}

export async function objectById<T>(db: Db, id: string, object: ObjectKind): Promise<T | null> {
  const row = await db.testModeObject.findUnique({ where: { id } });
  return row && row.object === object ? (row.data as unknown as T) : null;
}

/** Reads and locks an object for this transaction: two changes to one object run one after the other. */
export async function lockedObject<T>(tx: Prisma.TransactionClient, id: string, object: ObjectKind): Promise<T | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "TestModeObject" WHERE "id" = ${id} AND "object" = ${object} FOR UPDATE`;
  return rows.length === 0 ? null : objectById<T>(tx, id, object);
}

/** The invoice an intent pays, if it pays one (Stripe links them by the invoice's payments). */
export async function lockedInvoiceOf(tx: Prisma.TransactionClient, intentId: string): Promise<Stripe.Invoice | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "TestModeObject"
    WHERE "object" = 'invoice' AND "data" -> 'payments' -> 'data' -> 0 -> 'payment' ->> 'payment_intent' = ${intentId}
    FOR UPDATE`;
  const id = rows[0]?.id;
  return id === undefined ? null : objectById<Stripe.Invoice>(tx, id, "invoice");
}

export async function storedByKey(db: Db, idempotencyKey: string) {
  return db.testModeObject.findUnique({ where: { idempotencyKey } });
}

/** The object a request with this key made; a key first used for something else is a conflict. */
export async function objectByKey<T>(db: Db, idempotencyKey: string, object: ObjectKind): Promise<T> {
  const row = await storedByKey(db, idempotencyKey);
  if (!row) throw new Error(`Test-mode ${object} with key ${idempotencyKey} vanished after it was stored`);
  if (row.object !== object) throw idempotencyConflict(idempotencyKey);
  return row.data as unknown as T;
}

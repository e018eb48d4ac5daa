// One statement's rows straight from the driver, for the few hot reads where Prisma's raw
// query path costs more than the statement (the search: about 0.4 ms of CPU a call, against
// 0.6 for the driver itself). The driver is the one Prisma's adapter runs on, sharing its
// pool or its PGlite; a client this module was not told about (a transaction's, a test's
// own) is asked through Prisma as before, so a statement inside a transaction stays in it.
import { createHash } from "node:crypto";
import type pg from "pg";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

/** Runs one statement with `$1`-style parameters and returns its rows as objects. */
export type RowsDriver = (text: string, values: readonly unknown[]) => Promise<Record<string, unknown>[]>;

const drivers = new WeakMap<PrismaClient, RowsDriver>();

/** Lets queryRows reach `client`'s driver directly (openDatabase does this). */
export function useDriverForRows(client: PrismaClient, driver: RowsDriver): void {
  drivers.set(client, driver);
}

/**
 * PostgreSQL's driver, preparing a statement text once per connection from its third use on:
 * a search's statement is planned in about 1 ms, longer than it runs at 10,000 providers, and
 * a prepared one may run on a cached plan (PostgreSQL keeps re-planning when its estimate says
 * a cached plan would be worse). A prepared search keeps about 270 kB of plans in each
 * connection, so only texts that recur are prepared, and no more than PREPARED_TEXTS_LIMIT of
 * them; any other text runs unprepared, as before.
 */
export function postgresRowsDriver(
  pool: pg.Pool,
  { preparedTexts = PREPARED_TEXTS_LIMIT, preparedFromUse = PREPARED_FROM_USE } = {},
): RowsDriver {
  const names = new Map<string, string>();
  const uses = new Map<string, number>();
  const nameFor = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= preparedTexts) return name;
    const used = (uses.get(text) ?? 0) + 1;
    if (used < preparedFromUse) {
      if (uses.size >= COUNTED_TEXTS_LIMIT) uses.clear();
      uses.set(text, used);
      return undefined;
    }
    uses.delete(text);
    // Named after the text, so two drivers on one pool agree on every name.
    const prepared = `rows_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
    names.set(text, prepared);
    return prepared;
  };
  return async (text, values) => {
    const result = await pool.query<Record<string, unknown>>({ name: nameFor(text), text, values: [...values] });
    return result.rows;
  };
}

const PREPARED_TEXTS_LIMIT = 32;
const PREPARED_FROM_USE = 3;
/** Texts counted towards PREPARED_FROM_USE at once; past it the counts start again. */
const COUNTED_TEXTS_LIMIT = 1_000;

/**
 * The statement's rows. Through the driver, values keep the driver's own types, which are
 * Prisma's for what hot reads select: int4 and float8 as numbers, json parsed, text as text
 * (an int8 would be a string, a timestamp a local-time Date: cast those in SQL).
 */
export async function queryRows<Row>(db: PrismaClient, query: Prisma.Sql): Promise<Row[]> {
  const driver = drivers.get(db);
  if (!driver) return db.$queryRaw<Row[]>(query);
  try {
    return (await driver(query.text, query.values)) as Row[];
  } catch (error) {
    throw StatementError.from(error);
  }
}

/** A statement the database refused, with its SQLSTATE, as Prisma's errors carry it. */
export class StatementError extends Error {
  override name = "StatementError";
  constructor(
    message: string,
    readonly sqlState: string | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** pg's and PGlite's errors both carry the SQLSTATE as `code` beside a `severity`. */
  static from(error: unknown): unknown {
    const { code, severity, message } = (error ?? {}) as { code?: unknown; severity?: unknown; message?: unknown };
    if (typeof code !== "string" || typeof severity !== "string") return error;
    return new StatementError(String(message), code, { cause: error });
  }
}

// One statement's rows straight from the driver, for the few hot reads where Prisma's raw
// query path costs more than the statement (the search: about 0.4 ms of CPU a call, against
// 0.6 for the driver itself). The driver is the one Prisma's adapter runs on, sharing its
// pool or its PGlite; a client this module was not told about (a transaction's, a test's
// own) is asked through Prisma as before, so a statement inside a transaction stays in it.
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
 * PostgreSQL's driver, preparing each statement text once per connection: a search's
 * statement is planned in about 1 ms, longer than it runs, and a prepared one is soon run
 * on a cached generic plan (PostgreSQL re-plans when its estimate would be worse). The texts
 * are the services' own SQL with every value a parameter, so they are few; past
 * PREPARED_TEXTS_LIMIT a new text runs unprepared rather than grow every connection's cache.
 */
export function postgresRowsDriver(pool: pg.Pool, { preparedTexts = PREPARED_TEXTS_LIMIT } = {}): RowsDriver {
  const names = new Map<string, string>();
  return async (text, values) => {
    let name = names.get(text);
    if (name === undefined && names.size < preparedTexts) names.set(text, (name = `rows_${names.size + 1}`));
    const result = await pool.query<Record<string, unknown>>({ name, text, values: [...values] });
    return result.rows;
  };
}

const PREPARED_TEXTS_LIMIT = 200;

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

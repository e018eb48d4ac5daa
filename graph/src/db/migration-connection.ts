// How the schema engine reaches a database: through the same driver adapters Prisma
// Client uses, with the few corrections migrations need (see withMigrationFixes).
import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { createPGlite } from "./pglite.ts";
import type { MigrationConnection } from "./schema-engine.ts";

/** PGlite has a single connection: the engine shares the instance Prisma Client uses. */
export function pgliteMigrationConnection(pglite: PGlite): MigrationConnection {
  const shadows: PGlite[] = [];
  const closeShadows = async () => void (await Promise.all(shadows.splice(0).map((shadow) => shadow.close())));
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: "pglite",
    connect: async () =>
      withMigrationFixes(await new PrismaPGlite(pglite).connect(), { runScript: (sql) => pglite.exec(sql) }),
    // Diffing replays the migrations in a throwaway in-memory database.
    connectToShadowDb: async () => {
      const shadow = await createPGlite("memory://");
      shadows.push(shadow);
      return withMigrationFixes(await new PrismaPGlite(shadow).connect(), {
        runScript: (sql) => shadow.exec(sql),
        dispose: closeShadows,
      });
    },
  };
  return { factory, release: closeShadows };
}

/**
 * Prisma takes a session-level advisory lock before migrating and never releases it: it
 * counts on the connection closing. Through the app's pool the lock would stay on some
 * pooled connection for the life of the process and block every other migrator, so the
 * engine gets its own single connection, closed as soon as it is done.
 */
export function postgresMigrationConnection(config: pg.PoolConfig, schema: string | undefined): MigrationConnection {
  const pool = withCatalogChars(new pg.Pool({ ...config, max: 1 }));
  const dropShadows: Array<() => Promise<void>> = [];
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: "pg",
    connect: async () =>
      withMigrationFixes(await new PrismaPg(pool, { schema }).connect(), { runScript: (sql) => pool.query(sql) }),
    // Like Prisma's CLI, replay migrations in a throwaway database (this needs CREATEDB),
    // in a schema of the same name: the engine compares schemas by name too.
    connectToShadowDb: async () => {
      const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll("-", "")}`;
      await pool.query(`CREATE DATABASE "${name}"`);
      const shadowUrl = new URL(config.connectionString!);
      shadowUrl.pathname = `/${name}`;
      const shadow = withCatalogChars(new pg.Pool({ ...config, connectionString: shadowUrl.href, max: 1 }));
      const drop = once(async () => {
        await shadow.end();
        await pool.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
      dropShadows.push(drop);
      if (schema) await shadow.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      return withMigrationFixes(await new PrismaPg(shadow, { schema }).connect(), {
        runScript: (sql) => shadow.query(sql),
        dispose: drop,
      });
    },
  };
  const release = async () => {
    await Promise.all(dropShadows.map((drop) => drop()));
    await pool.end();
  };
  return { factory, release };
}

/**
 * Corrections over the adapters, for the engine's use only:
 * - executeScript: PGlite's does not wait for the script (its errors are lost) and pg's
 *   splits it on ";" (breaking any literal holding one) and runs the pieces outside a
 *   transaction. Sent whole as one simple query, PostgreSQL runs the script in one
 *   implicit transaction, as Prisma's native engine does.
 * - "char" columns: see withCatalogChars.
 */
function withMigrationFixes(
  adapter: SqlDriverAdapter,
  fixes: { runScript: (script: string) => Promise<unknown>; dispose?: () => Promise<void> },
): SqlDriverAdapter {
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: async (query) => {
      const result = await adapter.queryRaw(query);
      for (const index of charColumns.get(result.rows) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
      return result;
    },
    executeRaw: (query) => adapter.executeRaw(query),
    startTransaction: (isolationLevel) => adapter.startTransaction(isolationLevel),
    getConnectionInfo: () => adapter.getConnectionInfo?.() ?? { supportsRelationJoins: true },
    executeScript: async (script) => {
      try {
        await fixes.runScript(script);
      } catch (error) {
        throw asDriverError(error);
      }
    },
    dispose: fixes.dispose ?? (() => adapter.dispose()),
  };
}

// adapter-pg 7.10 rejects PostgreSQL's internal "char" type, which the engine reads from
// pg_catalog (relkind, contype...) to describe a schema, and the engine insists on
// reading those columns as characters. The pool presents them to the adapter as text and
// notes where they were, keyed by the rows array the adapter passes through unchanged;
// withMigrationFixes then restores the character type.
const charColumns = new WeakMap<unknown[], number[]>();
const pgCharOid = 18;
const pgTextOid = 25;

function withCatalogChars(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const relabel = (result: pg.QueryResult) => {
    const indexes: number[] = [];
    result.fields?.forEach((field, index) => {
      if (field.dataTypeID !== pgCharOid) return;
      field.dataTypeID = pgTextOid;
      indexes.push(index);
    });
    if (indexes.length > 0) charColumns.set(result.rows, indexes);
    return result;
  };
  return Object.assign(pool, {
    query: (...args: unknown[]) => {
      const result = query(...args);
      return result instanceof Promise ? result.then(relabel) : result;
    },
  });
}

/** The engine reports only the message of errors shaped like the adapters' own. */
function asDriverError(error: unknown): unknown {
  const e = error as { code?: unknown; message?: unknown; severity?: string; detail?: string; hint?: string };
  if (typeof e?.message !== "string") return error;
  return new DriverAdapterError({
    kind: "postgres",
    code: typeof e.code === "string" ? e.code : "N/A",
    severity: e.severity ?? "ERROR",
    message: e.message,
    detail: e.detail,
    column: undefined,
    hint: e.hint,
  });
}

export function once(fn: () => Promise<unknown>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn().then(() => undefined));
}

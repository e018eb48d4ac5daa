// One data model, two homes: PostgreSQL when DATABASE_URL is set, otherwise an embedded
// PGlite kept on disk, so `npm start` and `npm test` work on a laptop with no services.
import { mkdir } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client.ts";
import { once, pgliteMigrationConnection, postgresMigrationConnection } from "./migration-connection.ts";
import { createPGlite } from "./pglite.ts";
import { postgresRowsDriver, useDriverForRows } from "./rows.ts";
import type { MigrationConnection } from "./schema-engine.ts";

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** Human description for logs, e.g. "PGlite at ./.data" or "PostgreSQL 127.0.0.1:5432/test" (never a password). */
  description: string;
  /** Disconnects Prisma and closes PGlite or the pg pool, so Node can exit. */
  close(): Promise<void>;
  /** The pg pool's connections, for metrics; PGlite has one connection and no pool. */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; a `?schema=name` parameter is honoured as Prisma's CLI does. */
  databaseUrl?: string;
  /** PGlite data directory; "memory://" keeps everything in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use instead of `public` (lower-case letters, digits, underscores). */
  schema?: string;
  /** PGlite only: start from an archive made by snapshotDatabase() instead of an empty cluster. */
  snapshot?: Blob;
}

/**
 * Opens the configured database. Explicit options win over the environment: with neither,
 * DATABASE_URL selects PostgreSQL, otherwise PGlite lives in DATA_DIR (default "./.data").
 */
/**
 * Every interactive transaction's limits unless it names its own. Prisma's defaults (2 s to get
 * a connection, 5 s to finish) turn a busy minute into failed writes: fifty owners adding
 * availability at once queue for the pool's connections longer than 2 s, and each would have
 * answered a 500. A transaction here is short; these limits only bound a stuck one.
 */
const TRANSACTION_DEFAULTS = { maxWait: 10_000, timeout: 20_000 } as const;

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const fromEnvironment = options.databaseUrl === undefined && options.dataDir === undefined;
  const databaseUrl = options.databaseUrl ?? (fromEnvironment ? process.env.DATABASE_URL : undefined);
  if (databaseUrl) {
    if (options.snapshot) throw new Error("A snapshot can only be loaded into PGlite");
    return openPostgres(databaseUrl, options.schema);
  }
  if (options.schema !== undefined) throw new Error("A schema can only be chosen on PostgreSQL");
  return openPGlite(options.dataDir ?? (process.env.DATA_DIR || "./.data"), options.snapshot);
}

const pglites = new WeakMap<Database, PGlite>();

/**
 * Archives a PGlite database's files. Creating a PGlite cluster takes seconds of CPU;
 * loading an archive of one takes a fraction of that, which tests use.
 */
export async function snapshotDatabase(db: Database): Promise<Blob> {
  const pglite = pglites.get(db);
  if (!pglite) throw new Error("Only a PGlite database can be snapshotted");
  return pglite.dumpDataDir("none");
}

// How the schema engine reaches each open database. Kept beside the Database rather than
// on it, so the interface the rest of the server sees stays small.
const migrationConnections = new WeakMap<Database, () => MigrationConnection>();

/** A fresh connection for the schema engine to `db` (see migrate.ts). */
export function migrationConnection(db: Database): MigrationConnection {
  const connect = migrationConnections.get(db);
  if (!connect) throw new Error("This database was not opened by openDatabase()");
  return connect();
}

async function openPGlite(dataDir: string, snapshot: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pglite = await createPGlite(dataDir, snapshot);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: TRANSACTION_DEFAULTS });
  useDriverForRows(
    prisma,
    async (text, values) => (await pglite.query<Record<string, unknown>>(text, [...values])).rows,
  );
  const db: Database = {
    prisma,
    kind: "pglite",
    description: inMemory ? "PGlite in memory" : `PGlite at ${dataDir}`,
    close: once(async () => {
      await prisma.$disconnect();
      await pglite.close();
    }),
  };
  migrationConnections.set(db, () => pgliteMigrationConnection(pglite));
  pglites.set(db, pglite);
  return db;
}

async function openPostgres(databaseUrl: string, schemaOption: string | undefined): Promise<Database> {
  const url = new URL(databaseUrl);
  const schema = schemaOption ?? url.searchParams.get("schema") ?? undefined;
  url.searchParams.delete("schema");
  const config = postgresConfig(url.href, schema);
  const pool = new pg.Pool(config);
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { schema }),
    transactionOptions: TRANSACTION_DEFAULTS,
  });
  useDriverForRows(prisma, postgresRowsDriver(pool));
  const db: Database = {
    prisma,
    kind: "postgres",
    description: describePostgres(url, schema),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: once(async () => {
      await prisma.$disconnect();
      await pool.end();
    }),
  };
  migrationConnections.set(db, () => postgresMigrationConnection(config, schema));
  return db;
}

/**
 * Prisma Client names the schema in every query it writes; the search path makes raw SQL
 * and the migrations' unqualified names land in the same schema.
 */
function postgresConfig(connectionString: string, schema: string | undefined): pg.PoolConfig {
  if (schema === undefined) return { connectionString };
  // Unquoted in the search path, so only names PostgreSQL would not fold or need to quote.
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsupported schema name: ${schema}`);
  return { connectionString, options: `-c search_path=${schema}` };
}

function describePostgres(url: URL, schema: string | undefined): string {
  const host = url.hostname || url.searchParams.get("host") || "localhost";
  const where = `${host}:${url.port || "5432"}${url.pathname}`;
  return schema ? `PostgreSQL ${where} (schema ${schema})` : `PostgreSQL ${where}`;
}

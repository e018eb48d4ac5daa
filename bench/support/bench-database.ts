// The database a benchmark runs on: embedded PGlite in a temporary folder by default, or
// PostgreSQL (DATABASE_URL) in a schema of the benchmark's own. Migrated and seeded, with a
// client that reports every SQL statement (Prisma's query events) so statements per
// request can be counted beside the timings.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { seedDatabase } from "../../prisma/seed/seed.ts";
import { openDatabase } from "../../graph/src/db/client.ts";
import { applyPendingMigrations } from "../../graph/src/db/migrate.ts";
import { PGLITE_EXTENSIONS } from "../../graph/src/db/pglite.ts";
import { PrismaClient } from "../../graph/src/generated/prisma/client.ts";

export interface BenchDatabase {
  prisma: CountingClient;
  /** "PGlite" or "PostgreSQL (schema …)", for the report. */
  kind: string;
  /** Statistics (and on PostgreSQL the visibility map), as autovacuum would soon make them. */
  analyze(): Promise<unknown>;
  close(): Promise<void>;
}

/** `name` names the PGlite folder and the PostgreSQL schema (bench_<name>, or ?schema=). */
export async function openBenchDatabase(options: { name: string; providers: number }): Promise<BenchDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? openPostgres(databaseUrl, options) : openPGlite(options);
}

async function openPGlite({ name, providers }: { name: string; providers: number }): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  const setup = await openDatabase({ dataDir });
  await applyPendingMigrations(setup);
  await seedDatabase(setup.prisma, { providers, log: () => {} });
  await setup.close();
  const pglite = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  const prisma = countingClient(new PrismaPGlite(pglite));
  return {
    prisma,
    kind: "PGlite",
    analyze: () => prisma.$executeRawUnsafe(`ANALYZE`),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Its own schema, emptied rather than dropped: the schema that first created btree_gist
 * holds the extension, and dropping it would drop every schema's exclusion constraints.
 */
async function openPostgres(
  databaseUrl: string,
  { name, providers }: { name: string; providers: number },
): Promise<BenchDatabase> {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema") ?? `bench_${name}`;
  url.searchParams.delete("schema");
  if (!/^[a-z_][a-z0-9_]*$/.test(schema) || schema === "public") {
    throw new Error(`Unsupported schema name: ${schema} (a benchmark empties its schema)`);
  }
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();

  const setup = await openDatabase({ databaseUrl: url.href, schema });
  await applyPendingMigrations(setup);
  const tables = await setup.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 AND tablename <> '_prisma_migrations'`,
    schema,
  );
  const list = tables.map((table) => `"${schema}"."${table.name}"`).join(", ");
  await setup.prisma.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  await seedDatabase(setup.prisma, { providers, log: () => {} });
  await setup.close();

  // As openDatabase() connects: the search path puts raw SQL in the same schema.
  const pool = new pg.Pool({ connectionString: url.href, options: `-c search_path=${schema}` });
  const prisma = countingClient(new PrismaPg(pool, { schema }));
  return {
    prisma,
    kind: `PostgreSQL (schema ${schema})`,
    analyze: () => prisma.$executeRawUnsafe(`VACUUM ANALYZE`),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

function countingClient(adapter: PrismaPGlite | PrismaPg) {
  return new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
}

/** A client whose `$on("query", …)` reports each statement. */
export type CountingClient = ReturnType<typeof countingClient>;

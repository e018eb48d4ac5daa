// A migrated database of its own for each test file: a fresh PostgreSQL schema when
// TEST_DATABASE_URL is set, otherwise an in-memory PGlite.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase, snapshotDatabase, type Database } from "../../src/db/client.ts";
import { applyPendingMigrations, defaultMigrationPaths } from "../../src/db/migrate.ts";

export interface TestDatabaseOptions {
  /** False for an empty database, to test migrating itself. */
  migrate?: boolean;
}

export async function createTestDatabase({ migrate = true }: TestDatabaseOptions = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url, migrate);
  return migrate ? createPGliteTestDatabase() : openDatabase({ dataDir: "memory://" });
}

/**
 * Test files run in parallel, each in a schema named at random and dropped on close.
 * Their migrations wait for each other on Prisma's advisory lock, then run apart.
 */
async function createPostgresTestDatabase(url: string, migrate: boolean): Promise<Database> {
  const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await runAdmin(url, `CREATE SCHEMA "${schema}"`);
  const db = await openDatabase({ databaseUrl: url, schema });
  const closeDatabase = db.close;
  db.close = async () => {
    await closeDatabase();
    await runAdmin(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  };
  try {
    if (migrate) await applyPendingMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** One statement on a fresh connection of its own: schemas made and dropped around a test. */
export async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creating a PGlite cluster costs about two seconds of CPU; loading an archive of an
 * already migrated one, a fraction of that. The archive is kept on disk, named after
 * what it was built from (PGlite's version and the migrations), so each test file and
 * each later run reuse it until a migration changes.
 */
async function createPGliteTestDatabase(): Promise<Database> {
  const db = await openDatabase({ dataDir: "memory://", snapshot: await migratedSnapshot() });
  // Normally a no-op; the template stays right even if the cache were stale.
  await applyPendingMigrations(db);
  return db;
}

const cacheDir = fileURLToPath(new URL("../../../node_modules/.cache/pglite-test-templates/", import.meta.url));

async function migratedSnapshot(): Promise<Blob> {
  const file = join(cacheDir, `${await templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const db = await openDatabase({ dataDir: "memory://" });
  try {
    await applyPendingMigrations(db);
    const snapshot = await snapshotDatabase(db);
    await saveTemplate(file, snapshot);
    return snapshot;
  } finally {
    await db.close();
  }
}

/** Writes the template atomically (parallel test files may race to create it) and drops older ones. */
async function saveTemplate(file: string, snapshot: Blob): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
  await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partial, file);
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    if (path !== file && name.endsWith(".tar")) await rm(path, { force: true });
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  // The package's entry point is dist/index.js; its package.json names the version.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(await readFile(join(dirname(dirname(entry)), "package.json")));
  const { migrationsDir } = defaultMigrationPaths;
  const names = (await readdir(migrationsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const name of names.map((entry) => entry.name).sort()) {
    hash.update(name);
    hash.update(await readFile(join(migrationsDir, name, "migration.sql")));
  }
  return hash.digest("hex").slice(0, 16);
}

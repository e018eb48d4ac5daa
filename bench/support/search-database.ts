// The database the search benchmarks run on (BENCH_DATABASE_URL): PostgreSQL, migrated,
// seeded and vacuumed.
import pg from "pg";
import { seedDatabase } from "../../prisma/seed/seed.ts";
import { openDatabase } from "../../graph/src/db/client.ts";
import { applyPendingMigrations } from "../../graph/src/db/migrate.ts";
import { recreateDatabase } from "./bench-postgres.ts";

/**
 * The bench database, migrated, seeded with `providers` and vacuumed. With `reuse`, a
 * database already holding that many providers is kept (a million take minutes to seed).
 */
export async function prepareSearchDatabase(databaseUrl: string, providers: number, reuse: boolean) {
  if (reuse && (await seededProviders(databaseUrl)) === providers) {
    const setup = await openDatabase({ databaseUrl });
    await applyPendingMigrations(setup);
    await setup.prisma.$executeRawUnsafe(`VACUUM ANALYZE`);
    await setup.close();
    console.log(`Reusing the ${providers} providers in ${databaseUrl}`);
    return;
  }
  await recreateDatabase(databaseUrl);
  const setup = await openDatabase({ databaseUrl });
  await applyPendingMigrations(setup);
  const summary = await seedDatabase(setup.prisma, { providers, log: () => {} });
  // As autovacuum would soon: statistics, and the visibility map index-only scans rely on.
  await setup.prisma.$executeRawUnsafe(`VACUUM ANALYZE`);
  await setup.close();
  console.log(`Seeded ${summary.providers} providers into ${databaseUrl}`);
}

/** How many providers the bench's database holds, or null when it does not exist yet. */
async function seededProviders(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query(`SELECT count(*)::int AS count FROM "Provider"`);
    return rows[0].count;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

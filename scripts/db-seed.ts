// npm run db:seed -- [--providers 100000] [--seed 42] [--reset]
// Migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR) and seeds
// what it lacks: the built-in lists, demo providers (when it has none) and demo accounts. --reset empties every table first: for demos and benchmarks,
// never for a database holding real data.
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "../graph/src/db/client.ts";
import { applyPendingMigrations } from "../graph/src/db/migrate.ts";
import { DEFAULT_PROVIDER_COUNT, DEFAULT_SEED, seedDatabase } from "../prisma/seed/seed.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: String(DEFAULT_PROVIDER_COUNT) },
    seed: { type: "string", default: String(DEFAULT_SEED) },
    reset: { type: "boolean", default: false },
  },
});

const providers = wholeNumber("--providers", values.providers);
const seed = wholeNumber("--seed", values.seed);

const db = await openDatabase();
try {
  console.log(`Database: ${db.description}`);
  const applied = await applyPendingMigrations(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

  if (values.reset) {
    await truncateAllTables(db);
    console.log("Emptied every table");
  }
  // Asking for it is the point of this command: demo data goes in wherever it is missing.
  const summary = await seedDatabase(db.prisma, { providers, seed, log: (line) => console.log(line) });
  if (summary.cities + summary.providers + summary.users === 0) {
    console.log("The database already has the built-in lists, providers and demo accounts; nothing seeded");
  } else {
    console.log(`Done in ${(summary.milliseconds / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
  }
} finally {
  await db.close();
}

/** Every table of the schema but the migrations ledger, ids restarting at 1. */
async function truncateAllTables({ prisma }: Database): Promise<void> {
  const tables = await prisma.$queryRaw<Array<{ tablename: string }>>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`;
  if (tables.length === 0) return;
  const list = tables.map(({ tablename }) => `"${tablename.replaceAll('"', '""')}"`).join(", ");
  await prisma.$executeRawUnsafe(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`);
}

function wholeNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${flag} must be a positive whole number, got "${text}"`);
    process.exit(2);
  }
  return value;
}

// `npm run db:migrate`: applies pending migrations to the configured database
// (DATABASE_URL, otherwise PGlite in DATA_DIR, default ./.data). The server does the
// same at start; this is for deploy steps and for checking by hand.
import { openDatabase } from "../graph/src/db/client.ts";
import { applyPendingMigrations } from "../graph/src/db/migrate.ts";

const db = await openDatabase();
try {
  const applied = await applyPendingMigrations(db);
  if (applied.length === 0) console.log(`Database is up to date (${db.description})`);
  else console.log(`Applied to ${db.description}:\n${applied.map((name) => `  ${name}`).join("\n")}`);
} catch (error) {
  console.error(`Migrating ${db.description} failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}

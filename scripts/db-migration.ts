// `npm run db:migration -- <name>`: writes the migration that brings prisma/migrations up
// to prisma/schema.prisma. It works on a scratch in-memory PGlite, so it needs no server
// and never touches a real database.
import { relative } from "node:path";
import { openDatabase } from "../graph/src/db/client.ts";
import { applyPendingMigrations, assertMigrationName, createMigration } from "../graph/src/db/migrate.ts";

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error("Usage: npm run db:migration -- <name>   (lower-case letters, digits, underscores)");
  process.exit(2);
}
try {
  assertMigrationName(name);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const db = await openDatabase({ dataDir: "memory://" });
try {
  await applyPendingMigrations(db);
  const file = await createMigration(db, name);
  console.log(file ? `Created ${relative(process.cwd(), file)}` : "No schema changes");
} finally {
  await db.close();
}

// `npm run db:restore -- <file>`: puts a backup made by `npm run db:backup` back into the
// configured database (DATABASE_URL, otherwise PGlite in DATA_DIR, default ./.data). The
// embedded database's current folder is moved aside, not deleted; PostgreSQL's schema is
// replaced in one transaction. docs/operations/backups.md.
import { BackupError, restoreArguments, restoreDatabase } from "../graph/src/db/backup.ts";
import { displayPath } from "../graph/src/db/backup-files.ts";

try {
  const { file } = restoreArguments(process.argv.slice(2));
  const restored = await restoreDatabase({ file });
  const { applied, latest } = restored.migrations;
  console.log(`Restored ${displayPath(file)} into ${restored.database}.`);
  console.log(`  It records ${applied} migration${applied === 1 ? "" : "s"}${latest ? `, the latest ${latest}` : ""}.`);
  if (restored.movedAside)
    console.log(`  The data directory it replaced is kept at ${displayPath(restored.movedAside)}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}

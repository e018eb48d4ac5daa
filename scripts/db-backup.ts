// `npm run db:backup [-- <folder>]`: a consistent copy of the configured database
// (DATABASE_URL, otherwise PGlite in DATA_DIR, default ./.data) in <folder>, BACKUP_DIR or
// var/backups, named by its UTC time. The embedded database may be in use by a running
// server: the server makes the copy. docs/operations/backups.md.
import { BackupError, backupArguments, backupDatabase } from "../graph/src/db/backup.ts";
import { displayPath, formatBytes } from "../graph/src/db/backup-files.ts";

try {
  const { folder } = backupArguments(process.argv.slice(2));
  const backup = await backupDatabase({ folder });
  console.log(`Backed up ${backup.database}, archived by ${backup.madeBy}:`);
  console.log(`  ${displayPath(backup.file)} (${formatBytes(backup.bytes)})`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}

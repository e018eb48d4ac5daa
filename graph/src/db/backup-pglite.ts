// Backups of the embedded database: a gzipped tar of its data directory, made by the PGlite
// that has it open. A running server makes it itself when asked (backup-owner.ts); with no
// server, this process opens the directory and makes it. Restoring unpacks an archive beside
// the directory, checks it opens as a marketplace database, then swaps it in, keeping the old one.
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { type Database, openDatabase, snapshotDatabase } from "./client.ts";
import {
  BackupError,
  compactUtc,
  displayPath,
  exists,
  type MigrationState,
  pgliteTarOf,
  readBackupFile,
  readBackupHead,
  sniffBackup,
  writeAtomically,
} from "./backup-files.ts";
import { claimDataDir, describeOwner, findOwner, removeOwnerMarker, requestArchive } from "./backup-owner.ts";

/**
 * An archive of an open PGlite database. A checkpoint first writes every change into the
 * data files, so the restored copy starts without replaying the write-ahead log; the archive
 * itself is taken between two statements (PGlite runs one at a time), when the files on disk
 * are exactly what a crash at that instant would leave, which PostgreSQL recovers to every
 * transaction committed by then and none half-done.
 */
export async function archiveOpenDatabase(db: Database): Promise<Blob> {
  await db.prisma.$executeRawUnsafe("CHECKPOINT");
  return snapshotDatabase(db);
}

export async function backupPGlite(dataDir: string, file: string): Promise<{ bytes: number; from: string }> {
  await assertDataDir(dataDir);
  const owner = await findOwner(dataDir);
  if (owner && owner.role !== "server") {
    throw new BackupError(
      `The embedded database at ${displayPath(dataDir)} is in use by ${describeOwner(owner)}; try again when it ends.`,
    );
  }
  if (owner) {
    const bytes = await writeAtomically(file, async (partial) => {
      const archive = await requestArchive(owner);
      let received = 0;
      const counted = async function* () {
        for await (const chunk of archive.body) {
          received += chunk.length;
          yield chunk;
        }
      };
      await pipeline(Readable.from(counted()), createGzip(), createWriteStream(partial, { flags: "wx" }));
      if (received !== archive.bytes) {
        throw new BackupError(`The server's archive was cut short (${received} of ${archive.bytes} bytes).`);
      }
    });
    return { bytes, from: describeOwner(owner) };
  }
  // No server: this process becomes the directory's owner while it reads it, so a server
  // started meanwhile stops rather than open the same files.
  const claim = await claimDataDir(dataDir, "backup");
  let tar: Buffer;
  try {
    const db = await openDatabase({ dataDir });
    try {
      tar = Buffer.from(await (await archiveOpenDatabase(db)).arrayBuffer());
    } finally {
      await db.close();
    }
  } finally {
    await claim.stop();
  }
  const bytes = await writeAtomically(file, (partial) =>
    pipeline(Readable.from([tar]), createGzip(), createWriteStream(partial, { flags: "wx" })),
  );
  return { bytes, from: "this process, as no server had the data directory open" };
}

export interface PGliteRestore {
  /** Where the data directory that was there before now is; null when there was none. */
  movedAside: string | null;
  migrations: MigrationState;
}

export async function restorePGlite(dataDir: string, file: string, now: Date): Promise<PGliteRestore> {
  const kind = sniffBackup(await readBackupHead(file));
  if (kind === "postgres") {
    throw new BackupError(
      `${displayPath(file)} is a PostgreSQL backup (pg_dump): set DATABASE_URL to restore it into PostgreSQL.`,
    );
  }
  if (kind === "unknown") throw new BackupError(`${displayPath(file)} is not a backup made by npm run db:backup.`);
  const tar = pgliteTarOf(await readBackupFile(file), file);

  const hadDataDir = await exists(dataDir);
  const owner = hadDataDir ? await findOwner(dataDir) : null;
  if (owner) {
    throw new BackupError(
      `The embedded database at ${displayPath(dataDir)} is open in ${describeOwner(owner)}: stop it, then restore.`,
    );
  }
  // Held until the swap, so a server started meanwhile stops instead of opening the old files.
  const claim = hadDataDir ? await claimDataDir(dataDir, "restore") : null;
  try {
    const stamp = compactUtc(now);
    const staging = `${dataDir}.restoring-${stamp}`;
    let migrations: MigrationState;
    try {
      migrations = await unpackAndCheck(staging, tar, file);
      // The archive carries the marker of whoever made it; that process does not own this copy.
      await removeOwnerMarker(staging);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    const movedAside = hadDataDir ? `${dataDir}.before-restore-${stamp}` : null;
    if (movedAside) await rename(dataDir, movedAside);
    await rename(staging, dataDir);
    if (movedAside) await removeOwnerMarker(movedAside);
    return { movedAside, migrations };
  } finally {
    await claim?.stop();
  }
}

/** Opens the archive as a database in `staging` (written there by PGlite), and reads its migrations. */
async function unpackAndCheck(staging: string, tar: Buffer, file: string): Promise<MigrationState> {
  let db: Database;
  try {
    db = await openDatabase({ dataDir: staging, snapshot: new Blob([new Uint8Array(tar)]) });
  } catch (error) {
    throw new BackupError(`${displayPath(file)} does not open as a database: ${(error as Error).message}`);
  }
  try {
    return await migrationStateOf(db);
  } catch {
    throw new BackupError(`${displayPath(file)} holds a database without the marketplace's migrations.`);
  } finally {
    await db.close();
  }
}

export async function migrationStateOf(db: Database): Promise<MigrationState> {
  const [row] = await db.prisma.$queryRawUnsafe<{ applied: number; latest: string | null }[]>(
    `SELECT count(*)::int AS "applied", max("migration_name") AS "latest" FROM "_prisma_migrations"
     WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
  );
  return { applied: row?.applied ?? 0, latest: row?.latest ?? null };
}

async function assertDataDir(dataDir: string): Promise<void> {
  if (dataDir.startsWith("memory://")) {
    throw new BackupError("DATA_DIR is memory://: an in-memory database has nothing on disk to back up.");
  }
  if (!(await exists(path.join(dataDir, "PG_VERSION")))) {
    throw new BackupError(
      `No embedded database at ${displayPath(dataDir)}: set DATA_DIR to its folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
}

// Backups of whichever database the server uses, for `npm run db:backup` and
// `npm run db:restore` (thin scripts over these functions) and the restore drill
// (graph/test/api/backup-restore.test.ts). The embedded PGlite is archived by the process
// that has it open, the running server included; PostgreSQL by pg_dump and pg_restore.
// docs/decisions/backups.md records why; docs/operations/backups.md says how to run them.
import path from "node:path";
import { z } from "zod";
import type { Database } from "./client.ts";
import { BackupError, backupFileName, displayPath, type MigrationState } from "./backup-files.ts";
import { claimDataDir, type Claim } from "./backup-owner.ts";
import { archiveOpenDatabase, backupPGlite, restorePGlite } from "./backup-pglite.ts";
import {
  backupPostgres,
  DEFAULT_PROGRAMS,
  postgresConnection,
  type PostgresPrograms,
  restorePostgres,
} from "./backup-postgres.ts";

export { BackupError };

export type BackupTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; databaseUrl: string };

export const DEFAULT_BACKUP_FOLDER = "var/backups";

/** The database the server opens (client.ts openDatabase): DATABASE_URL, else PGlite in DATA_DIR or ./.data. */
export function backupTargetFromEnv(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  if (env.DATABASE_URL) return { kind: "postgres", databaseUrl: env.DATABASE_URL };
  return { kind: "pglite", dataDir: env.DATA_DIR || "./.data" };
}

export interface BackupOptions {
  target?: BackupTarget;
  /** Default var/backups (relative to the working folder). */
  folder?: string;
  now?: Date;
  programs?: PostgresPrograms;
}

export interface BackupResult {
  /** The finished backup's absolute path. */
  file: string;
  bytes: number;
  /** The database backed up, without any password. */
  database: string;
  /** Who made the archive: the running server, this process, pg_dump. */
  madeBy: string;
}

export async function backupDatabase(options: BackupOptions = {}): Promise<BackupResult> {
  const target = options.target ?? backupTargetFromEnv();
  const folder = path.resolve(options.folder ?? DEFAULT_BACKUP_FOLDER);
  const now = options.now ?? new Date();
  if (target.kind === "postgres") {
    const connection = postgresConnection(target.databaseUrl);
    const file = path.join(folder, backupFileName("postgres", now));
    const bytes = await backupPostgres(connection, file, options.programs ?? DEFAULT_PROGRAMS);
    return { file, bytes, database: connection.description, madeBy: "pg_dump" };
  }
  const dataDir = diskDataDir(target.dataDir);
  const file = path.join(folder, backupFileName("pglite", now));
  const { bytes, from } = await backupPGlite(dataDir, file);
  return { file, bytes, database: `PGlite at ${displayPath(dataDir)}`, madeBy: from };
}

export interface RestoreOptions {
  file: string;
  target?: BackupTarget;
  now?: Date;
  programs?: PostgresPrograms;
}

export interface RestoreResult {
  database: string;
  /** PGlite: where the data directory that was replaced now is (kept, not deleted). */
  movedAside: string | null;
  migrations: MigrationState;
}

export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const target = options.target ?? backupTargetFromEnv();
  const file = path.resolve(options.file);
  if (target.kind === "postgres") {
    const connection = postgresConnection(target.databaseUrl);
    const migrations = await restorePostgres(connection, file, options.programs ?? DEFAULT_PROGRAMS);
    return { database: connection.description, movedAside: null, migrations };
  }
  const dataDir = diskDataDir(target.dataDir);
  const { movedAside, migrations } = await restorePGlite(dataDir, file, options.now ?? new Date());
  return { database: `PGlite at ${displayPath(dataDir)}`, movedAside, migrations };
}

/**
 * Run by the server once its database is open: records it as the PGlite data directory's
 * owner and hands `npm run db:backup` a consistent archive when asked (backup-owner.ts).
 * Nothing to do on PostgreSQL, which pg_dump reads by itself, or in memory.
 */
export async function answerBackupRequests(
  db: Database,
  options: { dataDir?: string; log?: (line: string) => void } = {},
): Promise<Pick<Claim, "stop">> {
  const target = backupTargetFromEnv();
  const dataDir = options.dataDir ?? (target.kind === "pglite" ? target.dataDir : undefined);
  if (db.kind !== "pglite" || !dataDir || dataDir.startsWith("memory://")) return { stop: async () => {} };
  return claimDataDir(path.resolve(dataDir), "server", { archive: () => archiveOpenDatabase(db), log: options.log });
}

function diskDataDir(dataDir: string): string {
  if (dataDir.startsWith("memory://")) {
    throw new BackupError("DATA_DIR is memory://: an in-memory database has nothing on disk to back up or restore.");
  }
  return path.resolve(dataDir);
}

export const BACKUP_USAGE = `Usage: npm run db:backup [-- <folder>]   (default: BACKUP_DIR, else ${DEFAULT_BACKUP_FOLDER})`;
export const RESTORE_USAGE = "Usage: npm run db:restore -- <backup file>";

// One path, not an option: "--help" and typos are answered with the usage line.
const pathArgument = z
  .string()
  .min(1)
  .refine((value) => !value.startsWith("-"));

export function backupArguments(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): { folder: string } {
  const parsed = z.union([z.tuple([]), z.tuple([pathArgument])]).safeParse(argv);
  if (!parsed.success) throw new BackupError(BACKUP_USAGE);
  return { folder: parsed.data[0] ?? (env.BACKUP_DIR || DEFAULT_BACKUP_FOLDER) };
}

export function restoreArguments(argv: readonly string[]): { file: string } {
  const parsed = z.tuple([pathArgument]).safeParse(argv);
  if (!parsed.success) throw new BackupError(RESTORE_USAGE);
  return { file: parsed.data[0] };
}

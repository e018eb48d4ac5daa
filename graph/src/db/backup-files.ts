// Backup files: their names, how one is written, and what kind of backup a file is.
import { mkdir, open, readFile, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/** An expected failure (bad input, a server in the way): the scripts print its message alone. */
export class BackupError extends Error {
  override name = "BackupError";
}

export type BackupKind = "pglite" | "postgres";

/** What a restored database records of its schema's history. */
export interface MigrationState {
  /** Migrations recorded as applied. */
  applied: number;
  /** The newest of them, by name (names start with their timestamp). */
  latest: string | null;
}

const EXTENSIONS: Record<BackupKind, string> = { pglite: ".tar.gz", postgres: ".dump" };

/** e.g. marketplace-pglite-20261120T150000Z.tar.gz: sorts by time, says what it restores into. */
export function backupFileName(kind: BackupKind, at: Date): string {
  return `marketplace-${kind}-${compactUtc(at)}${EXTENSIONS[kind]}`;
}

/** 20261120T150000Z: a UTC instant that is safe in a file name on every system. */
export function compactUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(/[-:]/g, "");
}

/**
 * Writes `file` through `write(partialPath)` and renames it into place once written and
 * flushed, so a folder never holds a half-written backup under a finished backup's name
 * (a crash leaves a `.partial` file, which nothing takes for a backup). Returns its size.
 */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  // The first folder it made, if any: a failed backup leaves no empty folders behind either.
  const madeFolder = await mkdir(path.dirname(file), { recursive: true });
  if (await exists(file)) throw new BackupError(`${displayPath(file)} already exists: not overwriting it.`);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    // Flushed before the rename: after a power cut the name must not stand for missing bytes.
    const handle = await open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    if (madeFolder) await removeEmptyFolders(path.dirname(file), madeFolder);
    throw error;
  }
  return (await stat(file)).size;
}

/** Removes `folder` and its parents up to `top`, each only while empty. */
async function removeEmptyFolders(folder: string, top: string): Promise<void> {
  for (let current = folder; ; current = path.dirname(current)) {
    const removed = await rmdir(current).then(
      () => true,
      () => false,
    );
    if (!removed || current === path.resolve(top) || current === path.dirname(current)) return;
  }
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A backup file's first bytes, with one-line errors for a path that is not a readable file. */
export async function readBackupHead(file: string, bytes = 512): Promise<Buffer> {
  const handle = await openBackupFile(file);
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function readBackupFile(file: string): Promise<Buffer> {
  await (await openBackupFile(file)).close();
  return readFile(file);
}

async function openBackupFile(file: string) {
  const info = await stat(file).catch(() => null);
  if (!info) throw new BackupError(`No such backup file: ${displayPath(file)}`);
  if (!info.isFile()) throw new BackupError(`${displayPath(file)} is not a file: name a backup file.`);
  return open(file, "r");
}

/**
 * What a file's first bytes say it is: a pg_dump custom-format archive starts "PGDMP"; an
 * embedded database's archive is a gzipped tar of its data directory (or a plain tar).
 */
export function sniffBackup(head: Buffer): BackupKind | "unknown" {
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (head.length >= 262 && head.subarray(257, 262).toString("latin1") === "ustar") return "pglite";
  return "unknown";
}

/**
 * The tar of a PGlite data directory inside a backup file, or a one-line error saying what
 * the file is instead. Only a tar holding PG_VERSION and global/pg_control is taken for one.
 */
export function pgliteTarOf(bytes: Buffer, file: string): Buffer {
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = gunzipSync(bytes);
    } catch {
      throw new BackupError(`${displayPath(file)} is damaged: its gzip data does not unpack.`);
    }
  }
  const names = new Set(tarEntryNames(tar));
  if (!names.has("PG_VERSION") || !names.has("global/pg_control")) {
    throw new BackupError(
      `${displayPath(file)} is not a backup of an embedded database (no PostgreSQL data directory in it).`,
    );
  }
  return tar;
}

/** Entry names of a tar (ustar or GNU), without a leading "/" or "./"; stops at anything that is not a header. */
export function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(cString(header.subarray(124, 136)).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) break;
    const prefix = cString(header.subarray(345, 500));
    const name = cString(header.subarray(0, 100));
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, "").replace(/\/$/, ""));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

function cString(bytes: Buffer): string {
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString("utf8");
}

/** A path as the operator would type it: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

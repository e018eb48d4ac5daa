// db:backup's and db:restore's answers to bad input: one line that says what is wrong, and
// nothing changed on disk. The restore drill (graph/test/api/backup-restore.test.ts) covers
// the backups themselves.
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BACKUP_USAGE,
  backupArguments,
  backupDatabase,
  type BackupTarget,
  RESTORE_USAGE,
  restoreArguments,
  restoreDatabase,
} from "./backup.ts";
import { postgresConnection } from "./backup-postgres.ts";

let root: string;
const file = (name: string) => path.join(root, name);
const pglite = (): BackupTarget => ({ kind: "pglite", dataDir: file("data") });
// Nothing listens on port 1: a test that reached the database would fail loudly.
const postgres: BackupTarget = { kind: "postgres", databaseUrl: "postgresql://app:pa55word@127.0.0.1:1/shop?schema=s" };
const missingTools = { pgDump: "/nonexistent/pg_dump", pgRestore: "/nonexistent/pg_restore" };

/** Every path under `root`: what "nothing changed" compares. */
async function tree(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "backup-input-"));
  // What restore would move aside if it got that far.
  await mkdir(file("data"));
  await writeFile(file("data/PG_VERSION"), "17\n");
  await mkdir(file("a-folder"));
  await writeFile(file("notes.txt"), "not a backup\n");
  await writeFile(file("postgres.dump"), Buffer.concat([Buffer.from("PGDMP"), Buffer.alloc(100)]));
  await writeFile(file("text.tar.gz"), gzipSync("a gzipped text, not a tar of a data directory"));
  await writeFile(file("cut.tar.gz"), gzipSync(Buffer.alloc(4096, 7)).subarray(0, 20));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("arguments", () => {
  it("backs up into the folder named, else BACKUP_DIR, else var/backups", () => {
    expect(backupArguments(["/srv/backups"], {})).toEqual({ folder: "/srv/backups" });
    expect(backupArguments([], { BACKUP_DIR: "/mnt/nightly" })).toEqual({ folder: "/mnt/nightly" });
    expect(backupArguments([], {})).toEqual({ folder: "var/backups" });
  });

  it("answers anything else with the usage line", () => {
    for (const argv of [["one", "two"], ["--help"], [""]])
      expect(() => backupArguments(argv, {})).toThrow(BACKUP_USAGE);
    for (const argv of [[], ["a.tar.gz", "b.tar.gz"], ["-f"]])
      expect(() => restoreArguments(argv)).toThrow(RESTORE_USAGE);
    expect(restoreArguments(["var/backups/x.tar.gz"])).toEqual({ file: "var/backups/x.tar.gz" });
  });
});

describe("restoring bad input into the embedded database changes nothing", () => {
  const cases: [string, () => string, RegExp][] = [
    ["a missing file", () => file("missing.tar.gz"), /^No such backup file: .*missing\.tar\.gz$/],
    ["a folder", () => file("a-folder"), /a-folder is not a file: name a backup file\.$/],
    ["a file of another kind", () => file("notes.txt"), /notes\.txt is not a backup made by npm run db:backup\.$/],
    [
      "a PostgreSQL backup",
      () => file("postgres.dump"),
      /postgres\.dump is a PostgreSQL backup \(pg_dump\): set DATABASE_URL to restore it into PostgreSQL\.$/,
    ],
    ["a gzip of something else", () => file("text.tar.gz"), /text\.tar\.gz is not a backup of an embedded database/],
    ["a cut-short archive", () => file("cut.tar.gz"), /cut\.tar\.gz is damaged: its gzip data does not unpack\.$/],
  ];
  it.each(cases)("%s", async (_, backupFile, message) => {
    const before = await tree();
    await expect(restoreDatabase({ file: backupFile(), target: pglite() })).rejects.toThrow(message);
    expect(await tree()).toEqual(before);
  });

  it("says an in-memory database has nowhere to restore into", async () => {
    await expect(
      restoreDatabase({ file: file("notes.txt"), target: { kind: "pglite", dataDir: "memory://" } }),
    ).rejects.toThrow(/^DATA_DIR is memory:\/\/: an in-memory database has nothing on disk/);
  });
});

describe("restoring bad input into PostgreSQL", () => {
  it("refuses an embedded database's archive and files of other kinds", async () => {
    await expect(restoreDatabase({ file: file("text.tar.gz"), target: postgres })).rejects.toThrow(
      /text\.tar\.gz is a backup of the embedded database \(PGlite\): unset DATABASE_URL to restore it into DATA_DIR\.$/,
    );
    await expect(restoreDatabase({ file: file("notes.txt"), target: postgres })).rejects.toThrow(
      /is not a backup made by npm run db:backup\.$/,
    );
  });

  it("says so when pg_restore is not installed", async () => {
    await expect(
      restoreDatabase({ file: file("postgres.dump"), target: postgres, programs: missingTools }),
    ).rejects.toThrow(/^pg_restore is not installed \(not found on PATH\)/);
  });
});

describe("backing up", () => {
  it("says so when pg_dump is not installed, and leaves no file or folder", async () => {
    const before = await tree();
    await expect(
      backupDatabase({ target: postgres, folder: file("new/nightly"), programs: missingTools }),
    ).rejects.toThrow(/^pg_dump is not installed \(not found on PATH\): install PostgreSQL's client tools/);
    expect(await tree()).toEqual(before);
  });

  it("says where it looked when there is no embedded database", async () => {
    const target: BackupTarget = { kind: "pglite", dataDir: file("a-folder") };
    await expect(backupDatabase({ target, folder: file("out") })).rejects.toThrow(
      /^No embedded database at .*a-folder: set DATA_DIR to its folder, or DATABASE_URL for PostgreSQL\.$/,
    );
    await expect(backupDatabase({ target: { kind: "pglite", dataDir: "memory://" } })).rejects.toThrow(/in-memory/);
  });
});

describe("a PostgreSQL URL as PostgreSQL's tools get it", () => {
  it("leaves out the password and Prisma's own parameters, and keeps the schema apart", () => {
    const connection = postgresConnection(
      "postgresql://app:p%40ss@db.internal:6432/shop?schema=tenant_a&connection_limit=5&sslmode=require",
    );
    expect(connection).toEqual({
      url: "postgresql://app@db.internal:6432/shop?sslmode=require",
      password: "p@ss",
      schema: "tenant_a",
      description: "PostgreSQL db.internal:6432/shop (schema tenant_a)",
    });
  });

  it("never repeats a URL it cannot read, which may hold a password", () => {
    expect(() => postgresConnection("postgres//app:hunter2@db/shop")).toThrow(/^DATABASE_URL is not a URL/);
    try {
      postgresConnection("postgres//app:hunter2@db/shop");
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
    expect(() => postgresConnection("postgresql://db/shop?schema=Bad-Name")).toThrow(/Unsupported schema name/);
  });
});

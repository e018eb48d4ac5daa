// Backups of a PostgreSQL database with PostgreSQL's own tools: pg_dump's custom format (of
// the URL's `?schema=` only, when it names one) and pg_restore into the same schema, all in one
// transaction so a failed restore leaves the database as it was. A large installation backs
// up with base backups and WAL archiving instead (docs/operations/backups.md).
import { spawn } from "node:child_process";
import pg from "pg";
import {
  BackupError,
  displayPath,
  type MigrationState,
  readBackupHead,
  sniffBackup,
  writeAtomically,
} from "./backup-files.ts";

export interface PostgresPrograms {
  pgDump: string;
  pgRestore: string;
}

export const DEFAULT_PROGRAMS: PostgresPrograms = { pgDump: "pg_dump", pgRestore: "pg_restore" };

/** How PostgreSQL's tools reach the database: never with the password in an argument or a message. */
export interface PostgresConnection {
  /** The URL without its password and without the parameters only Prisma reads. */
  url: string;
  password: string | undefined;
  schema: string | undefined;
  /** e.g. "PostgreSQL 127.0.0.1:5432/test (schema s)". */
  description: string;
}

// Parameters of Prisma's connection strings that libpq (pg_dump's client library) rejects.
const PRISMA_ONLY_PARAMETERS = [
  "schema",
  "connection_limit",
  "pool_timeout",
  "pgbouncer",
  "statement_cache_size",
  "socket_timeout",
  "sslaccept",
];

export function postgresConnection(databaseUrl: string): PostgresConnection {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // Not echoed: the text may hold a password.
    throw new BackupError("DATABASE_URL is not a URL such as postgresql://user@host:5432/database.");
  }
  if (url.protocol !== "postgresql:" && url.protocol !== "postgres:") {
    throw new BackupError("DATABASE_URL must start with postgresql:// to back up or restore PostgreSQL.");
  }
  const schema = url.searchParams.get("schema") ?? undefined;
  // The same rule as the server's (client.ts): a name PostgreSQL neither folds nor needs quoted,
  // which is also a literal pg_dump --schema pattern.
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new BackupError(`Unsupported schema name in DATABASE_URL: ${schema}`);
  }
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  for (const name of PRISMA_ONLY_PARAMETERS) url.searchParams.delete(name);
  const host = url.hostname || url.searchParams.get("host") || "localhost";
  const where = `${host}:${url.port || "5432"}${url.pathname}`;
  return {
    url: url.href,
    password,
    schema,
    description: schema ? `PostgreSQL ${where} (schema ${schema})` : `PostgreSQL ${where}`,
  };
}

export async function backupPostgres(
  connection: PostgresConnection,
  file: string,
  programs: PostgresPrograms = DEFAULT_PROGRAMS,
): Promise<number> {
  return writeAtomically(file, async (partial) => {
    await runTool(programs.pgDump, "pg_dump", connection, [
      "--format=custom",
      "--no-password",
      `--file=${partial}`,
      ...(connection.schema ? [`--schema=${connection.schema}`] : []),
      `--dbname=${connection.url}`,
    ]);
  });
}

export async function restorePostgres(
  connection: PostgresConnection,
  file: string,
  programs: PostgresPrograms = DEFAULT_PROGRAMS,
): Promise<MigrationState> {
  const kind = sniffBackup(await readBackupHead(file));
  if (kind === "pglite") {
    throw new BackupError(
      `${displayPath(file)} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  }
  if (kind === "unknown") throw new BackupError(`${displayPath(file)} is not a backup made by npm run db:backup.`);
  await assertHoldsSchema(connection, file, programs);

  const client = await connect(connection);
  try {
    // A schema-scoped archive holds its tables, not the schema itself: a fresh database needs it.
    if (connection.schema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${connection.schema}"`);
  } finally {
    await client.end();
  }
  await runTool(programs.pgRestore, "pg_restore", connection, [
    "--clean",
    "--if-exists",
    "--no-owner",
    // All or nothing: the first error rolls back every drop before it.
    "--single-transaction",
    "--no-password",
    ...(connection.schema ? [`--schema=${connection.schema}`] : []),
    `--dbname=${connection.url}`,
    file,
  ]);
  return migrationStateOf(connection);
}

/**
 * The archive must hold tables of the schema it is restored into: pg_restore cannot move
 * objects between schemas, and with --schema it would quietly restore nothing.
 */
async function assertHoldsSchema(connection: PostgresConnection, file: string, programs: PostgresPrograms) {
  const target = connection.schema ?? "public";
  const listed = await runTool(programs.pgRestore, "pg_restore", connection, ["--list", `--schema=${target}`, file]);
  if (/^\d+; \d+ \d+ TABLE /m.test(listed)) return;
  const everything = await runTool(programs.pgRestore, "pg_restore", connection, ["--list", file]);
  const schemas = [...everything.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+)/gm)].map((match) => match[1]);
  throw new BackupError(
    `${displayPath(file)} holds no tables of schema "${target}"` +
      (schemas.length
        ? ` (it was made from schema ${schemas.join(", ")}): set ?schema= in DATABASE_URL to match.`
        : "."),
  );
}

async function migrationStateOf(connection: PostgresConnection): Promise<MigrationState> {
  const client = await connect(connection);
  try {
    const table = connection.schema ? `"${connection.schema}"."_prisma_migrations"` : `"_prisma_migrations"`;
    const { rows } = await client.query<{ applied: number; latest: string | null }>(
      `SELECT count(*)::int AS "applied", max("migration_name") AS "latest" FROM ${table}
       WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    );
    return { applied: rows[0]?.applied ?? 0, latest: rows[0]?.latest ?? null };
  } finally {
    await client.end();
  }
}

async function connect(connection: PostgresConnection): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: connection.url, password: connection.password });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Could not connect to ${connection.description}: ${redact((error as Error).message, connection)}`,
    );
  }
  return client;
}

/** Runs one of PostgreSQL's tools; its stdout, or its own words when it fails. */
function runTool(program: string, name: string, connection: PostgresConnection, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ["ignore", "pipe", "pipe"],
      // PGPASSWORD rather than the URL: arguments are visible to every user of the machine (ps).
      env: { ...process.env, ...(connection.password === undefined ? {} : { PGPASSWORD: connection.password }) },
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${name} is not installed (not found on PATH): install PostgreSQL's client tools of the server's ` +
                "version or newer (Debian: apt-get install postgresql-client).",
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) return resolve(Buffer.concat(stdout).toString("utf8"));
      const said = Buffer.concat(stderr).toString("utf8").trim().split("\n").filter(Boolean).slice(-3).join(" / ");
      reject(new BackupError(`${name} failed (exit ${code}): ${redact(said, connection) || "no message"}`));
    });
  });
}

function redact(text: string, connection: PostgresConnection): string {
  return connection.password ? text.replaceAll(connection.password, "***") : text;
}

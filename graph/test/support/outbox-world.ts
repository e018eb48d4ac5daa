// What the outbox's process tests stand on: a migrated, seeded PostgreSQL schema of their own,
// outbox processes (outbox-process.ts) to start, release and kill, and the .eml files a
// server's local mailbox folder holds.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { applyPendingMigrations } from "../../src/db/migrate.ts";
import type { OutboxProcessCommand, OutboxProcessEvent } from "./outbox-process.ts";
import { readRawMessage } from "./smtp-stand-in.ts";
import { offerServiceAtStartingPrice } from "./offered-service.ts";

const projectRoot = path.resolve(import.meta.dirname, "../../..");
const SCRIPT = path.join(projectRoot, "graph/test/support/outbox-process.ts");

export interface OutboxSchema {
  schema: string;
  db: Database;
  /** Closes the connections and drops the schema. */
  drop(): Promise<void>;
}

/**
 * A fresh schema, migrated and seeded (provider 1 is provider@demo.test's, and offers house
 * cleaning), before any process starts, so the processes share data they did not race to make.
 */
export async function createOutboxSchema(databaseUrl: string): Promise<OutboxSchema> {
  const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await runAdmin(databaseUrl, `CREATE SCHEMA "${schema}"`);
  const db = await openDatabase({ databaseUrl, schema });
  const drop = async () => {
    await db.close();
    await runAdmin(databaseUrl, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  };
  try {
    await applyPendingMigrations(db);
    await seedDatabase(db.prisma, { providers: 5, seed: 7 });
    await offerServiceAtStartingPrice(db.prisma, 1, "house-cleaning");
  } catch (error) {
    await drop();
    throw error;
  }
  return { schema, db, drop };
}

export interface OutboxProcess {
  name: string;
  events: OutboxProcessEvent[];
  /** Connected to the database and waiting for commands. */
  ready: Promise<void>;
  /** Resolves with the signal that ended it ("SIGKILL"), or its exit code as text. */
  exited: Promise<string>;
  /** Sends a command; resolves with the next `until` event it prints after it. */
  command<K extends OutboxProcessEvent["event"]>(
    command: OutboxProcessCommand,
    until: K,
  ): Promise<Extract<OutboxProcessEvent, { event: K }>>;
  /** Resolves with what `found` finds in the events so far, once it finds something. */
  waitFor<T>(found: () => T | undefined): Promise<T>;
  /** The sends its transport accepted. */
  sent(): Extract<OutboxProcessEvent, { event: "sent" }>[];
  /** SIGKILL, like a crash or an orchestrator giving up on it; resolves once it has exited. */
  kill(): Promise<void>;
  /** Ends its input (it closes its connections and exits); resolves with how it exited. */
  finish(): Promise<string>;
  /** Everything it printed, for failure messages. */
  output(): string;
}

/** The processes still running, so a failed test's leftovers can be killed before the schema goes. */
export const runningOutboxProcesses = new Set<OutboxProcess>();

export function startOutboxProcess(options: { databaseUrl: string; schema: string; name: string }): OutboxProcess {
  const url = new URL(options.databaseUrl);
  url.searchParams.set("schema", options.schema);
  // One process (tsx as a loader, not its CLI's wrapper), in its own group: a kill is a crash.
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: url.href, PGAPPNAME: `outbox_${options.schema}_${options.name}` },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  // Writing to a process the test killed fails with EPIPE; that is expected, not an error.
  child.stdin!.on("error", () => {});
  const events: OutboxProcessEvent[] = [];
  const lines: string[] = [];
  let ending: string | undefined;
  const checks = new Set<() => void>();
  const recheck = () => checks.forEach((check) => check());
  createInterface({ input: child.stdout! }).on("line", (line) => {
    lines.push(line);
    // Anything not JSON (a library's warning) is kept for failure messages only.
    if (line.startsWith("{")) events.push(JSON.parse(line) as OutboxProcessEvent);
    recheck();
  });
  createInterface({ input: child.stderr! }).on("line", (line) => lines.push(`stderr: ${line}`));
  const output = () => lines.join("\n");

  const handle: OutboxProcess = {
    name: options.name,
    events,
    ready: Promise.resolve(),
    exited: Promise.resolve(""),
    waitFor: <T>(found: () => T | undefined) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const value = found();
          if (value !== undefined) resolve(value);
          else if (ending === undefined) return;
          else reject(new Error(`${options.name} ended (${ending}) first:\n${output()}`));
          checks.delete(check);
        };
        checks.add(check);
        check();
      }),
    command(command, until) {
      const before = events.length;
      child.stdin!.write(`${JSON.stringify(command)}\n`);
      type Wanted = Extract<OutboxProcessEvent, { event: typeof until }>;
      return handle.waitFor(() => events.slice(before).find((event): event is Wanted => event.event === until));
    },
    sent: () => events.filter((event) => event.event === "sent"),
    kill: () => killGroup(child),
    finish() {
      child.stdin!.end();
      return handle.exited;
    },
    output,
  };
  runningOutboxProcesses.add(handle);
  // "close", not "exit": its last lines are read by then.
  handle.exited = new Promise<string>((resolve) =>
    child.once("close", (code, signal) => {
      ending = signal ?? String(code);
      runningOutboxProcesses.delete(handle);
      recheck();
      resolve(ending);
    }),
  );
  handle.ready = handle
    .waitFor(() => (events.some((event) => event.event === "ready") ? true : undefined))
    .then(() => {});
  return handle;
}

/** SIGKILL to the child's whole process group; resolves once it has exited. */
async function killGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
  await exited;
}

export interface MailboxMessage {
  file: string;
  to: string | undefined;
  subject: string | undefined;
  text: string;
}

/** The .eml files in a local mailbox folder (none while it does not exist), oldest first. */
export async function readMailbox(dir: string): Promise<MailboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const { headers, text } = readRawMessage(await readFile(path.join(dir, file), "utf8"));
      return { file, to: headers.get("to"), subject: headers.get("subject"), text };
    }),
  );
}

async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Who has an embedded database's data directory open, and how to ask it for a copy.
//
// PGlite lives inside one process and keeps no lock a second process would see (its
// postmaster.pid says -42 whoever wrote it), so the process that opens a data directory for
// the marketplace records itself in a marker file there and answers on a local socket:
// connecting is the truthful "is it still running?" (a crashed owner's socket refuses), and
// the running server hands `npm run db:backup` its archive through it. The socket lives in a
// private folder outside the data directory, because PGlite's archive of the directory
// fails on a socket file. docs/decisions/backups.md says why this and not a signal.
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { BackupError, displayPath, formatBytes } from "./backup-files.ts";

export const OWNER_MARKER = "marketplace-owner.json";

export type OwnerRole = "server" | "backup" | "restore";

export interface Owner {
  pid: number;
  role: OwnerRole;
}

const roleSchema = z.enum(["server", "backup", "restore"]);
const markerSchema = z.object({ pid: z.number().int(), role: roleSchema, socket: z.string().min(1) });
const requestSchema = z.object({ request: z.enum(["identify", "archive"]) });
const answerSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    pid: z.number().int(),
    role: roleSchema,
    dataDir: z.string(),
    bytes: z.number().int().nonnegative().optional(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
type Answer = z.infer<typeof answerSchema>;

/** A request line is a few bytes; anything longer is not one of ours. */
const MAX_LINE_BYTES = 4096;
const IDENTIFY_TIMEOUT_MS = 5_000;

/** e.g. "the running server (pid 123)", to follow "open in" or "in use by". */
export function describeOwner(owner: Owner): string {
  const what = { server: "the running server", backup: "npm run db:backup", restore: "npm run db:restore" }[owner.role];
  return `${what} (pid ${owner.pid})`;
}

/**
 * The live owner of `dataDir`, or null when none: no marker, a marker whose socket nobody
 * answers (its process died), or one answered for another directory (a copy of a live one).
 */
export async function findOwner(dataDir: string): Promise<(Owner & { socket: string }) | null> {
  const marker = await readMarker(dataDir);
  if (!marker) return null;
  const socket = await connect(marker.socket);
  if (!socket) return null;
  try {
    const { answer } = await ask(socket, "identify", IDENTIFY_TIMEOUT_MS);
    if (!answer.ok) throw new BackupError(answer.message);
    if (answer.dataDir !== (await realpath(dataDir))) return null;
    return { pid: answer.pid, role: answer.role, socket: marker.socket };
  } finally {
    socket.destroy();
  }
}

/**
 * Asks the owner for an archive of the data directory: its size in bytes and the bytes,
 * which the caller must read to the end.
 */
export async function requestArchive(owner: {
  socket: string;
}): Promise<{ bytes: number; body: AsyncIterable<Buffer> }> {
  const socket = await connect(owner.socket);
  if (!socket) throw new BackupError("The server stopped before it could send the backup.");
  const { answer, rest } = await ask(socket, "archive");
  if (!answer.ok) {
    socket.destroy();
    throw new BackupError(answer.message);
  }
  if (answer.bytes === undefined) throw new Error("The server's answer did not say how many bytes follow");
  return { bytes: answer.bytes, body: rest };
}

export interface Claim {
  /** Stops answering and removes the marker; never throws. */
  stop(): Promise<void>;
}

export interface ClaimOptions {
  /** Makes an archive of the open database; without it, archive requests are refused as busy. */
  archive?: () => Promise<Blob>;
  log?: (line: string) => void;
}

/**
 * Records this process as the owner of `dataDir` and answers on a local socket until
 * stopped. Refuses when another owner is alive: two processes must never open one PGlite
 * directory.
 */
export async function claimDataDir(dataDir: string, role: OwnerRole, options: ClaimOptions = {}): Promise<Claim> {
  const other = await findOwner(dataDir);
  if (other) {
    throw new BackupError(
      `The embedded database at ${displayPath(dataDir)} is already open in ${describeOwner(other)}.`,
    );
  }
  const realDataDir = await realpath(dataDir);
  const { socketPath, cleanUp } = await privateSocketPath();
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
    socket.on("error", () => socket.destroy());
    void answerConnection(socket, { pid: process.pid, role, dataDir: realDataDir }, options);
  });
  const markerFile = path.join(dataDir, OWNER_MARKER);
  const marker = JSON.stringify({ pid: process.pid, role, socket: socketPath });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
    // Renamed into place: a reader never sees half a marker.
    const partial = `${markerFile}.${process.pid}.partial`;
    await writeFile(partial, marker);
    await rename(partial, markerFile);
  } catch (error) {
    // A listening socket would keep the process alive for nothing.
    server.close();
    await cleanUp();
    throw error;
  }

  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Only our own marker: a restore may have put another directory in this path since.
      const current = await readFile(markerFile, "utf8").catch(() => null);
      if (current === marker) await rm(markerFile, { force: true }).catch(() => {});
      await cleanUp();
    },
  };
}

/** Removes an owner's marker from a directory that no process has open (a restored copy, say). */
export async function removeOwnerMarker(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, OWNER_MARKER), { force: true });
}

async function readMarker(dataDir: string) {
  const text = await readFile(path.join(dataDir, OWNER_MARKER), "utf8").catch(() => null);
  if (text === null) return null;
  try {
    return markerSchema.parse(JSON.parse(text));
  } catch {
    // A marker we cannot read names no socket we could ask: as good as none.
    return null;
  }
}

/**
 * A socket path only this user can reach: a folder of its own (mode 0700) in the temporary
 * folder, short enough for the 104-byte limit of socket paths. Windows has named pipes instead.
 */
async function privateSocketPath(): Promise<{ socketPath: string; cleanUp: () => Promise<void> }> {
  if (process.platform === "win32") {
    return { socketPath: `\\\\.\\pipe\\marketplace-backup-${randomUUID()}`, cleanUp: async () => {} };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), "marketplace-backup-"));
  return {
    socketPath: path.join(folder, "socket"),
    cleanUp: () => rm(folder, { recursive: true, force: true }).catch(() => {}),
  };
}

/** A connection to `socketPath`, or null when nothing listens there. */
function connect(socketPath: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.removeAllListeners("error");
      // Errors from here on reach the reader through the socket's iterator.
      socket.on("error", () => {});
      resolve(socket);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
  });
}

/** Sends one request and reads the answer's first line; `rest` yields the bytes after it. */
async function ask(
  socket: net.Socket,
  request: z.infer<typeof requestSchema>["request"],
  timeoutMs?: number,
): Promise<{ answer: Answer; rest: AsyncIterable<Buffer> }> {
  if (timeoutMs) {
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new BackupError("The process that has the database open did not answer.")),
    );
  }
  socket.write(`${JSON.stringify({ request })}\n`);
  const chunks = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { line, rest } = await readLine(chunks);
  socket.setTimeout(0);
  const answer = answerSchema.parse(JSON.parse(line));
  return { answer, rest };
}

async function readLine(chunks: AsyncIterator<Buffer>): Promise<{ line: string; rest: AsyncIterable<Buffer> }> {
  let buffered = Buffer.alloc(0);
  for (;;) {
    const next = await chunks.next();
    if (next.done) throw new BackupError("The process that has the database open hung up without answering.");
    buffered = Buffer.concat([buffered, next.value]);
    const end = buffered.indexOf(0x0a);
    if (end !== -1) {
      const after = buffered.subarray(end + 1);
      async function* rest() {
        if (after.length > 0) yield after;
        for (;;) {
          const chunk = await chunks.next();
          if (chunk.done) return;
          yield chunk.value;
        }
      }
      return { line: buffered.subarray(0, end).toString("utf8"), rest: rest() };
    }
    if (buffered.length > MAX_LINE_BYTES) throw new Error("An answer line longer than any we send");
  }
}

async function answerConnection(
  socket: net.Socket,
  identity: { pid: number; role: OwnerRole; dataDir: string },
  options: ClaimOptions,
): Promise<void> {
  const reply = (answer: Answer, body?: Uint8Array) =>
    new Promise<void>((resolve) => {
      socket.write(`${JSON.stringify(answer)}\n`);
      socket.end(body ?? Buffer.alloc(0), resolve);
    });
  try {
    const { line } = await readLine(socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
    const { request } = requestSchema.parse(JSON.parse(line));
    if (request === "identify") return await reply({ ok: true, ...identity });
    if (!options.archive) {
      return await reply({
        ok: false,
        message: `The database is in use by ${describeOwner(identity)}; try again when it ends.`,
      });
    }
    const started = performance.now();
    const archive = new Uint8Array(await (await options.archive()).arrayBuffer());
    await reply({ ok: true, ...identity, bytes: archive.byteLength }, archive);
    options.log?.(
      `Backup: sent npm run db:backup an archive of the database (${formatBytes(archive.byteLength)}, ` +
        `made in ${Math.round(performance.now() - started)} ms)`,
    );
  } catch (error) {
    if (socket.destroyed) return;
    await reply({ ok: false, message: `The server could not archive the database: ${(error as Error).message}` });
  }
}

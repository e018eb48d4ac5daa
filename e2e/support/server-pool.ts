// A start of `npm start` on a copy of the prepared database takes about 8 s, and nearly every
// journey file needs one: a minute of every five in the browser suite. The global setup keeps
// one such server started ahead of need. A file takes it at once and the next one starts
// while that file runs, so each file still gets a server and a database of its own, from the
// same copy, with none of the wait.
//
// The pool lives in the process that runs the global setup; test files, in processes of their
// own, take and return servers over a small local HTTP API. The server's log is also written
// to a file the test process reads (`logLines()` stays synchronous).
import { readFileSync } from "node:fs";
import { cp, mkdtemp } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeTempDataDir, removeDataDir, startServer, type RunningServer } from "./server.ts";

/** What a test process needs to use and return a server the pool started. */
interface LentServer {
  url: string;
  port: number;
  dataDir: string | undefined;
  mailboxDir: string | undefined;
  logFile: string;
}

type ExitStatus = Awaited<ReturnType<RunningServer["stop"]>>;

export interface ServerPool {
  /** Where test processes ask for servers. */
  url: string;
  /** Stops the spare and every server not returned. */
  close(): Promise<void>;
}

export async function startServerPool(preparedDataDir: string): Promise<ServerPool> {
  const lent = new Map<number, { server: RunningServer; logDir: string }>();
  let spare: Promise<{ server: RunningServer; logDir: string }> | undefined;

  const startSpare = () => {
    spare = (async () => {
      const dataDir = await makeTempDataDir();
      await cp(preparedDataDir, dataDir, { recursive: true });
      const logDir = await mkdtemp(path.join(tmpdir(), "marketplace-e2e-log-"));
      const server = await startServer({ dataDir, logFile: path.join(logDir, "server.log") });
      return { server, logDir };
    })();
    // A failed start is reported to the file that takes it, not as an unhandled rejection.
    spare.catch(() => undefined);
  };

  const take = async (): Promise<LentServer> => {
    if (!spare) startSpare();
    const taking = spare!;
    startSpare();
    const entry = await taking;
    lent.set(entry.server.port, entry);
    const { url, port, dataDir, mailboxDir } = entry.server;
    return { url, port, dataDir, mailboxDir, logFile: path.join(entry.logDir, "server.log") };
  };

  const giveBack = async (port: number): Promise<ExitStatus> => {
    const entry = lent.get(port);
    if (!entry) throw new Error(`No server on port ${port} was lent`);
    lent.delete(port);
    const exit = await entry.server.stop();
    await Promise.all([removeDataDir(entry.server.dataDir), removeDataDir(entry.logDir)]);
    return exit;
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const stop = /^\/servers\/(\d+)$/.exec(request.url ?? "");
    const work =
      request.method === "POST" && request.url === "/servers"
        ? take()
        : request.method === "DELETE" && stop
          ? giveBack(Number(stop[1]))
          : Promise.reject(new Error(`${request.method} ${request.url} is not part of the pool`));
    work.then(
      (body) => answer(response, 200, body),
      (error: Error) => answer(response, 500, { message: error.message }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  startSpare();

  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      http.close();
      const last = await spare?.catch(() => undefined);
      if (last) lent.set(last.server.port, last);
      await Promise.all([...lent.keys()].map((port) => giveBack(port)));
    },
  };
}

/** Takes the pool's spare server: started, healthy, on its own copy of the prepared database. */
export async function takePooledServer(poolUrl: string): Promise<RunningServer> {
  const response = await fetch(`${poolUrl}/servers`, { method: "POST" });
  const body = (await response.json()) as LentServer & { message?: string };
  if (!response.ok) throw new Error(`The server pool could not start a server: ${body.message}`);
  const lines = () => readFileSync(body.logFile, "utf8").split("\n").slice(0, -1);
  let stopped: Promise<ExitStatus> | undefined;
  return {
    url: body.url,
    port: body.port,
    dataDir: body.dataDir,
    mailboxDir: body.mailboxDir,
    logLines: lines,
    log: () => lines().join("\n"),
    stop: () =>
      (stopped ??= (async () => {
        const answer = await fetch(`${poolUrl}/servers/${body.port}`, { method: "DELETE" });
        const exit = (await answer.json()) as ExitStatus & { message?: string };
        if (!answer.ok) throw new Error(`The server pool could not stop the server: ${exit.message}`);
        return exit;
      })()),
  };
}

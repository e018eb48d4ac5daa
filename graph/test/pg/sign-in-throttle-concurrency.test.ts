// Two real server processes over one PostgreSQL schema, hit at once: the throttle's
// count-and-check must hold in the database, not in either process. PGlite serves one
// connection at a time and cannot race, so this runs only on PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { createTestDatabase } from "../support/database.ts";
import { createAccount, readSignInAnswer, type SignInAnswer, signInRequestInit } from "../support/sign-in.ts";

const url = process.env.TEST_DATABASE_URL;
const EMAIL = "contested@throttle.test";
const PASSWORD = "correct-horse-battery";
/** Both processes' clocks stand still here: a wait, once set, never runs out during the test. */
const NOW = "2026-11-20T15:00:00.000Z";

interface Server {
  process: ChildProcess;
  origin: string;
}

describe.skipIf(!url)(
  "sign-in throttle across two server processes (PostgreSQL only: set TEST_DATABASE_URL; PGlite cannot race)",
  () => {
    let db: Database;
    let servers: Server[] = [];

    beforeAll(async () => {
      db = await createTestDatabase();
      const [{ schema }] = await db.prisma.$queryRaw<[{ schema: string }]>`SELECT current_schema() AS schema`;
      await createAccount(db.prisma, EMAIL, PASSWORD);
      servers = await Promise.all([startServer(url!, schema), startServer(url!, schema)]);
    });

    afterAll(async () => {
      await Promise.all(servers.map(stopServer));
      await db?.close();
    });

    /** Every attempt sent at once, alternating between the two processes. */
    function sendAtOnce(passwords: string[]): Promise<SignInAnswer[]> {
      return Promise.all(
        passwords.map(async (password, i) => {
          const response = await fetch(
            `${servers[i % servers.length]!.origin}/graphql`,
            signInRequestInit({ email: EMAIL, password }),
          );
          return readSignInAnswer(response);
        }),
      );
    }

    const count = (answers: SignInAnswer[], typename: string) =>
      answers.filter((answer) => answer.result.__typename === typename).length;

    it("checks no more than 5 of 50 wrong passwords sent at once to two processes", async () => {
      const answers = await sendAtOnce(Array<string>(50).fill("wrong-password"));
      expect(count(answers, "InvalidCredentialsError")).toBeLessThanOrEqual(5);
      expect(count(answers, "InvalidCredentialsError") + count(answers, "TooManySignInAttemptsError")).toBe(50);
      // With the clocks standing still every free attempt is taken, and no more.
      expect(count(answers, "InvalidCredentialsError")).toBe(5);
      expect(await db.prisma.signInThrottle.findUnique({ where: { key: `email:${EMAIL}` } })).toMatchObject({
        attempts: 5,
      });
    });

    it("then refuses the right password sent among 49 wrong ones, checking none of them", async () => {
      const passwords = Array<string>(50).fill("wrong-password");
      passwords[17] = PASSWORD;
      const answers = await sendAtOnce(passwords);
      expect(count(answers, "TooManySignInAttemptsError")).toBe(50);
      expect(answers[17]!.sessionToken).toBeNull();
      expect(answers.flatMap((answer) => answer.setCookies)).toEqual([]);
      expect(await db.prisma.session.count({ where: { user: { email: EMAIL } } })).toBe(0);
      expect(await db.prisma.signInThrottle.findUnique({ where: { key: `email:${EMAIL}` } })).toMatchObject({
        attempts: 5,
      });
    });
  },
);

const serverScript = fileURLToPath(new URL("../support/throttle-server.ts", import.meta.url));

async function startServer(databaseUrl: string, schema: string): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", serverScript], {
    env: { ...process.env, THROTTLE_DATABASE_URL: databaseUrl, THROTTLE_SCHEMA: schema, THROTTLE_NOW: NOW },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`The throttle test server exited with ${String(code)} before listening`);
  });
  const listening = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) {
      const { port } = JSON.parse(line) as { port: number };
      return port;
    }
    throw new Error("The throttle test server closed its output before listening");
  })();
  try {
    const port = await Promise.race([listening, exited]);
    return { process: child, origin: `http://127.0.0.1:${port}` };
  } catch (error) {
    child.kill();
    throw error;
  }
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = once(server.process, "exit");
  server.process.kill("SIGTERM");
  await exited;
}

// A second client on a test database that reports every statement it sends, BEGIN and COMMIT
// included, as Prisma logs them: what a test counts to hold a write to its number of
// statements. On PGlite it is a copy of the database (PGlite has one connection, and a copy
// costs a fraction of a second); on PostgreSQL a client of its own on the same schema.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { type Database, snapshotDatabase } from "../../src/db/client.ts";
import { createPGlite } from "../../src/db/pglite.ts";
import { PrismaClient } from "../../src/generated/prisma/client.ts";

export interface StatementLog {
  prisma: PrismaClient;
  /** The statements `run` sent, in order, as their text. */
  during(run: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/** Opens the log on `db` as it is now (on PGlite, later writes through `db` are not seen). */
export async function openStatementLog(db: Database): Promise<StatementLog> {
  const opened = db.kind === "pglite" ? await pgliteCopy(db) : await postgresClient(db);
  const seen: string[] = [];
  opened.prisma.$on("query", (event) => seen.push(event.query));
  return {
    prisma: opened.prisma,
    async during(run) {
      const from = seen.length;
      await run();
      return seen.slice(from);
    },
    async close() {
      await opened.prisma.$disconnect();
      await opened.close();
    },
  };
}

function loggingClient(adapter: PrismaPGlite | PrismaPg) {
  return new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
}

async function pgliteCopy(db: Database) {
  const pglite = await createPGlite("memory://", await snapshotDatabase(db));
  return { prisma: loggingClient(new PrismaPGlite(pglite)), close: () => pglite.close() };
}

async function postgresClient(db: Database) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("A PostgreSQL test database without TEST_DATABASE_URL");
  // The test database's connections have its schema as their search path.
  const [{ schema }] = await db.prisma.$queryRaw<[{ schema: string }]>`SELECT current_schema() AS "schema"`;
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
  return { prisma: loggingClient(new PrismaPg(pool, { schema })), close: () => pool.end() };
}

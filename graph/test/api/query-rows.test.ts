// The hot reads' way to the driver (db/rows.ts) answers as Prisma's raw queries do, keeps a
// transaction's statements in the transaction, reports a refused value as one, and on
// PostgreSQL prepares a statement text once per connection, up to its limit.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { dataExceptionState } from "../../src/db/data-exception.ts";
import { postgresRowsDriver, queryRows, StatementError } from "../../src/db/rows.ts";
import { Prisma } from "../../src/generated/prisma/client.ts";
import { createTestDatabase } from "../support/database.ts";

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const SAMPLE = Prisma.sql`
  SELECT n::int AS id, (n / 4.0)::float8 AS rating, 'city ' || n AS name,
         json_build_object('n', n, 'tags', json_build_array('a', n::text), 'none', NULL) AS card,
         CASE WHEN n % 2 = 0 THEN NULL ELSE n * 2 END::int AS maybe
  FROM generate_series(1, ${3}::int) AS n ORDER BY n`;

describe("queryRows", () => {
  it("answers with the rows and types Prisma's raw query gives", async () => {
    const direct = await queryRows<Record<string, unknown>>(db.prisma, SAMPLE);
    expect(direct).toEqual(await db.prisma.$queryRaw(SAMPLE));
    expect(direct[0]).toEqual({
      id: 1,
      rating: 0.25,
      name: "city 1",
      card: { n: 1, tags: ["a", "1"], none: null },
      maybe: 2,
    });
  });

  it("runs inside a transaction when given the transaction's client", async () => {
    await db.prisma.category.create({ data: { slug: "outside", name: "Outside", minPriceCents: 1, maxPriceCents: 2 } });
    const seen = await db.prisma
      .$transaction(async (tx) => {
        await tx.category.create({ data: { slug: "inside", name: "Inside", minPriceCents: 1, maxPriceCents: 2 } });
        const rows = await queryRows<{ slug: string }>(
          tx as never,
          Prisma.sql`SELECT slug FROM "Category" WHERE slug IN ('inside', 'outside') ORDER BY slug`,
        );
        throw Object.assign(new Error("roll back"), { rows });
      })
      .catch((error: { rows?: unknown }) => error.rows);
    expect(seen).toEqual([{ slug: "inside" }, { slug: "outside" }]);
    const after = await queryRows(db.prisma, Prisma.sql`SELECT slug FROM "Category" WHERE slug = 'inside'`);
    expect(after).toEqual([]);
  });

  it("reports a value the database refused with its SQLSTATE, a data exception", async () => {
    const refused = await queryRows(db.prisma, Prisma.sql`SELECT ${"twelve"}::int AS n`).catch((error) => error);
    expect(refused).toBeInstanceOf(StatementError);
    expect(refused.sqlState).toBe("22P02");
    expect(dataExceptionState(refused)).toBe("22P02");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("postgresRowsDriver", () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  });
  afterAll(() => pool?.end());

  const prepared = async () =>
    (await pool.query(`SELECT statement FROM pg_prepared_statements ORDER BY statement`)).rows.map(
      (row: { statement: string }) => row.statement,
    );

  it("prepares a text from its third use on, and runs texts past its limit unprepared", async () => {
    const rows = postgresRowsDriver(pool, { preparedTexts: 1 });
    const sum = "SELECT $1::int + $2::int AS sum";
    const product = "SELECT $1::int * $2::int AS product";
    // More runs than PostgreSQL's five custom plans, so the cached plan is used too.
    for (let n = 1; n <= 8; n += 1) {
      expect(await rows(sum, [n, 10])).toEqual([{ sum: n + 10 }]);
      expect(await rows(product, [n, 10])).toEqual([{ product: n * 10 }]);
    }
    expect(await prepared()).toEqual([sum]);
  });

  it("runs a text used once or twice unprepared", async () => {
    const rows = postgresRowsDriver(pool);
    const difference = "SELECT $1::int - $2::int AS difference";
    expect(await rows(difference, [3, 1])).toEqual([{ difference: 2 }]);
    expect(await rows(difference, [5, 1])).toEqual([{ difference: 4 }]);
    expect(await prepared()).not.toContain(difference);
    expect(await rows(difference, [7, 1])).toEqual([{ difference: 6 }]);
    expect(await prepared()).toContain(difference);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { applyPendingMigrations } from "./migrate.ts";

describe("openDatabase", { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("keeps PGlite data on disk across restarts", async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), "pglite-")), "data");
    dirs.push(join(dataDir, ".."));

    // An explicit data directory wins over DATABASE_URL (db:migration relies on it).
    const savedUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgresql://app@db.internal/market";
    const first = await openDatabase({ dataDir }).finally(() => {
      if (savedUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = savedUrl;
    });
    try {
      expect(first.kind).toBe("pglite");
      expect(first.description).toBe(`PGlite at ${dataDir}`);
      expect(await applyPendingMigrations(first)).not.toEqual([]);
      await first.prisma.category.create({
        data: { slug: "plumbing", name: "Plumbing", minPriceCents: 8000, maxPriceCents: 30000 },
      });
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir });
    try {
      expect(await applyPendingMigrations(second)).toEqual([]);
      expect(await second.prisma.category.findMany({ select: { slug: true } })).toEqual([{ slug: "plumbing" }]);
    } finally {
      await second.close();
    }
  });

  it("describes PostgreSQL without its password, and connects lazily", async () => {
    const db = await openDatabase({ databaseUrl: "postgresql://app:s3cret@db.internal:6432/market?schema=shop" });
    try {
      expect(db.kind).toBe("postgres");
      expect(db.description).toBe("PostgreSQL db.internal:6432/market (schema shop)");
      expect(db.description).not.toContain("s3cret");
    } finally {
      await db.close();
    }
  });

  it("refuses schema names it would have to quote", async () => {
    await expect(openDatabase({ databaseUrl: "postgresql://app@db.internal/market", schema: "Shop" })).rejects.toThrow(
      /Unsupported schema name/,
    );
  });
});

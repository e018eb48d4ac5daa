// The migration platform on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/database.ts";
import type { Database } from "./client.ts";
import { applyPendingMigrations, createMigration, defaultMigrationPaths, type MigrationPaths } from "./migrate.ts";

const slow = { timeout: 60_000 };
const hookTimeout = 120_000;
const targets = process.env.TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

/** A copy of the repository's migrations to add to, so no test writes into prisma/. */
async function scratchMigrations(schemaPath = defaultMigrationPaths.schemaPath): Promise<MigrationPaths> {
  const migrationsDir = join(await mkdtemp(join(tmpdir(), "migrations-")), "migrations");
  await cp(defaultMigrationPaths.migrationsDir, migrationsDir, { recursive: true });
  return { migrationsDir, schemaPath };
}

async function addMigration(paths: MigrationPaths, name: string, sql: string): Promise<void> {
  await mkdir(join(paths.migrationsDir, name));
  await writeFile(join(paths.migrationsDir, name, "migration.sql"), sql);
}

for (const target of targets) {
  // Test files share TEST_DATABASE_URL only when it is set; otherwise stay on PGlite.
  const withTarget = async <T>(use: () => Promise<T>): Promise<T> => {
    const saved = process.env.TEST_DATABASE_URL;
    if (target === "PGlite") delete process.env.TEST_DATABASE_URL;
    try {
      return await use();
    } finally {
      if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
    }
  };

  describe(`migrations on ${target}`, slow, () => {
    const scratchDirs: string[] = [];
    const scratch = async (schemaPath?: string) => {
      const paths = await scratchMigrations(schemaPath);
      scratchDirs.push(join(paths.migrationsDir, ".."));
      return paths;
    };
    afterAll(() => Promise.all(scratchDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

    describe("a fresh database", () => {
      let db: Database;
      beforeAll(async () => {
        db = await withTarget(() => createTestDatabase({ migrate: false }));
      }, hookTimeout);
      afterAll(() => db?.close());

      it("applies every migration once, then reports no drift from the Prisma schema", async () => {
        const applied = await applyPendingMigrations(db);
        expect(applied).toContainEqual(expect.stringMatching(/^\d{14}_init$/));
        expect(await applyPendingMigrations(db)).toEqual([]);
        // The hand-written CHECK constraints must not read as drift.
        expect(await createMigration(db, "nothing", await scratch())).toBeNull();
      });

      it("enforces the hand-written CHECK constraints through Prisma", async () => {
        const city = await db.prisma.city.create({
          data: {
            geonameId: 6167865,
            name: "Toronto",
            slug: "toronto-on",
            province: "Ontario",
            provinceCode: "ON",
            population: 2600000,
            tier: 1,
            latitude: 43.7,
            longitude: -79.42,
            timeZone: "America/Toronto",
          },
        });
        const provider = await db.prisma.provider.create({
          data: {
            name: "Maple Cleaning",
            description: "",
            address: "1 King St W",
            serviceArea: "Toronto",
            phone: "416-555-0100",
            email: "hello@maple.test",
            startingPrice: 12000,
            latitude: 43.65,
            longitude: -79.38,
            cityId: city.id,
          },
        });
        const booking = await db.prisma.booking.create({
          data: {
            providerId: provider.id,
            customerName: "Ann",
            customerPhone: "",
            customerEmail: "ann@example.test",
            serviceType: "house-cleaning",
            preferredDate: new Date("2026-11-20T00:00:00Z"),
            preferredTime: "10:00",
            status: "COMPLETED",
            completedAt: new Date("2026-11-20T17:00:00Z"),
            actualPrice: 12_000,
          },
        });
        const review = { providerId: provider.id, bookingId: booking.id, customerName: "Ann", comment: "Great" };
        await expect(db.prisma.review.create({ data: { ...review, rating: 6 } })).rejects.toThrow(
          /Review_rating_check/,
        );
        await expect(db.prisma.review.create({ data: { ...review, rating: 5, valueRating: 0 } })).rejects.toThrow(
          /Review_valueRating_check/,
        );
        await expect(db.prisma.review.create({ data: { ...review, rating: 5 } })).resolves.toBeTruthy();
        await expect(
          db.prisma.user.create({ data: { email: "Ann@Example.com", name: "Ann", passwordHash: "x" } }),
        ).rejects.toThrow(/User_email_check/);
        await expect(
          db.prisma.recurringSchedule.create({
            data: {
              providerId: provider.id,
              customerName: "Ann",
              customerPhone: "416-555-0101",
              customerEmail: "ann@example.com",
              serviceType: "house-cleaning",
              frequency: "MONTHLY",
              dayOfWeek: 2, // a monthly schedule needs a day of the month
              startDate: new Date("2026-12-01"),
              nextBookingDate: new Date("2026-12-01"),
            },
          }),
        ).rejects.toThrow(/RecurringSchedule_day_check/);
      });
    });

    describe("a migrated database", () => {
      let db: Database;
      beforeAll(async () => {
        db = await withTarget(() => createTestDatabase());
      }, hookTimeout);
      afterAll(() => db?.close());

      it("writes a migration for a schema change that leaves the CHECK constraints alone", async () => {
        const schemaDir = await mkdtemp(join(tmpdir(), "schema-"));
        scratchDirs.push(schemaDir);
        const schemaPath = join(schemaDir, "schema.prisma");
        const schema = await readFile(defaultMigrationPaths.schemaPath, "utf8");
        const changed = schema.replace(/(model Review \{\n)/, "$1  editCount Int @default(0)\n");
        expect(changed).not.toEqual(schema);
        await writeFile(schemaPath, changed);
        const paths = await scratch(schemaPath);

        const file = await createMigration(db, "review_edit_count", paths);
        expect(file).toMatch(/\/\d{14}_review_edit_count\/migration\.sql$/);
        const sql = await readFile(file!, "utf8");
        expect(sql).toContain(`ALTER TABLE "Review" ADD COLUMN     "editCount" INTEGER NOT NULL DEFAULT 0`);
        expect(sql).not.toMatch(/CHECK|DROP CONSTRAINT/);

        expect(await applyPendingMigrations(db, paths)).toEqual([file!.split("/").at(-2)]);
        expect(await createMigration(db, "again", paths)).toBeNull();
      });

      it("applies each script whole: literals keep their semicolons and a failure rolls back", async () => {
        const paths = await scratch();
        await addMigration(paths, "29990101000000_comment", `COMMENT ON TABLE "Review" IS 'Stars; words';`);
        await addMigration(
          paths,
          "29990101000001_broken",
          `ALTER TABLE "Review" ADD COLUMN "half" INTEGER;\nSELECT 1 / 0;`,
        );

        await expect(applyPendingMigrations(db, paths)).rejects.toThrow(/division by zero/);
        const [comment] = await db.prisma.$queryRaw<{ comment: string }[]>`
          SELECT obj_description('"Review"'::regclass, 'pg_class') AS comment`;
        expect(comment?.comment).toBe("Stars; words");
        const columns = await db.prisma.$queryRaw<unknown[]>`
          SELECT 1 FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'Review' AND column_name = 'half'`;
        expect(columns).toEqual([]);
        // Like `prisma migrate deploy`, a failed migration blocks the next ones until resolved.
        await expect(applyPendingMigrations(db, paths)).rejects.toThrow(/29990101000001_broken/);
      });

      it("rejects migration names that would make awkward directories", async () => {
        await expect(createMigration(db, "Add Column", await scratch())).rejects.toThrow(/lower-case/);
      });
    });

    it("gives parallel test files databases of their own", async () => {
      const [a, b] = await withTarget(() => Promise.all([createTestDatabase(), createTestDatabase()]));
      try {
        await a.prisma.category.create({
          data: { slug: "plumbing", name: "Plumbing", minPriceCents: 0, maxPriceCents: 1 },
        });
        expect(await a.prisma.category.count()).toBe(1);
        expect(await b.prisma.category.count()).toBe(0);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  });
}

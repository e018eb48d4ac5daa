// Fills an empty database with the built-in cities, the 12 categories, approved
// providers with reviews, and the demo accounts. Same seed and clock, same data.
import { hashPassword } from "../../graph/src/services/accounts/password.ts";
import type { Prisma, PrismaClient } from "../../graph/src/generated/prisma/client.ts";
import cities from "../data/cities.json" with { type: "json" };
import { CATEGORIES, type CategorySlug } from "./categories.ts";
import { bulkInsert } from "./bulk-insert.ts";
import { CITY_COLUMNS, LINK_COLUMNS, PROVIDER_COLUMNS, REVIEW_COLUMNS, type CityRow, type LinkRow } from "./columns.ts";
import { generateProviders, generateReviews, type ProviderRow, type SeedCategory } from "./providers.ts";

export interface SeedOptions {
  /** Approved providers to create; default 2,000. */
  providers?: number;
  /** PRNG seed; default 42. */
  seed?: number;
  /** The clock dates are relative to (reviews in the last 60 days); default now. */
  now?: Date;
  /** How many of the first providers get sample reviews (3 each); default 500. */
  reviewedProviders?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  cities: number;
  categories: number;
  providers: number;
  providerCategories: number;
  reviews: number;
  users: number;
  milliseconds: number;
}

export const DEFAULT_PROVIDER_COUNT = 2_000;
export const DEFAULT_SEED = 42;
export const DEMO_PASSWORD = "demo-password";

/** Sign-in accounts for the demo; the README lists them. */
export const DEMO_ACCOUNTS = [
  { email: "customer@demo.test", name: "Casey Customer", role: "CUSTOMER" },
  { email: "provider@demo.test", name: "Priya Provider", role: "PROVIDER", providerId: 1 },
  { email: "admin@demo.test", name: "Alex Admin", role: "ADMIN" },
] as const;

const BATCH_SIZE = 5_000;
const REVIEWS_PER_PROVIDER = 3;
// Seeding 100,000 providers into PGlite takes most of a minute; Prisma's default
// interactive-transaction timeout of 5 s would abort it.
const TRANSACTION_TIMEOUT_MS = 30 * 60_000;

type Db = PrismaClient | Prisma.TransactionClient;

/** The server seeds only a database without cities: it never mixes demo data into real data. */
export async function isDatabaseEmpty(prisma: Db): Promise<boolean> {
  return (await prisma.city.findFirst({ select: { id: true } })) === null;
}

/**
 * Seeds an empty database in one transaction, so a failed or interrupted run leaves
 * it empty (and seeded again on the next start) rather than half-filled. Rows get
 * explicit ids (cities in cities.json order, categories in sort order, providers
 * 1..N) and the id sequences are moved past them afterwards.
 */
export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const providerCount = options.providers ?? DEFAULT_PROVIDER_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const reviewedProviders = Math.min(options.reviewedProviders ?? 500, providerCount);
  const log = options.log ?? (() => {});
  if (!Number.isInteger(providerCount) || providerCount < 1)
    throw new Error("providers must be a positive whole number");

  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));

  return prisma.$transaction(
    async (tx) => {
      const cityRows: CityRow[] = cities.map((city, index) => ({ id: index + 1, ...city }));
      await bulkInsert(tx, "City", CITY_COLUMNS, cityRows);
      log(`Seeded ${cityRows.length} cities`);

      const categoryRows = CATEGORIES.map((category) => ({ id: category.sortOrder, ...category }));
      await tx.category.createMany({ data: categoryRows });
      log(`Seeded ${categoryRows.length} categories`);

      const reviewSample: Array<{ id: number; rating: number; primary: CategorySlug }> = [];
      const slugById = new Map(categoryRows.map((category) => [category.id, category.slug]));
      let providers: ProviderRow[] = [];
      let links: LinkRow[] = [];
      let linkCount = 0;
      const flush = async () => {
        await bulkInsert(tx, "Provider", PROVIDER_COLUMNS, providers);
        await bulkInsert(tx, "ProviderCategory", LINK_COLUMNS, links);
        linkCount += links.length;
        providers = [];
        links = [];
      };
      for (const { row, categoryIds } of generateProviders({
        cities: cityRows,
        categories: categoryRows satisfies SeedCategory[],
        count: providerCount,
        seed,
        now,
      })) {
        providers.push(row);
        for (const categoryId of categoryIds) links.push({ providerId: row.id, categoryId });
        if (row.id <= reviewedProviders) {
          reviewSample.push({ id: row.id, rating: row.rating, primary: slugById.get(categoryIds[0]!)! });
        }
        if (providers.length === BATCH_SIZE) {
          await flush();
          if (row.id % 10_000 === 0) log(`Seeded ${row.id} of ${providerCount} providers`);
        }
      }
      if (providers.length) await flush();
      log(`Seeded ${providerCount} providers`);

      const reviews = generateReviews(reviewSample, { seed, now, perProvider: REVIEWS_PER_PROVIDER });
      for (let start = 0; start < reviews.length; start += BATCH_SIZE) {
        await bulkInsert(tx, "Review", REVIEW_COLUMNS, reviews.slice(start, start + BATCH_SIZE));
      }
      log(`Seeded ${reviews.length} reviews`);

      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        await tx.user.create({ data: { ...account, passwordHash: passwordHashes[index]! } });
      }
      log(`Seeded demo accounts: ${DEMO_ACCOUNTS.map((account) => account.email).join(", ")}`);

      for (const table of ["City", "Category", "Provider", "Review"]) await moveSequencePastIds(tx, table);

      return {
        cities: cityRows.length,
        categories: categoryRows.length,
        providers: providerCount,
        providerCategories: linkCount,
        reviews: reviews.length,
        users: DEMO_ACCOUNTS.length,
        milliseconds: Math.round(performance.now() - started),
      };
    },
    { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 60_000 },
  );
}

/** After inserts with explicit ids, the next default id must not collide with them. */
async function moveSequencePastIds(tx: Prisma.TransactionClient, table: string): Promise<void> {
  await tx.$queryRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT MAX(id) FROM "${table}"))`,
  );
}

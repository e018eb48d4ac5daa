// Fills a database with the built-in cities and the 12 categories, and (for demos and
// development) fictional approved providers with reviews and the demo accounts. Same seed
// and clock, same data.
import { hashPassword } from "../../graph/src/services/accounts/password.ts";
import type { Prisma, PrismaClient } from "../../graph/src/generated/prisma/client.ts";
import cities from "../data/cities.json" with { type: "json" };
import { CATEGORIES, type CategorySlug } from "./categories.ts";
import { bulkInsert } from "./bulk-insert.ts";
import { insertDemoActivity } from "./demo-activity.ts";
import {
  BOOKING_COLUMNS,
  CITY_COLUMNS,
  LINK_COLUMNS,
  PROVIDER_COLUMNS,
  REVIEW_COLUMNS,
  type CityRow,
  type LinkRow,
} from "./columns.ts";
import {
  generateProviders,
  generateReviewedBookings,
  type ProviderRow,
  ratingOf,
  type ReviewedBooking,
  type SeedCategory,
} from "./providers.ts";
import { createRandom } from "./random.ts";

export interface SeedOptions {
  /** Approved providers to create; default 2,000. */
  providers?: number;
  /** PRNG seed; default 42. */
  seed?: number;
  /** The clock dates are relative to (reviews in the last 60 days); default now. */
  now?: Date;
  /**
   * How many of the first providers get reviews (1 to 7 each, every one of a completed booking
   * of its own); default all. The others start as a newly approved provider does: no reviews.
   */
  reviewedProviders?: number;
  /** Fictional providers, reviews and the demo accounts; default true. False seeds only the built-in lists. */
  demo?: boolean;
  /**
   * With `demo`: the demo provider's bookings and open slots (demo-activity.ts), for
   * `npm start`; default false, so tests and benchmarks start with no bookings.
   */
  demoActivity?: boolean;
  /**
   * With `demo`: admin@demo.test signs in with two-factor on, under DEMO_STAFF_TOTP_SECRET.
   * Only for the embedded database (scripts/prepare-database.ts): a published secret must
   * never guard staff on a real one.
   */
  demoStaffTotp?: boolean;
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

/**
 * The demo staff account's authenticator secret (base32, 20 bytes), published in the README
 * so anyone trying the demo can add it to an app. Staff must prove a second factor to act.
 */
export const DEMO_STAFF_TOTP_SECRET = "LOCALSERVICESDEMOSTAFFTOTPSECRET";
export const DEMO_STAFF_EMAIL = "admin@demo.test";

const BATCH_SIZE = 5_000;
// Seeding 100,000 providers into PGlite takes most of a minute; Prisma's default
// interactive-transaction timeout of 5 s would abort it.
const TRANSACTION_TIMEOUT_MS = 30 * 60_000;

type Db = PrismaClient | Prisma.TransactionClient;

/** A database without cities has had no seed at all: the built-in lists go in first. */
export async function isDatabaseEmpty(prisma: Db): Promise<boolean> {
  return (await prisma.city.findFirst({ select: { id: true } })) === null;
}

/** Demo providers are numbered from 1, so they go only into a database without providers. */
async function hasProviders(prisma: Db): Promise<boolean> {
  return (await prisma.provider.findFirst({ select: { id: true } })) !== null;
}

/**
 * Seeds what a database lacks, in one transaction, so a failed or interrupted run leaves
 * it as it was (and seeded again on the next start) rather than half-filled:
 * - the built-in lists, cities and categories, into a database without cities: every
 *   database needs them, production included;
 * - with `demo` (the default), fictional providers with reviews into a database without
 *   providers, and the demo accounts whose emails are not taken. Real databases never get
 *   these unless someone asks (see demo-policy.ts).
 * Rows get explicit ids (cities in cities.json order, categories in sort order, providers
 * 1..N) and the id sequences are moved past them afterwards.
 */
export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const providerCount = options.providers ?? DEFAULT_PROVIDER_COUNT;
  const demo = options.demo ?? true;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(providerCount) || providerCount < 1)
    throw new Error("providers must be a positive whole number");

  const passwordHashes = demo ? await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD))) : [];

  return prisma.$transaction(
    async (tx) => {
      const reference = (await isDatabaseEmpty(tx)) ? await insertBuiltInLists(tx, log) : { cities: 0, categories: 0 };
      const fictional = demo && !(await hasProviders(tx)) ? await insertDemoProviders(tx, options, log) : NO_PROVIDERS;
      let users = 0;
      if (demo) {
        for (const [index, account] of DEMO_ACCOUNTS.entries()) {
          const taken = await tx.user.findUnique({ where: { email: account.email }, select: { id: true } });
          if (taken) continue;
          // Confirmed addresses: the demo accounts approve, set up payouts and so on at once.
          const twoFactor =
            options.demoStaffTotp && account.email === DEMO_STAFF_EMAIL
              ? { totpSecret: DEMO_STAFF_TOTP_SECRET, totpEnabledAt: options.now ?? new Date() }
              : {};
          await tx.user.create({
            data: {
              ...account,
              ...twoFactor,
              passwordHash: passwordHashes[index]!,
              emailVerifiedAt: options.now ?? new Date(),
            },
          });
          users += 1;
        }
        if (users) log(`Seeded demo accounts: ${DEMO_ACCOUNTS.map((account) => account.email).join(", ")}`);
      }
      if (demo && options.demoActivity && fictional.providers > 0) {
        const activity = await insertDemoActivity(tx, options.now ?? new Date());
        log(
          `Seeded the demo provider's week: ${activity.bookings} bookings (${activity.payments} paid online), ` +
            `${activity.slots} open slots, ${activity.schedules} recurring schedules`,
        );
      }
      for (const table of ["City", "Category", "Provider", "Booking", "Review"]) await moveSequencePastIds(tx, table);
      return { ...reference, ...fictional, users, milliseconds: Math.round(performance.now() - started) };
    },
    { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 60_000 },
  );
}

async function insertBuiltInLists(tx: Prisma.TransactionClient, log: (line: string) => void) {
  const cityRows: CityRow[] = cities.map((city, index) => ({ id: index + 1, ...city }));
  await bulkInsert(tx, "City", CITY_COLUMNS, cityRows);
  log(`Seeded ${cityRows.length} cities`);
  const categoryRows = CATEGORIES.map((category) => ({ id: category.sortOrder, ...category }));
  await tx.category.createMany({ data: categoryRows });
  log(`Seeded ${categoryRows.length} categories`);
  return { cities: cityRows.length, categories: categoryRows.length };
}

const NO_PROVIDERS = { providers: 0, providerCategories: 0, reviews: 0 };

async function insertDemoProviders(tx: Prisma.TransactionClient, options: SeedOptions, log: (line: string) => void) {
  const providerCount = options.providers ?? DEFAULT_PROVIDER_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const reviewedProviders = Math.min(options.reviewedProviders ?? providerCount, providerCount);
  const cityRows = await tx.city.findMany({ orderBy: { id: "asc" } });
  const categoryRows = await tx.category.findMany({ orderBy: { id: "asc" } });
  const slugById = new Map(categoryRows.map((category) => [category.id, category.slug as CategorySlug]));
  const reviewRandom = createRandom(seed, "reviews");

  let providers: ProviderRow[] = [];
  let links: LinkRow[] = [];
  let reviewed: ReviewedBooking[] = [];
  let linkCount = 0;
  let reviewCount = 0;
  const flush = async () => {
    await bulkInsert(tx, "Provider", PROVIDER_COLUMNS, providers);
    await bulkInsert(tx, "ProviderCategory", LINK_COLUMNS, links);
    await bulkInsert(
      tx,
      "Booking",
      BOOKING_COLUMNS,
      reviewed.map((each) => each.booking),
    );
    await bulkInsert(
      tx,
      "Review",
      REVIEW_COLUMNS,
      reviewed.map((each) => each.review),
    );
    linkCount += links.length;
    reviewCount += reviewed.length;
    providers = [];
    links = [];
    reviewed = [];
  };
  for (const { row, categoryIds } of generateProviders({
    cities: cityRows,
    categories: categoryRows as SeedCategory[],
    count: providerCount,
    seed,
    now,
  })) {
    // Its rating and count are what its reviews say, as the app keeps them.
    const own =
      row.id <= reviewedProviders
        ? generateReviewedBookings(
            { ...row, primary: slugById.get(categoryIds[0]!)! },
            { random: reviewRandom, now, firstId: reviewCount + reviewed.length + 1 },
          )
        : [];
    providers.push({ ...row, ...ratingOf(own.map((each) => each.review)) });
    reviewed.push(...own);
    // Every service starts at the provider's one price; providers set their own in their listing.
    for (const categoryId of categoryIds) links.push({ providerId: row.id, categoryId, priceCents: row.startingPrice });
    if (providers.length === BATCH_SIZE) {
      await flush();
      if (row.id % 10_000 === 0) log(`Seeded ${row.id} of ${providerCount} providers`);
    }
  }
  if (providers.length) await flush();
  log(`Seeded ${providerCount} providers, ${reviewCount} reviews of as many completed bookings`);
  // Bookings made next (the demo's week, a test's) take the ids after these.
  await moveSequencePastIds(tx, "Booking");
  return { providers: providerCount, providerCategories: linkCount, reviews: reviewCount };
}

/** After inserts with explicit ids, the next default id must not collide with them. */
async function moveSequencePastIds(tx: Prisma.TransactionClient, table: string): Promise<void> {
  await tx.$queryRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT MAX(id) FROM "${table}"))`,
  );
}

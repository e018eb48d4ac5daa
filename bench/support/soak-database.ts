// The soak's database: a PostgreSQL database of its own, made afresh, migrated and seeded
// once before the app processes start, and dropped at the end. Beside the seed's demo
// data it gives a few providers a sign-in account each (the seed makes one, provider 1's),
// so the dashboard reads come from several providers, and it reads what the simulated
// visitors choose from: the cities that have providers, and a spread of providers with
// the services each offers.
import { DEMO_PASSWORD, seedDatabase } from "../../prisma/seed/seed.ts";
import { openDatabase } from "../../graph/src/db/client.ts";
import { applyPendingMigrations } from "../../graph/src/db/migrate.ts";
import type { PrismaClient } from "../../graph/src/generated/prisma/client.ts";
import { hashPassword } from "../../graph/src/services/accounts/password.ts";

/** What the load chooses from; plain data, so it can be sent to the load process. */
export interface SoakCatalogue {
  /** Cities with active providers, most providers first, weighted by that count. */
  cities: { slug: string; location: string; providers: number }[];
  /** A spread of active providers over the id range, with the category slugs each offers. */
  providers: { id: number; services: string[] }[];
  /** Provider accounts the dashboard reads sign in with (DEMO_PASSWORD). */
  dashboardAccounts: { providerId: number; email: string }[];
}

const CITIES = 100;
const PROVIDER_SPREAD = 1_000;

/** Migrations, the seed (with demo data) and the dashboard accounts; then what the load needs. */
export async function seedSoakDatabase(
  databaseUrl: string,
  options: { providers: number; dashboardProviders: number },
): Promise<SoakCatalogue> {
  const db = await openDatabase({ databaseUrl });
  try {
    await applyPendingMigrations(db);
    await seedDatabase(db.prisma, { providers: options.providers, log: () => {} });
    const catalogue = await readCatalogue(db.prisma, options);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.prisma.user.createMany({
      data: catalogue.dashboardAccounts.map(({ providerId, email }) => ({
        email,
        name: `Soak Provider ${providerId}`,
        role: "PROVIDER" as const,
        providerId,
        passwordHash,
      })),
    });
    // As autovacuum would soon: statistics, and the visibility map index-only scans rely on.
    await db.prisma.$executeRawUnsafe(`VACUUM ANALYZE`);
    return catalogue;
  } finally {
    await db.close();
  }
}

async function readCatalogue(
  prisma: PrismaClient,
  options: { providers: number; dashboardProviders: number },
): Promise<SoakCatalogue> {
  const cities = await prisma.$queryRaw<{ slug: string; location: string; providers: number }[]>`
    SELECT c.slug, c.name || ', ' || c.province AS location, count(*)::int AS providers
    FROM "City" c JOIN "Provider" p ON p."cityId" = c.id AND p.status = 'ACTIVE'
    GROUP BY c.id ORDER BY providers DESC, c.id LIMIT ${CITIES}`;
  // Every step-th provider from 1: the same spread every run, across the whole id range.
  const step = Math.max(1, Math.floor(options.providers / PROVIDER_SPREAD));
  const providers = await prisma.$queryRaw<{ id: number; services: string[] }[]>`
    SELECT p.id, array_agg(c.slug ORDER BY c."sortOrder") AS services
    FROM "Provider" p
    JOIN "ProviderCategory" pc ON pc."providerId" = p.id
    JOIN "Category" c ON c.id = pc."categoryId"
    WHERE p.status = 'ACTIVE' AND p.id % ${step} = ${1 % step}
    GROUP BY p.id ORDER BY p.id LIMIT ${PROVIDER_SPREAD}`;
  if (cities.length === 0 || providers.length < options.dashboardProviders) {
    throw new Error(`The seed left too few providers: ${providers.length} in ${cities.length} cities`);
  }
  const dashboardAccounts = providers.slice(0, options.dashboardProviders).map(({ id }) => ({
    providerId: id,
    email: `soak-provider-${id}@bench.test`,
  }));
  return { cities, providers, dashboardAccounts };
}

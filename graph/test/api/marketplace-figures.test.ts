// The spec's marketing figures: counted from the database, never more than it has,
// and counted again once they are a minute old, so an approval or a finished job shows soon.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIGURES_MAX_AGE_MS } from "../../src/services/marketplace/figures.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { steppingClock } from "../support/schedules.ts";

const clock = steppingClock(TEST_NOW);
let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ providers: 12, clock });
  // One provider still waiting for staff: it is not verified, so not counted.
  const first = await api.db.prisma.provider.findFirstOrThrow({ orderBy: { id: "asc" } });
  await api.db.prisma.provider.update({ where: { id: first.id }, data: { status: "PENDING" } });
});
afterAll(() => api?.close());

const FIGURES = `{ marketplaceFigures { cities verifiedProviders completedJobs averageRating reviewCount } }`;

async function figures() {
  const { data, errors } = await api.graphql(FIGURES);
  expect(errors).toBeUndefined();
  return data!.marketplaceFigures as {
    cities: number;
    verifiedProviders: number;
    completedJobs: number;
    averageRating: number | null;
    reviewCount: number;
  };
}

/** The figures as a person would count them, row by row. */
async function countedByHand() {
  const prisma = api.db.prisma;
  const active = await prisma.provider.findMany({
    where: { status: "ACTIVE" },
    select: { rating: true, reviewCount: true },
  });
  const reviews = active.reduce((sum, provider) => sum + provider.reviewCount, 0);
  const weighted = active.reduce((sum, provider) => sum + provider.rating * provider.reviewCount, 0);
  return {
    cities: await prisma.city.count(),
    verifiedProviders: active.length,
    completedJobs: await prisma.booking.count({ where: { status: "COMPLETED" } }),
    averageRating: reviews > 0 ? weighted / reviews : null,
    reviewCount: reviews,
  };
}

describe("marketplaceFigures", () => {
  it("counts cities, approved providers, completed jobs and the review-weighted rating", async () => {
    const expected = await countedByHand();
    const actual = await figures();
    expect(actual).toEqual({ ...expected, averageRating: expect.closeTo(expected.averageRating!, 6) });
    expect(actual.cities).toBeGreaterThan(400);
    // The pending provider is not verified: it is left out.
    expect(actual.verifiedProviders).toBeLessThan(await api.db.prisma.provider.count());
  });

  it("keeps its count for a minute, then counts again", async () => {
    const countedAt = new Date(TEST_NOW.getTime() + 10 * FIGURES_MAX_AGE_MS);
    clock.set(countedAt);
    const before = await figures();
    const pending = await api.db.prisma.provider.findFirstOrThrow({ where: { status: "PENDING" } });
    await api.db.prisma.provider.update({ where: { id: pending.id }, data: { status: "ACTIVE" } });

    clock.set(new Date(countedAt.getTime() + FIGURES_MAX_AGE_MS - 1000));
    expect((await figures()).verifiedProviders).toBe(before.verifiedProviders);

    clock.set(new Date(countedAt.getTime() + FIGURES_MAX_AGE_MS));
    expect((await figures()).verifiedProviders).toBe(before.verifiedProviders + 1);
  });

  it("has no average rating while no verified provider has a review", async () => {
    await api.db.prisma.provider.updateMany({ data: { reviewCount: 0 } });
    clock.set(new Date(clock.now().getTime() + FIGURES_MAX_AGE_MS));
    expect(await figures()).toMatchObject({ averageRating: null, reviewCount: 0 });
  });
});

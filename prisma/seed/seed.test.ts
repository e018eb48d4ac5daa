import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../graph/src/db/client.ts";
import { verifyPassword } from "../../graph/src/services/accounts/password.ts";
import { createTestDatabase } from "../../graph/test/support/database.ts";
import cities from "../data/cities.json" with { type: "json" };
import { DEMO_PASSWORD, isDatabaseEmpty, seedDatabase, type SeedSummary } from "./seed.ts";

const NOW = new Date("2026-11-20T15:00:00Z");
const PROVIDERS = 200;
const options = { providers: PROVIDERS, seed: 7, now: NOW };

describe("seedDatabase", () => {
  let db: Database;
  let summary: SeedSummary;
  let wasEmpty: boolean;

  beforeAll(async () => {
    db = await createTestDatabase();
    wasEmpty = await isDatabaseEmpty(db.prisma);
    summary = await seedDatabase(db.prisma, options);
  }, 120_000);
  afterAll(() => db?.close());

  it("reports an empty database before and a full one after", async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(db.prisma)).toBe(false);
  });

  it("inserts every city and the 12 categories", async () => {
    expect(await db.prisma.city.count()).toBe(cities.length);
    expect(await db.prisma.category.count()).toBe(12);
    expect(summary).toMatchObject({ cities: cities.length, categories: 12, providers: PROVIDERS, users: 3 });
    const toronto = await db.prisma.city.findUnique({ where: { slug: "toronto-ontario" } });
    expect(toronto).toMatchObject({ id: 1, tier: 1, timeZone: "America/Toronto" });
  });

  it("inserts approved providers, each offering at least one category", async () => {
    expect(await db.prisma.provider.count({ where: { status: "ACTIVE", approvedBy: "Seed" } })).toBe(PROVIDERS);
    expect(await db.prisma.provider.count({ where: { categories: { none: {} } } })).toBe(0);
    expect(await db.prisma.provider.count({ where: { approvedAt: null } })).toBe(0);
    expect(await db.prisma.providerCategory.count()).toBe(summary.providerCategories);
  });

  it("stores arrays and dates as Prisma reads them", async () => {
    const provider = await db.prisma.provider.findUniqueOrThrow({ where: { id: 2 } });
    expect(provider.specialties.length).toBeGreaterThanOrEqual(3);
    expect(provider.availability.length).toBeGreaterThanOrEqual(1);
    expect(provider.createdAt.getTime()).toBeLessThan(NOW.getTime());
    expect(provider.approvedAt!.getTime()).toBeGreaterThan(provider.createdAt.getTime());
  });

  it("makes provider 1 a Toronto house-cleaning business", async () => {
    const provider = await db.prisma.provider.findUniqueOrThrow({
      where: { id: 1 },
      include: { city: true, categories: { include: { category: true } } },
    });
    expect(provider.city.name).toBe("Toronto");
    expect(provider.categories.map((c) => c.category.slug)).toContain("house-cleaning");
    expect(provider.specialties).toContain("Eco-friendly products");
  });

  it("gives every provider 1 to 7 reviews, each of a completed booking of its own, within 60 days", async () => {
    expect(await db.prisma.review.count()).toBe(summary.reviews);
    const perProvider = await db.prisma.review.groupBy({ by: ["providerId"], _count: true });
    expect(perProvider).toHaveLength(PROVIDERS);
    for (const { _count } of perProvider) {
      expect(_count).toBeGreaterThanOrEqual(1);
      expect(_count).toBeLessThanOrEqual(7);
    }
    const oldest = await db.prisma.review.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    expect(NOW.getTime() - oldest.createdAt.getTime()).toBeLessThanOrEqual(60 * 86_400_000);
    // Each reviews a completed booking of the same provider, within the review window.
    const mismatched = await db.prisma.review.count({
      where: { OR: [{ booking: { status: { not: "COMPLETED" } } }, { booking: { completedAt: null } }] },
    });
    expect(mismatched).toBe(0);
    const reviews = await db.prisma.review.findMany({ include: { booking: true } });
    for (const review of reviews) {
      expect(review.booking.providerId).toBe(review.providerId);
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(review.booking.completedAt!.getTime());
      expect(review.createdAt.getTime() - review.booking.completedAt!.getTime()).toBeLessThan(30 * 86_400_000);
    }
  });

  it("rates each provider as its reviews do: their mean, and their count", async () => {
    const providers = await db.prisma.provider.findMany({ include: { reviews: { select: { rating: true } } } });
    for (const provider of providers) {
      const mean = provider.reviews.reduce((sum, review) => sum + review.rating, 0) / provider.reviews.length;
      expect(provider.reviewCount, provider.name).toBe(provider.reviews.length);
      expect(provider.rating, provider.name).toBeCloseTo(mean, 9);
    }
  });

  it("creates the three demo accounts, the provider one acting for provider 1", async () => {
    const users = await db.prisma.user.findMany({ orderBy: { email: "asc" } });
    expect(users.map(({ email, name, role, providerId }) => ({ email, name, role, providerId }))).toEqual([
      { email: "admin@demo.test", name: "Alex Admin", role: "ADMIN", providerId: null },
      { email: "customer@demo.test", name: "Casey Customer", role: "CUSTOMER", providerId: null },
      { email: "provider@demo.test", name: "Priya Provider", role: "PROVIDER", providerId: 1 },
    ]);
    expect(await verifyPassword(users[1]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it("leaves the id sequences past the seeded ids", async () => {
    const category = await db.prisma.category.create({
      data: { slug: "window-washing", name: "Window Washing", minPriceCents: 5_000, maxPriceCents: 20_000 },
    });
    expect(category.id).toBe(13);
    const booking = await db.prisma.booking.create({
      data: {
        providerId: 1,
        customerName: "Test T.",
        customerPhone: "",
        customerEmail: "test@example.test",
        serviceType: "house-cleaning",
        preferredDate: new Date("2026-11-20T00:00:00Z"),
        preferredTime: "10:00",
        status: "COMPLETED",
        completedAt: NOW,
        actualPrice: 12_000,
      },
    });
    expect(booking.id).toBe(summary.reviews + 1);
    const review = await db.prisma.review.create({
      data: { providerId: 1, bookingId: booking.id, customerName: "Test T.", rating: 5, comment: "Great." },
    });
    expect(review.id).toBe(summary.reviews + 1);
  });

  it("gives the same data for the same seed in another database", async () => {
    const other = await createTestDatabase();
    try {
      await seedDatabase(other.prisma, options);
      const select = {
        id: true,
        name: true,
        latitude: true,
        longitude: true,
        cityId: true,
        startingPrice: true,
      } as const;
      const ours = await db.prisma.provider.findMany({ select, orderBy: { id: "asc" } });
      const theirs = await other.prisma.provider.findMany({ select, orderBy: { id: "asc" } });
      expect(theirs).toEqual(ours);
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe("seedDatabase with demoActivity", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDatabase(db.prisma, { providers: 5, seed: 7, now: NOW, demoActivity: true });
  }, 120_000);
  afterAll(() => db?.close());

  it("gives the demo provider a week: today's, upcoming, completed and cancelled bookings", async () => {
    // The week's bookings: the seed's reviewed ones are a past of their own.
    const byStatus = await db.prisma.booking.groupBy({
      by: ["status"],
      where: { providerId: 1, review: null },
      _count: true,
    });
    expect(Object.fromEntries(byStatus.map((row) => [row.status, row._count]))).toEqual({
      CONFIRMED: 5,
      IN_PROGRESS: 1,
      COMPLETED: 4,
      CANCELLED: 1,
    });
    // NOW is 10 am on 2026-11-20 in Toronto.
    const today = await db.prisma.booking.findMany({
      where: { providerId: 1, preferredDate: new Date("2026-11-20T00:00:00Z") },
      orderBy: { preferredTime: "asc" },
    });
    expect(today.map((booking) => [booking.preferredTime, booking.status])).toEqual([
      ["09:00", "IN_PROGRESS"],
      ["13:00", "CONFIRMED"],
      ["17:00", "CONFIRMED"],
    ]);
    const customer = await db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } });
    expect(await db.prisma.booking.count({ where: { customerId: customer.id } })).toBe(3);
  });

  it("gives the demo bookings and schedules a service address; one booking's is to confirm", async () => {
    const bookings = await db.prisma.booking.findMany({ where: { providerId: 1, review: null } });
    const toConfirm = bookings.filter((booking) => booking.postalCode === null);
    expect(toConfirm.map((booking) => booking.customerName)).toEqual(["Jordan Lee"]);
    expect(toConfirm[0]!.address).toMatch(/Queen St W/);
    const toronto = await db.prisma.city.findUniqueOrThrow({ where: { slug: "toronto-ontario" } });
    for (const booking of bookings.filter((row) => row.postalCode !== null)) {
      expect(booking).toMatchObject({ addressCityId: toronto.id, postalCode: "M5H 2N2" });
    }
    const schedules = await db.prisma.recurringSchedule.findMany({ where: { providerId: 1 } });
    expect(schedules.every((schedule) => schedule.postalCode === "M5H 2N2")).toBe(true);
  });

  it("gives the demo customer a weekly schedule two days out and a paused monthly one on the 15th", async () => {
    const customer = await db.prisma.user.findUniqueOrThrow({ where: { email: "customer@demo.test" } });
    const schedules = await db.prisma.recurringSchedule.findMany({
      where: { customerId: customer.id },
      orderBy: { id: "asc" },
    });
    // 2026-11-20 is a Friday: two days on is Sunday the 22nd.
    expect(
      schedules.map((schedule) => [
        schedule.frequency,
        schedule.status,
        schedule.dayOfWeek ?? schedule.dayOfMonth,
        schedule.nextBookingDate.toISOString().slice(0, 10),
      ]),
    ).toEqual([
      ["WEEKLY", "ACTIVE", 0, "2026-11-22"],
      ["MONTHLY", "PAUSED", 15, "2026-12-15"],
    ]);
  });

  it("opens the default window (4 slots) on each of the next 7 days, starting 09:00 Toronto time", async () => {
    const slots = await db.prisma.timeSlot.findMany({ where: { providerId: 1 }, orderBy: { startsAt: "asc" } });
    expect(slots).toHaveLength(28);
    expect(slots[0]!.startsAt.toISOString()).toBe("2026-11-21T14:00:00.000Z");
    expect(slots.every((slot) => slot.status === "AVAILABLE")).toBe(true);
  });

  it("leaves other seeds without the week's bookings or slots: only the reviewed ones", async () => {
    const plain = await createTestDatabase();
    try {
      await seedDatabase(plain.prisma, { providers: 5, seed: 7, now: NOW });
      expect(await plain.prisma.booking.count()).toBe(await plain.prisma.review.count());
      expect(await plain.prisma.booking.count({ where: { review: null } })).toBe(0);
      expect(await plain.prisma.timeSlot.count()).toBe(0);
    } finally {
      await plain.close();
    }
    // A database of its own is migrated and seeded first: seconds on a busy machine.
  }, 120_000);
});

// What one booking request costs the database, counted statement by statement so that a
// change adding one fails here: with an idempotency key, three statements and the commit
// (the key claimed with the booking's id, the booking inserted if the provider, the service
// and the address's city allow it and answered with what its notices say, the notices and
// their deliveries), where it used to take ten and the commit. The adapter's BEGIN is not
// logged by Prisma and is not counted. Run on PGlite and on PostgreSQL (scripts/test-pg.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { type Context, requestContext } from "../../src/context.ts";
import type { Database } from "../../src/db/client.ts";
import { createBooking, type CreateBookingInput } from "../../src/services/bookings/create-booking.ts";
import { TEST_NOW } from "../support/app.ts";
import { createTestDatabase } from "../support/database.ts";
import { TEST_SERVICE_ADDRESS } from "../support/service-address.ts";
import { createAccount } from "../support/sign-in.ts";
import { openStatementLog, type StatementLog } from "../support/statement-log.ts";

const KEY_CLAIM = /^\s*INSERT INTO "IdempotencyKey"/;
const CHECKED_INSERT = /^\s*WITH "booking" AS \(\s*INSERT INTO "Booking"/;
const NOTICES = /^\s*WITH "created" AS \(\s*INSERT INTO "Notification"/;
const COMMIT = /COMMIT/;

let db: Database;
let log: StatementLog;
let serviceType: string;
let customerId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDatabase(db.prisma, { providers: 3, seed: 7, now: TEST_NOW });
  log = await openStatementLog(db);
  // Provider 1 (Toronto) has an account (the seed's too, maybe), so its notice goes by push and email.
  const providerAccount = await createAccount(log.prisma, "provider-one@example.test", "statement log passphrase");
  await log.prisma.user.update({ where: { id: providerAccount }, data: { role: "PROVIDER", providerId: 1 } });
  customerId = await createAccount(log.prisma, "customer@example.test", "statement log passphrase");
  const offered = await log.prisma.providerCategory.findFirstOrThrow({
    where: { providerId: 1 },
    select: { category: { select: { slug: true } } },
  });
  serviceType = offered.category.slug;
});
afterAll(async () => {
  await log?.close();
  await db?.close();
});

function visitor(): Context {
  return requestContext({ db: log.prisma, clock: { now: () => TEST_NOW }, viewer: null });
}

function customer(): Context {
  const viewer = {
    userId: customerId,
    email: "customer@example.test",
    name: "Casey",
    role: "CUSTOMER" as const,
    providerId: null,
    sessionId: "statement-log",
    secondFactorAt: null,
  };
  return requestContext({ db: log.prisma, clock: { now: () => TEST_NOW }, viewer });
}

// TEST_NOW is 10 am on 2026-11-20 in Toronto.
function request(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    providerId: 1,
    serviceType,
    preferredDate: "2026-11-21",
    preferredTime: "1:00 PM",
    serviceDetails: "Two-bedroom condo",
    customerName: "Jordan Lee",
    customerPhone: "416-555-0199",
    customerEmail: "jordan@example.test",
    ...overrides,
  };
}

async function counts() {
  return {
    bookings: await log.prisma.booking.count(),
    notifications: await log.prisma.notification.count(),
    keys: await log.prisma.idempotencyKey.count(),
  };
}

describe("a booking request's statements", () => {
  it("with a key: the key's claim, the checked insert, the notices, and the commit: 4", async () => {
    let booking: Awaited<ReturnType<typeof createBooking>> | undefined;
    const statements = await log.during(async () => {
      booking = await createBooking(visitor(), request(), { idempotencyKey: "count-1" });
    });
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(KEY_CLAIM);
    expect(statements[1]).toMatch(CHECKED_INSERT);
    expect(statements[2]).toMatch(NOTICES);
    expect(statements[3]).toMatch(COMMIT);

    // The answer is the row as Prisma reads it, and the key was written once, with its id.
    expect(booking).toEqual(await log.prisma.booking.findUniqueOrThrow({ where: { id: booking!.id } }));
    const key = await log.prisma.idempotencyKey.findFirstOrThrow({ where: { key: "count-1" } });
    expect(key.resultId).toBe(booking!.id);
    // Each of the provider's accounts by push and email, the guest by email only.
    const accounts = await log.prisma.user.count({ where: { providerId: 1 } });
    expect(accounts).toBeGreaterThan(0);
    const deliveries = await log.prisma.notificationDelivery.findMany({
      where: { notification: { bookingId: booking!.id } },
      select: { channel: true, notification: { select: { kind: true } } },
      orderBy: { id: "asc" },
    });
    const providerDeliveries = Array.from({ length: accounts }, () => [
      { channel: "PUSH", notification: { kind: "BOOKING_CREATED" } },
      { channel: "EMAIL", notification: { kind: "BOOKING_CREATED" } },
    ]).flat();
    expect(deliveries).toEqual([
      ...providerDeliveries,
      { channel: "EMAIL", notification: { kind: "BOOKING_CONFIRMED" } },
    ]);
  });

  it("without a key: the checked insert, the notices, and the commit: 3", async () => {
    const statements = await log.during(() => createBooking(visitor(), request()));
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(CHECKED_INSERT);
    expect(statements[1]).toMatch(NOTICES);
    expect(statements[2]).toMatch(COMMIT);
  });

  it("a signed-in customer's checked address is looked up by the insert itself: still 4", async () => {
    let bookingId = 0;
    const statements = await log.during(async () => {
      const booking = await createBooking(customer(), request({ address: TEST_SERVICE_ADDRESS }), {
        idempotencyKey: "count-2",
      });
      bookingId = booking.id;
    });
    expect(statements).toHaveLength(4);
    const stored = await log.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(stored).toMatchObject({ customerId, addressCityId: TEST_SERVICE_ADDRESS.cityId, postalCode: "M5H 2N2" });
  });

  it("a retry with the key: the claim finds it, reads it, commits, then reads the first booking: 4, nothing written", async () => {
    const first = await createBooking(visitor(), request(), { idempotencyKey: "count-3" });
    const before = await counts();
    let again: typeof first | undefined;
    const statements = await log.during(async () => {
      again = await createBooking(visitor(), request(), { idempotencyKey: "count-3" });
    });
    expect(again).toEqual(first);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(KEY_CLAIM);
    expect(statements[2]).toMatch(COMMIT);
    expect(await counts()).toEqual(before);
  });
});

describe("a refused request", () => {
  it("costs one read more, to say why, and leaves nothing behind, its key included", async () => {
    await log.prisma.provider.update({ where: { id: 3 }, data: { status: "PENDING" } });
    const before = await counts();
    let refusal: unknown;
    const statements = await log.during(async () => {
      refusal = await createBooking(visitor(), request({ providerId: 3 }), { idempotencyKey: "count-4" }).catch(
        (error: unknown) => error,
      );
    });
    expect(refusal).toMatchObject({ name: "ProviderUnavailableError" });
    expect(statements).toHaveLength(4); // claim, insert (no row), the read of why, rollback
    expect(statements[3]).toMatch(/ROLLBACK/);
    expect(await counts()).toEqual(before);
  });

  it("names the spec's first failure: a past date before an unknown city, a service before a date", async () => {
    const unknownCity = { ...TEST_SERVICE_ADDRESS, cityId: 999_999 };
    await expect(
      createBooking(visitor(), request({ preferredDate: "2026-11-19", address: unknownCity })),
    ).rejects.toMatchObject({ message: "Please choose today or a later date." });
    await expect(createBooking(visitor(), request({ address: unknownCity }))).rejects.toMatchObject({
      fieldErrors: [{ path: ["address", "cityId"] }],
    });
    await expect(
      createBooking(visitor(), request({ serviceType: "no-such-service", preferredDate: "2026-11-19" })),
    ).rejects.toMatchObject({ message: "Please select a service type" });
  });

  it("rolls back a booking the insert made when a later check refuses it", async () => {
    const before = await counts();
    // The insert accepts the provider, the service and the city; the date and the postal
    // code's province are checked on its answer.
    await expect(createBooking(visitor(), request({ preferredDate: "2026-11-19" }))).rejects.toMatchObject({
      message: "Please choose today or a later date.",
    });
    await expect(
      createBooking(visitor(), request({ address: { ...TEST_SERVICE_ADDRESS, postalCode: "V6B 1A1" } })),
    ).rejects.toMatchObject({ fieldErrors: [{ path: ["address", "postalCode"] }] });
    expect(await counts()).toEqual(before);
  });
});

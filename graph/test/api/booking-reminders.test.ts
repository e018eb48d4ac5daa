// A visit's reminders: the same time on the day before in the provider's city and two hours
// before, to the customer and the provider's accounts, recorded once however often (or by how
// many workers) the job runs; none for a cancelled booking or for one made after the reminder's
// time. Daylight-saving weeks in Toronto, Regina (no daylight time) and St. John's (half-hour
// offset) put them at the right instants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Clock, systemContext } from "../../src/context.ts";
import type { Prisma } from "../../src/generated/prisma/client.ts";
import { recordDueReminders } from "../../src/services/bookings/reminders.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { placeProviders } from "../support/schedules.ts";

const TORONTO = 1;
const REGINA = 2;
const ST_JOHNS = 3;

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  await placeProviders(api.db.prisma, {
    [TORONTO]: "toronto-ontario",
    [REGINA]: "regina-saskatchewan",
    [ST_JOHNS]: "st-johns-newfoundland-and-labrador",
  });
});
afterAll(() => api?.close());

const at = (iso: string): Clock => ({ now: () => new Date(iso) });
const remind = (iso: string) => recordDueReminders(systemContext({ db: api.db.prisma, clock: at(iso) }));

/** A guest's booking written as the booking services leave one, made at `createdAt`. */
async function booking(
  providerId: number,
  date: string,
  time: string,
  extra: Partial<Prisma.BookingUncheckedCreateInput> = {},
): Promise<number> {
  const { id } = await api.db.prisma.booking.create({
    data: {
      providerId,
      customerName: "Robin Reminder",
      customerPhone: "416-555-0110",
      customerEmail: `robin-${providerId}-${date}-${time.replace(":", "")}@reminders.test`,
      serviceType: "house-cleaning",
      preferredDate: new Date(`${date}T00:00:00Z`),
      preferredTime: time,
      estimatedPrice: 12000,
      createdAt: TEST_NOW,
      ...extra,
    },
  });
  return id;
}

async function remindersOf(bookingId: number) {
  const rows = await api.db.prisma.bookingReminder.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
  return rows.map((row) => row.lead);
}

async function noticesOf(bookingId: number) {
  return api.db.prisma.notification.findMany({
    where: { bookingId, kind: "BOOKING_REMINDER" },
    select: { title: true, body: true, email: true, recipientId: true, link: true },
    orderBy: { id: "asc" },
  });
}

describe("reminders of a visit", () => {
  it("reminds both sides the day before at the visit's time and two hours before, each once", async () => {
    // Thursday, December 3, 2026 at 1:00 p.m. EST is 18:00 UTC.
    const id = await booking(TORONTO, "2026-12-03", "13:00");
    await remind("2026-12-02T17:59:59Z");
    expect(await remindersOf(id)).toEqual([]);

    await remind("2026-12-02T18:00:00Z");
    await remind("2026-12-02T18:05:00Z");
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE"]);
    const dayBefore = await noticesOf(id);
    const provider = await api.db.prisma.provider.findUniqueOrThrow({
      where: { id: TORONTO },
      select: { name: true, users: { select: { id: true } } },
    });
    // The provider's account and the guest, each told once.
    expect(dayBefore).toHaveLength(provider.users.length + 1);
    const guest = dayBefore.find((notice) => notice.recipientId === null)!;
    expect(guest.title).toBe("Reminder: your booking is coming up");
    expect(guest.body).toContain(
      `Your House Cleaning with ${provider.name} is on Thursday, December 3, 2026 at 1:00 p.m. EST.`,
    );
    expect(guest.link).toMatch(/^\/bookings\/manage\/g1\./);
    const forProvider = dayBefore.find((notice) => notice.recipientId === provider.users[0]!.id)!;
    expect(forProvider.title).toBe("Reminder: a booking is coming up");
    expect(forProvider.body).toContain(
      "Robin Reminder's House Cleaning is on Thursday, December 3, 2026 at 1:00 p.m. EST.",
    );
    expect(forProvider.body).toContain("Customer's phone: 416-555-0110");

    await remind("2026-12-03T15:59:59Z");
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE"]);
    await remind("2026-12-03T16:00:00Z");
    await remind("2026-12-03T17:00:00Z");
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE", "TWO_HOURS"]);
    expect((await noticesOf(id)).filter((notice) => notice.recipientId === null).map((n) => n.title)).toEqual([
      "Reminder: your booking is coming up",
      "Reminder: your booking starts in 2 hours",
    ]);
  });

  it("sends none for a cancelled booking, and none due before the booking was made", async () => {
    const cancelled = await booking(TORONTO, "2026-12-04", "13:00", { status: "CANCELLED" });
    // Made on the evening before a morning visit: the day-before reminder's time had passed.
    const late = await booking(TORONTO, "2026-12-05", "09:00", { createdAt: new Date("2026-12-04T23:00:00Z") });
    await remind("2026-12-03T18:00:00Z");
    await remind("2026-12-04T23:30:00Z");
    expect(await remindersOf(cancelled)).toEqual([]);
    expect(await remindersOf(late)).toEqual([]);
    await remind("2026-12-05T12:00:00Z");
    expect(await remindersOf(late)).toEqual(["TWO_HOURS"]);
    await remind("2026-12-05T14:00:00Z");
    expect(await remindersOf(cancelled)).toEqual([]);
  });

  it("lets the day-before reminder go once the two hours' has begun, and sends nothing after the start", async () => {
    const missed = await booking(TORONTO, "2026-12-08", "13:00");
    // The server was down from the day before until an hour before the visit.
    await remind("2026-12-08T17:00:00Z");
    expect(await remindersOf(missed)).toEqual(["TWO_HOURS"]);
    const after = await booking(TORONTO, "2026-12-09", "13:00");
    await remind("2026-12-09T18:00:00Z");
    expect(await remindersOf(after)).toEqual([]);
  });

  it("reminds a moved booking again at its new time", async () => {
    const id = await booking(TORONTO, "2026-12-10", "13:00");
    await remind("2026-12-09T18:00:00Z");
    await api.db.prisma.booking.update({ where: { id }, data: { preferredDate: new Date("2026-12-11T00:00:00Z") } });
    await remind("2026-12-09T18:01:00Z");
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE"]);
    await remind("2026-12-10T18:00:00Z");
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE", "DAY_BEFORE"]);
  });
});

describe("reminders across daylight-saving changes", () => {
  // [provider, visit date, visit time, the day-before reminder's instant, the two hours' instant]
  const weeks: [string, number, string, string, string, string][] = [
    // Clocks go forward on Sunday, March 14, 2027 at 2:00: the day before is 23 hours earlier.
    ["Toronto, spring", TORONTO, "2027-03-14", "10:00", "2027-03-13T15:00:00Z", "2027-03-14T12:00:00Z"],
    // Back on Sunday, November 7, 2027: 25 hours.
    ["Toronto, fall", TORONTO, "2027-11-07", "10:00", "2027-11-06T14:00:00Z", "2027-11-07T13:00:00Z"],
    // Saskatchewan keeps Central Standard Time all year: 24 hours either way.
    ["Regina, spring", REGINA, "2027-03-14", "10:00", "2027-03-13T16:00:00Z", "2027-03-14T14:00:00Z"],
    ["Regina, fall", REGINA, "2027-11-07", "10:00", "2027-11-06T16:00:00Z", "2027-11-07T14:00:00Z"],
    // Newfoundland: UTC-3:30 in winter, -2:30 in summer.
    ["St. John's, spring", ST_JOHNS, "2027-03-14", "10:00", "2027-03-13T13:30:00Z", "2027-03-14T10:30:00Z"],
    ["St. John's, fall", ST_JOHNS, "2027-11-07", "10:00", "2027-11-06T12:30:00Z", "2027-11-07T11:30:00Z"],
  ];

  it.each(weeks)("%s", async (_label, providerId, date, time, dayBefore, twoHours) => {
    const id = await booking(providerId, date, time);
    const justBefore = (iso: string) => new Date(new Date(iso).getTime() - 1000).toISOString();
    await remind(justBefore(dayBefore));
    expect(await remindersOf(id)).toEqual([]);
    await remind(dayBefore);
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE"]);
    await remind(justBefore(twoHours));
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE"]);
    await remind(twoHours);
    expect(await remindersOf(id)).toEqual(["DAY_BEFORE", "TWO_HOURS"]);
  });
});

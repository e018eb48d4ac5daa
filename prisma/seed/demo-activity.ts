// A working week for the demo provider (provider 1, whose account is provider@demo.test):
// bookings today, coming up, in progress, completed this month and last, one cancelled,
// some made by customer@demo.test, and open slots for the coming week, so the dashboard,
// the availability calendar and "My Bookings" show something real after `npm start`.
// Dates are relative to the seed's clock, on the provider's own calendar. The completed
// bookings of other customers were paid online (settled, the provider's share held until
// payouts are set up; no gateway ever saw them, so they cannot be refunded), so the platform
// earnings screen has figures; the demo customer's completed booking is left unpaid for
// them to pay at checkout. The demo customer also has two recurring cleanings with the demo
// provider (a weekly one, and a monthly one paused), which the scheduler books as they come due.
import type { Prisma } from "../../graph/src/generated/prisma/client.ts";
import { dateColumn, todayIn } from "../../graph/src/services/bookings/calendar-date.ts";
import { zonedInstant, zonedSlots } from "../../graph/src/services/availability/slot-times.ts";
import { splitPayment } from "../../shared/payments/commission.ts";
import { addDaysIso, DEFAULT_AVAILABILITY_WINDOW } from "../../shared/availability/slots.ts";
import { firstOccurrence, weekdayOf } from "../../shared/schedules/next-date.ts";

const DEMO_PROVIDER_ID = 1;
const HOUR_MS = 60 * 60_000;

interface DemoBooking {
  day: number;
  time: string;
  status: "CONFIRMED" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";
  name: string;
  byDemoCustomer?: boolean;
  /** Booked through the spec's REST payload: a free-form line, no postal code; the provider confirms it. */
  addressToConfirm?: boolean;
}

const BOOKINGS: DemoBooking[] = [
  { day: 0, time: "09:00", status: "IN_PROGRESS", name: "Morgan Tremblay" },
  { day: 0, time: "13:00", status: "CONFIRMED", name: "Casey Customer", byDemoCustomer: true },
  { day: 0, time: "17:00", status: "CONFIRMED", name: "Avery Singh" },
  { day: 1, time: "11:00", status: "CONFIRMED", name: "Jordan Lee", addressToConfirm: true },
  { day: 3, time: "15:00", status: "CONFIRMED", name: "Casey Customer", byDemoCustomer: true },
  { day: 6, time: "09:00", status: "CONFIRMED", name: "Riley Chen" },
  { day: -1, time: "11:00", status: "COMPLETED", name: "Sam Okafor" },
  { day: -3, time: "13:00", status: "COMPLETED", name: "Casey Customer", byDemoCustomer: true },
  { day: -9, time: "09:00", status: "COMPLETED", name: "Taylor Gagnon" },
  { day: -40, time: "15:00", status: "COMPLETED", name: "Jamie Roy" },
  { day: -2, time: "17:00", status: "CANCELLED", name: "Drew Martin" },
];

export async function insertDemoActivity(
  tx: Prisma.TransactionClient,
  now: Date,
): Promise<{ bookings: number; slots: number; payments: number; schedules: number }> {
  const provider = await tx.provider.findUnique({
    where: { id: DEMO_PROVIDER_ID },
    select: {
      startingPrice: true,
      city: { select: { timeZone: true } },
      categories: { select: { category: { select: { slug: true } } }, take: 1 },
    },
  });
  const serviceType = provider?.categories[0]?.category.slug;
  if (!provider || !serviceType) return { bookings: 0, slots: 0, payments: 0, schedules: 0 };
  const customer = await tx.user.findUnique({
    where: { email: "customer@demo.test" },
    select: { id: true, email: true },
  });
  const timeZone = provider.city.timeZone;
  const today = todayIn(timeZone, now);
  // Where the jobs are: downtown Toronto, its postal codes in Ontario.
  const toronto = await tx.city.findUnique({ where: { slug: "toronto-ontario" }, select: { id: true } });
  const serviceAddress = (index: number) => ({
    address: `${100 + index * 7} Queen St W`,
    addressUnit: index % 2 === 0 ? "" : String(200 + index),
    addressCityId: toronto?.id ?? null,
    postalCode: toronto ? "M5H 2N2" : null,
  });

  await tx.booking.createMany({
    data: BOOKINGS.map((booking, index) => {
      const date = addDaysIso(today, booking.day);
      const completed = booking.status === "COMPLETED";
      const mine = booking.byDemoCustomer && customer;
      const price = provider.startingPrice + (index % 3) * 2_500;
      return {
        providerId: DEMO_PROVIDER_ID,
        customerId: mine ? customer.id : null,
        customerName: booking.name,
        customerPhone: `(416) 555-01${String(10 + index)}`,
        customerEmail: mine ? customer.email : `${booking.name.split(" ")[0]!.toLowerCase()}@example.test`,
        ...(booking.addressToConfirm ? { address: `${100 + index * 7} Queen St W, Toronto` } : serviceAddress(index)),
        serviceType,
        serviceDetails: "Two-bedroom condo, about 900 sq ft",
        preferredDate: dateColumn(date),
        preferredTime: booking.time,
        status: booking.status,
        estimatedPrice: price,
        actualPrice: completed ? price : null,
        // Finished two hours after it began.
        completedAt: completed
          ? new Date(zonedInstant(date, booking.time, timeZone).instant.getTime() + 2 * HOUR_MS)
          : null,
      };
    }),
  });

  const paid = await tx.booking.findMany({
    where: { providerId: DEMO_PROVIDER_ID, status: "COMPLETED", customerId: null },
    select: { id: true, actualPrice: true, completedAt: true },
  });
  for (const booking of paid) {
    const total = booking.actualPrice!;
    const split = splitPayment(total);
    const settledAt = booking.completedAt!;
    await tx.payment.create({
      data: {
        bookingId: booking.id,
        providerId: DEMO_PROVIDER_ID,
        totalAmount: total,
        platformFee: split.platformFee,
        paymentStatus: "COMPLETED",
        settledAt,
        createdAt: settledAt,
        ledgerEntries: {
          create: [
            { kind: "PLATFORM_FEE", amount: split.platformFee, reference: "settlement", occurredAt: settledAt },
            { kind: "PROVIDER_SHARE", amount: split.providerShare, reference: "settlement", occurredAt: settledAt },
          ],
        },
      },
    });
  }

  // The default window on each of the next seven days.
  const slots = Array.from({ length: 7 }, (_, day) =>
    zonedSlots({ ...DEFAULT_AVAILABILITY_WINDOW, date: addDaysIso(today, day + 1) }, timeZone),
  ).flat();
  await tx.timeSlot.createMany({
    data: slots.map((slot) => ({
      providerId: DEMO_PROVIDER_ID,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      durationMinutes: slot.durationMinutes,
      price: provider.startingPrice,
    })),
  });
  const schedules = customer ? await insertDemoSchedules(tx, customer, serviceType, today, serviceAddress(1)) : 0;
  return { bookings: BOOKINGS.length, slots: slots.length, payments: paid.length, schedules };
}

/** A weekly cleaning two days from now, and a monthly one on the 15th that the customer paused. */
async function insertDemoSchedules(
  tx: Prisma.TransactionClient,
  customer: { id: number; email: string },
  serviceType: string,
  today: string,
  address: { address: string; addressUnit: string; addressCityId: number | null; postalCode: string | null },
): Promise<number> {
  const contact = {
    customerName: "Casey Customer",
    customerPhone: "(416) 555-0199",
    customerEmail: customer.email,
    ...address,
  };
  const weekly = { frequency: "WEEKLY" as const, dayOfWeek: weekdayOf(addDaysIso(today, 2)), startDate: today };
  const monthly = { frequency: "MONTHLY" as const, dayOfMonth: 15, startDate: today };
  await tx.recurringSchedule.createMany({
    data: [
      {
        ...contact,
        ...weekly,
        providerId: DEMO_PROVIDER_ID,
        customerId: customer.id,
        serviceType,
        serviceDetails: "Two-bedroom condo, about 900 sq ft: kitchen, two bathrooms, floors",
        specialInstructions: "Buzz 1204; the cat stays in the bedroom",
        preferredTime: "10:00",
        estimatedPrice: 14_000,
        startDate: dateColumn(today),
        nextBookingDate: dateColumn(firstOccurrence(weekly)),
      },
      {
        ...contact,
        ...monthly,
        providerId: DEMO_PROVIDER_ID,
        customerId: customer.id,
        serviceType,
        serviceDetails: "Inside the oven and fridge, baseboards and windows",
        preferredTime: "13:00",
        estimatedPrice: 22_000,
        status: "PAUSED",
        startDate: dateColumn(today),
        nextBookingDate: dateColumn(firstOccurrence(monthly)),
      },
    ],
  });
  return 2;
}

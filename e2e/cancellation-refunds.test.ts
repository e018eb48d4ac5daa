// Cancelling a paid booking from My Bookings, by the cancellation policy
// (shared/bookings/cancellation-policy.ts): the demo customer books the demo provider's
// business through 'Book Service' with an address, pays with Stripe's test card 4242… (the
// offline test mode: no Stripe keys), and cancels. Days ahead, the dialog says the whole
// payment comes back and it does; within 24 hours of the visit, it says 25% is kept, to the
// cent, and exactly the rest comes back. Staff see both refunds on /platform-earnings, and
// the provider's "This Month" gains the late fee, not the cancelled job's price.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_FEE_BPS,
  lateCancellationFeeOf,
  visitStartsAt,
} from "../shared/bookings/cancellation-policy.ts";
import { formatTime12h, PREFERRED_TIMES } from "../shared/bookings/booking-time.ts";
import {
  dateIn,
  dollars,
  type FullAddress,
  graphqlAs,
  main,
  openBookingDialog,
  providerRunBy,
  requestBooking,
  type RunProvider,
  signedIn,
  toast,
} from "./support/booking-journeys.ts";
import { useBrowser } from "./support/browser.ts";
import { useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const CUSTOMER = "customer@demo.test";
const PROVIDER = "provider@demo.test";
const STAFF = "admin@demo.test";
const HOUR = 60 * 60 * 1000;
const LATE_FEE_PERCENT = `${LATE_CANCELLATION_FEE_BPS / 100}%`;

// Each booking's own unit, so its card on My Bookings is told apart from the demo's.
const FREE_ADDRESS: FullAddress = {
  street: "100 Queen St W",
  unit: "Suite 401",
  city: "Toronto",
  postalCode: "M5H 2N2",
};
const LATE_ADDRESS: FullAddress = { ...FREE_ADDRESS, unit: "Suite 402" };

interface BookingState {
  databaseId: number;
  status: string;
  estimatedPrice: number | null;
  cancelledBy: string | null;
  cancellationFee: number | null;
  payment: {
    databaseId: number;
    paymentStatus: string;
    totalAmount: number;
    refundedAmount: number;
  } | null;
}

/** One of the signed-in customer's bookings, as the server has it. */
async function bookingOf(page: Page, databaseId: number): Promise<BookingState> {
  const data = await graphqlAs<{ viewer: { bookings: { edges: { node: BookingState }[] } } }>(
    page,
    `{
      viewer {
        bookings(first: 50) {
          edges {
            node {
              databaseId status estimatedPrice cancelledBy cancellationFee
              payment { databaseId paymentStatus totalAmount refundedAmount }
            }
          }
        }
      }
    }`,
  );
  const booking = data.viewer.bookings.edges.map((edge) => edge.node).find((b) => b.databaseId === databaseId);
  if (!booking) throw new Error(`Booking ${databaseId} is not among the customer's`);
  return booking;
}

/** The booking's card on My Bookings, told apart by its address's unit. */
function cardOf(page: Page, address: FullAddress): Locator {
  return main(page).getByRole("article").filter({ hasText: address.unit });
}

/** Pays the booking from its card's "Pay now", with the 4242 test card. */
async function payWithTestCard(page: Page, address: FullAddress, bookingId: number): Promise<void> {
  await page.goto("/bookings");
  const card = cardOf(page, address);
  await card.getByRole("link", { name: /^Pay now for your booking with / }).click();
  await page.waitForURL((u) => u.pathname === "/checkout" && u.searchParams.get("bookingId") === String(bookingId));
  const form = main(page).getByRole("region", { name: "Payment Details" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Pay Now" }).click();
  await page.waitForURL((u) => u.pathname === "/payment-success");
  await main(page).getByRole("heading", { name: "Payment Successful" }).waitFor({ timeout: 30_000 });
  await expect.poll(async () => (await bookingOf(page, bookingId)).payment?.paymentStatus).toBe("COMPLETED");
}

/** Opens the card's cancel dialog and waits for its words about the money; the dialog and those words. */
async function openCancelDialog(page: Page, address: FullAddress): Promise<{ dialog: Locator; terms: string }> {
  await page.goto("/bookings");
  const card = cardOf(page, address);
  await card.getByText("Paid", { exact: true }).waitFor();
  await card.getByRole("button", { name: /^Cancel booking with / }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await dialog.waitFor();
  const terms = dialog.getByTestId("cancellation-terms");
  await expect.poll(() => terms.innerText()).not.toBe("Working out what the refund would be…");
  return { dialog, terms: (await terms.innerText()).trim() };
}

/**
 * A visit on today's or tomorrow's calendar in the provider's zone, at one of the offered
 * times, that starts between 30 minutes and 23 hours from now: inside the late window
 * however long the journey takes to cancel it, and not yet begun when it is booked.
 */
function visitWithinADay(timeZone: string): { date: string; time: string } {
  const now = Date.now();
  for (const days of [0, 1]) {
    const date = dateIn(timeZone, days);
    for (const time of PREFERRED_TIMES) {
      const until = visitStartsAt(date, time, timeZone).getTime() - now;
      if (until > 0.5 * HOUR && until < 23 * HOUR) return { date, time };
    }
  }
  throw new Error(`No offered time starts within a day of now in ${timeZone}`);
}

/** A stat card's figure on the provider dashboard, in cents. */
async function thisMonthCents(page: Page): Promise<number> {
  await page.goto("/provider-dashboard");
  const term = main(page).locator("dt", { hasText: /^This Month$/ });
  const text = (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
  expect(text).toMatch(/^\$[\d,]+\.\d{2}$/);
  return Number(text.replace(/[^\d]/g, ""));
}

describe("cancelling a paid booking from My Bookings", () => {
  let provider: RunProvider;
  let earningsBefore: number;
  const refunded: { paymentId: number; amount: number }[] = [];
  let lateFee = 0;

  beforeAll(async () => {
    // The business the demo provider account runs, and its month before anything is cancelled.
    const providerPage = await signedIn(browser, "/provider-dashboard", PROVIDER);
    provider = await providerRunBy(providerPage);
    earningsBefore = await thisMonthCents(providerPage);
    await providerPage.context().close();
  });

  it("days ahead: the dialog offers the whole payment back, to the cent, and all of it is refunded", async () => {
    const customer = await signedIn(browser, undefined, CUSTOMER);
    const dialog = await openBookingDialog(customer, provider);
    const bookingId = await requestBooking(customer, dialog, {
      date: dateIn(provider.timeZone, 4),
      time: "11:00 AM",
      address: FREE_ADDRESS,
    });
    await payWithTestCard(customer, FREE_ADDRESS, bookingId);
    const paid = (await bookingOf(customer, bookingId)).payment!;
    expect(paid.totalAmount).toBeGreaterThan(0);

    const { dialog: cancel, terms } = await openCancelDialog(customer, FREE_ADDRESS);
    expect(terms).toBe(
      `You're cancelling at least ${FREE_CANCELLATION_HOURS} hours before the visit, so your ` +
        `${dollars(paid.totalAmount)} payment comes back in full.`,
    );
    await cancel.getByRole("button", { name: "Cancel Booking", exact: true }).click();
    await toast(customer, "Booking Updated");
    await toast(
      customer,
      `Your booking has been cancelled and ${dollars(paid.totalAmount)} is on its way back to your card.`,
    );
    await cancel.waitFor({ state: "detached" });

    // The page: the card says cancelled and offers neither cancelling nor paying.
    const card = cardOf(customer, FREE_ADDRESS);
    await card.getByText("Cancelled", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /^Cancel booking with / }).count()).toBe(0);
    expect(await card.getByRole("link", { name: /^Pay now/ }).count()).toBe(0);
    await customer.reload();
    await cardOf(customer, FREE_ADDRESS).getByText("Cancelled", { exact: true }).waitFor();

    // The server: cancelled by the customer, nothing kept, the whole payment refunded.
    await expect
      .poll(async () => (await bookingOf(customer, bookingId)).payment?.refundedAmount)
      .toBe(paid.totalAmount);
    expect(await bookingOf(customer, bookingId)).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "CUSTOMER",
      cancellationFee: 0,
      payment: { paymentStatus: "COMPLETED", totalAmount: paid.totalAmount, refundedAmount: paid.totalAmount },
    });
    refunded.push({ paymentId: paid.databaseId, amount: paid.totalAmount });
  });

  it(`within ${FREE_CANCELLATION_HOURS} hours: ${LATE_FEE_PERCENT} is kept, to the cent, and exactly the rest refunded`, async () => {
    const customer = await signedIn(browser, undefined, CUSTOMER);
    const visit = visitWithinADay(provider.timeZone);
    const dialog = await openBookingDialog(customer, provider);
    const bookingId = await requestBooking(customer, dialog, {
      date: visit.date,
      time: formatTime12h(visit.time),
      address: LATE_ADDRESS,
    });
    await payWithTestCard(customer, LATE_ADDRESS, bookingId);
    const paid = (await bookingOf(customer, bookingId)).payment!;
    const fee = lateCancellationFeeOf(paid.totalAmount);
    const refund = paid.totalAmount - fee;
    expect(fee).toBeGreaterThan(0);
    expect(refund).toBeGreaterThan(0);

    const { dialog: cancel, terms } = await openCancelDialog(customer, LATE_ADDRESS);
    expect(terms).toBe(
      `It's less than ${FREE_CANCELLATION_HOURS} hours before the visit, so ${LATE_FEE_PERCENT} of your payment is ` +
        `kept as a late-cancellation fee: ${dollars(refund)} of your ${dollars(paid.totalAmount)} comes back and ` +
        `${dollars(fee)} is kept.`,
    );
    await cancel.getByRole("button", { name: "Cancel Booking", exact: true }).click();
    await toast(customer, "Booking Updated");
    await toast(
      customer,
      `Your booking has been cancelled: ${dollars(refund)} is on its way back to your card and ` +
        `${dollars(fee)} was kept as the late-cancellation fee.`,
    );
    await cancel.waitFor({ state: "detached" });
    await cardOf(customer, LATE_ADDRESS).getByText("Cancelled", { exact: true }).waitFor();

    // Exactly the rest came back; the fee is the booking's.
    await expect.poll(async () => (await bookingOf(customer, bookingId)).payment?.refundedAmount).toBe(refund);
    expect(await bookingOf(customer, bookingId)).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "CUSTOMER",
      cancellationFee: fee,
      payment: { paymentStatus: "COMPLETED", totalAmount: paid.totalAmount, refundedAmount: refund },
    });
    refunded.push({ paymentId: paid.databaseId, amount: refund });
    lateFee = fee;
  });

  it("staff see both refunds on the earnings screen; the provider's month gains only the late fee", async () => {
    expect(refunded).toHaveLength(2);
    const staff = await signedIn(browser, "/platform-earnings", STAFF);
    await main(staff).getByRole("table").waitFor();
    for (const { paymentId, amount } of refunded) {
      const row = main(staff)
        .getByRole("row")
        .filter({ hasText: `#${paymentId} · Booking` });
      await row.waitFor();
      expect(await row.innerText()).toContain(`Refunded ${dollars(amount)}`);
    }

    const providerPage = await signedIn(browser, "/provider-dashboard", PROVIDER);
    // The late fee counts; the cancelled jobs' prices and the free cancellation do not.
    expect(await thisMonthCents(providerPage)).toBe(earningsBefore + lateFee);
  });
});

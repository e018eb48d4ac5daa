// What a provider's suspension says, written in the transaction that suspends or reinstates
// it: its accounts hear why and what it means; the customers of its upcoming bookings hear
// that the provider is off the marketplace and that they may cancel.
import type { Prisma } from "../../generated/prisma/client.ts";
import { dateColumn, todayIn } from "../bookings/calendar-date.ts";
import { whenOf } from "./booking-notices.ts";
import { type NotificationDraft, recordNotifications } from "./outbox.ts";
import { customerRecipient, providerContactSelection, providerRecipients } from "./recipients.ts";

type Tx = Prisma.TransactionClient;

const DASHBOARD_LINK = "/provider-dashboard";
const MY_BOOKINGS_LINK = "/bookings";
const CONTACT_LINK = "/contact";

/** A suspension's notices: the provider's accounts, and each upcoming booking's customer. */
export async function notifyProviderSuspended(tx: Tx, now: Date, providerId: number, reason: string): Promise<void> {
  const provider = await tx.provider.findUniqueOrThrow({
    where: { id: providerId },
    select: { ...providerContactSelection.select, city: { select: { timeZone: true } } },
  });
  const today = dateColumn(todayIn(provider.city.timeZone, now));
  const upcoming = await tx.booking.findMany({
    where: { providerId, status: "CONFIRMED", preferredDate: { gte: today } },
    select: {
      id: true,
      preferredDate: true,
      preferredTime: true,
      customerEmail: true,
      customer: { select: { id: true, email: true } },
    },
    orderBy: [{ preferredDate: "asc" }, { id: "asc" }],
  });
  const drafts: NotificationDraft[] = providerRecipients(provider).map((recipient) => ({
    kind: "PROVIDER_SUSPENDED",
    recipient,
    title: "Your business is suspended from the marketplace",
    body: [
      `${provider.name} no longer shows in search or takes new bookings.`,
      `Reason from our team: ${reason}`,
      upcoming.length > 0
        ? `Your ${upcoming.length} upcoming booking${upcoming.length === 1 ? " stays" : "s stay"} on your dashboard; their customers were told and may cancel.`
        : "You have no upcoming bookings.",
      "Contact us (link below) to talk about it.",
    ].join("\n"),
    link: CONTACT_LINK,
  }));
  for (const booking of upcoming) {
    const recipient = customerRecipient(booking.customer, booking.customerEmail);
    if (!recipient) continue;
    drafts.push({
      kind: "PROVIDER_SUSPENDED",
      recipient,
      title: `${provider.name} is no longer on the marketplace`,
      body: [
        `Our team suspended ${provider.name}, your provider for ${whenOf(booking, provider.city.timeZone)}.`,
        "Your booking has not been cancelled. You may cancel it from My Bookings (link below), or contact us for help finding another provider.",
      ].join("\n"),
      link: MY_BOOKINGS_LINK,
      bookingId: booking.id,
    });
  }
  await recordNotifications(tx, now, drafts);
}

/** A reinstatement: the provider's accounts hear that they are back. */
export async function notifyProviderReinstated(tx: Tx, now: Date, providerId: number): Promise<void> {
  const provider = await tx.provider.findUniqueOrThrow({
    where: { id: providerId },
    select: providerContactSelection.select,
  });
  await recordNotifications(
    tx,
    now,
    providerRecipients(provider).map((recipient) => ({
      kind: "PROVIDER_REINSTATED",
      recipient,
      title: "Your business is back on the marketplace",
      body: `${provider.name} shows in search and takes bookings again.`,
      link: DASHBOARD_LINK,
    })),
  );
}

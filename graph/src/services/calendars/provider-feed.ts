// A provider's private calendar feed: its bookings as an iCalendar file at an address that
// Google, Apple and Outlook calendars subscribe to and read again on their own. Calendar apps
// send no cookies, so the address itself is the key: it carries the feed's version signed
// with the server's secret (HMAC-SHA256), and nothing secret is stored. A new address raises
// the version, which stops the old one working; turning the feed off forgets the version.
import { createHmac, timingSafeEqual } from "node:crypto";
import { subDays } from "date-fns";
import type { Context } from "../../context.ts";
import { recordStaffAction } from "../audit/audit-log.ts";
import { guestLinkSecretFromEnv } from "../bookings/guest-link.ts";
import { NotFoundError, parseInput } from "../errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { bookingCalendarEvent } from "../notifications/booking-notices.ts";
import { assertActsForProvider, providerIdInput } from "../providers/access.ts";
import { renderCalendar } from "./ics.ts";

export const CALENDAR_FEED_NOT_FOUND =
  "There is no calendar feed at that address. Copy the current one from your dashboard.";
/** Past visits kept in the feed: enough to look back over a season's work. */
export const FEED_DAYS_BACK = 90;
/** The most events a feed carries (the nearest first): far more than a provider books. */
export const FEED_EVENT_LIMIT = 2000;
/** How often subscribers are asked to read it again. */
export const FEED_REFRESH_SECONDS = 60 * 60;

/** What each event is written from (booking-notices.ts's CalendarBooking, less the provider). */
const feedBookingSelection = {
  id: true,
  calendarSequence: true,
  status: true,
  preferredDate: true,
  preferredTime: true,
  serviceType: true,
  customerName: true,
  customerErasedAt: true,
  address: true,
  addressUnit: true,
  postalCode: true,
  addressCity: { select: { name: true, provinceCode: true } },
  estimatedPrice: true,
  actualPrice: true,
  timeSlot: { select: { durationMinutes: true } },
} satisfies Prisma.BookingSelect;

const TOKEN_SHAPE = /^([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{43})$/;
export const FEED_TOKEN_MAX_LENGTH = 60;

function signatureOf(providerId: number, version: number, secret: string): string {
  return createHmac("sha256", secret).update(`provider-calendar-feed:${providerId}.${version}`).digest("base64url");
}

/** The feed's address (a path under the web app's origin) for this version. */
export function calendarFeedPath(providerId: number, version: number, secret = guestLinkSecretFromEnv()): string {
  const token = `${version}.${signatureOf(providerId, version, secret)}`;
  return `/api/provider/${providerId}/calendar.ics?token=${token}`;
}

/** The feed's address, or null while it is off: the provider's own accounts and staff. */
export async function readCalendarFeedPath(ctx: Context, providerId: unknown): Promise<string | null> {
  const id = parseInput(providerIdInput, providerId);
  assertActsForProvider(ctx, id);
  const provider = await ctx.db.provider.findUnique({ where: { id }, select: { calendarFeedVersion: true } });
  return provider?.calendarFeedVersion ? calendarFeedPath(id, provider.calendarFeedVersion) : null;
}

/** A new address for the feed (turning it on the first time); the old one stops working. */
export async function resetCalendarFeed(ctx: Context, providerId: unknown): Promise<string> {
  const id = parseInput(providerIdInput, providerId);
  assertActsForProvider(ctx, id);
  const version = await ctx.db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ version: number }[]>`
      UPDATE "Provider" SET "calendarFeedVersion" = COALESCE("calendarFeedVersion", 0) + 1
      WHERE "id" = ${id} RETURNING "calendarFeedVersion" AS "version"`;
    if (!row) throw new NotFoundError("There is no provider with that id.");
    await recordStaffAction(tx, ctx, {
      action: "calendarFeed.reset",
      target: { type: "Provider", id },
      after: { version: row.version },
    });
    return row.version;
  });
  return calendarFeedPath(id, version);
}

/** Turns the feed off: its address stops working; a later reset makes a new one. */
export async function turnOffCalendarFeed(ctx: Context, providerId: unknown): Promise<null> {
  const id = parseInput(providerIdInput, providerId);
  assertActsForProvider(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.provider.updateMany({
      where: { id, calendarFeedVersion: { not: null } },
      data: { calendarFeedVersion: null },
    });
    if (count > 0)
      await recordStaffAction(tx, ctx, { action: "calendarFeed.turnOff", target: { type: "Provider", id } });
  });
  return null;
}

/** Whether `token` opens this provider's feed as it stands: the current version, signed by us. */
function tokenOpens(providerId: number, version: number | null, token: unknown): boolean {
  if (version === null || typeof token !== "string" || token.length > FEED_TOKEN_MAX_LENGTH) return false;
  const match = TOKEN_SHAPE.exec(token);
  if (!match || Number(match[1]) !== version) return false;
  const given = Buffer.from(match[2]!, "latin1");
  const wanted = Buffer.from(signatureOf(providerId, version, guestLinkSecretFromEnv()), "latin1");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The feed's iCalendar text for whoever holds its address. Any other address, an old one, or
 * a provider without a feed is the same 404, so the answer never says which.
 */
export async function calendarFeed(ctx: Context, providerId: unknown, token: unknown): Promise<string> {
  const id = /^[1-9][0-9]{0,9}$/.test(String(providerId)) ? Number(providerId) : 0;
  const provider =
    id > 0 && id <= 2_147_483_647
      ? await ctx.db.provider.findUnique({
          where: { id },
          select: {
            name: true,
            email: true,
            phone: true,
            calendarFeedVersion: true,
            city: { select: { timeZone: true } },
          },
        })
      : null;
  if (!provider || !tokenOpens(id, provider.calendarFeedVersion, token))
    throw new NotFoundError(CALENDAR_FEED_NOT_FOUND);
  const now = ctx.clock.now();
  const bookings = await ctx.db.booking.findMany({
    where: { providerId: id, status: { not: "CANCELLED" }, preferredDate: { gte: subDays(now, FEED_DAYS_BACK) } },
    select: feedBookingSelection,
    orderBy: [{ preferredDate: "asc" }, { preferredTime: "asc" }, { id: "asc" }],
    take: FEED_EVENT_LIMIT,
  });
  const slugs = [...new Set(bookings.map((booking) => booking.serviceType))];
  const categories = await ctx.db.category.findMany({
    where: { slug: { in: slugs } },
    select: { slug: true, name: true },
  });
  const names = new Map(categories.map((category) => [category.slug, category.name]));
  const events = bookings.map((booking) =>
    bookingCalendarEvent(
      { ...booking, provider, serviceName: names.get(booking.serviceType) ?? booking.serviceType },
      "provider",
    ),
  );
  return renderCalendar(events, {
    method: null,
    name: `${provider.name}: bookings`,
    refreshSeconds: FEED_REFRESH_SECONDS,
    stamp: now,
  });
}

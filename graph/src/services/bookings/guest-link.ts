// The link a guest (a booking made without an account) manages their booking with: see it,
// pay for it, cancel it. Nothing is stored for it: the link carries the booking's id and the
// link's expiry, signed with the server's secret (HMAC-SHA256), so only this server can make
// one and a changed id or expiry no longer matches its signature.
//
// Form: `g1.<bookingId>.<expiresAtSeconds>.<signature>`, the signature 43 base64url letters.
// Every part is URL-safe, so the token goes into a path as it is.
import { createHmac, timingSafeEqual } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import type { Prisma } from "../../generated/prisma/client.ts";
import { ABSENCE_DISPUTE_HOURS, ABSENCE_REPORT_HOURS } from "../../../../shared/bookings/absence-policy.ts";
import { isoDateOf } from "./calendar-date.ts";

/**
 * Outside production, links are signed with this. It is public (it is in the source), so a
 * production server refuses to start without GUEST_LINK_SECRET rather than use it.
 */
export const DEVELOPMENT_GUEST_LINK_SECRET =
  "development only: guest booking links signed with this are not secret; set GUEST_LINK_SECRET";

/** Enough for HMAC-SHA256 to be as strong as its output: 32 characters of a random secret. */
export const GUEST_LINK_SECRET_MIN_LENGTH = 32;

/**
 * GUEST_LINK_SECRET: required in production (`NODE_ENV=production`), at least 32 characters;
 * elsewhere the development default. The server calls this at start-up so a missing secret
 * stops it there, not at the first booking.
 */
export function guestLinkSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.GUEST_LINK_SECRET?.trim();
  if (configured) {
    if (configured.length < GUEST_LINK_SECRET_MIN_LENGTH) {
      throw new Error(
        `GUEST_LINK_SECRET must be at least ${GUEST_LINK_SECRET_MIN_LENGTH} characters (a random string, e.g. \`openssl rand -base64 48\`).`,
      );
    }
    return configured;
  }
  if (env.NODE_ENV === "production") {
    throw new Error(
      "GUEST_LINK_SECRET must be set in production: it signs the links guests manage their bookings with (`openssl rand -base64 48`).",
    );
  }
  return DEVELOPMENT_GUEST_LINK_SECRET;
}

const VERSION = "g1";
const SIGNATURE_LENGTH = 43; // 32 bytes of HMAC-SHA256 in unpadded base64url
const TOKEN_SHAPE = /^g1\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;
/** Longer than any token this module makes: doors refuse anything longer before parsing it. */
export const GUEST_TOKEN_MAX_LENGTH = 80;

function signatureOf(body: string, secret: string): string {
  // The purpose is part of what is signed, so a signature made for something else with the
  // same secret can never pass for one of these.
  return createHmac("sha256", secret).update(`guest-booking-manage:${body}`).digest("base64url");
}

/** A token for managing booking `bookingId` until `expiresAt` (kept to the second). */
export function guestManageToken(
  bookingId: number,
  expiresAt: Date,
  secret: string = guestLinkSecretFromEnv(),
): string {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1 || bookingId > 2_147_483_647) {
    throw new RangeError(`Not a booking id: ${bookingId}`);
  }
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 1) throw new RangeError("Not an expiry");
  const body = `${VERSION}.${bookingId}.${seconds}`;
  return `${body}.${signatureOf(body, secret)}`;
}

export interface VerifiedGuestToken {
  bookingId: number;
  expiresAt: Date;
}

/**
 * The booking a token lets its holder manage, or null when the token is not one of ours
 * (wrong shape, a changed letter, another secret) or has expired at `now`. Callers answer
 * every null alike, so a refusal never says which it was.
 */
export function verifyGuestManageToken(
  token: string,
  now: Date,
  secret: string = guestLinkSecretFromEnv(),
): VerifiedGuestToken | null {
  if (typeof token !== "string" || token.length > GUEST_TOKEN_MAX_LENGTH) return null;
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const [, id, seconds, signature] = match;
  const expected = signatureOf(`${VERSION}.${id}.${seconds}`, secret);
  // The letters are compared, not the decoded bytes: base64url's last letter has spare bits,
  // and a changed spare bit must not pass. Constant time: the time taken says nothing about
  // how much of the signature matched.
  const given = Buffer.from(signature!, "latin1");
  const wanted = Buffer.from(expected, "latin1");
  if (given.length !== SIGNATURE_LENGTH || wanted.length !== SIGNATURE_LENGTH || !timingSafeEqual(given, wanted)) {
    return null;
  }
  const bookingId = Number(id);
  const expiresAt = new Date(Number(seconds) * 1000);
  if (bookingId > 2_147_483_647 || now.getTime() >= expiresAt.getTime()) return null;
  return { bookingId, expiresAt };
}

/** Where the web app shows a guest's booking: "/bookings/manage/<token>". */
export function guestManagePath(token: string): string {
  return `/bookings/manage/${token}`;
}

/**
 * Whole days after the visit's day a guest's link keeps working: a no-show may be reported up
 * to ABSENCE_REPORT_HOURS after a start as late as the day's end, and disputed for
 * ABSENCE_DISPUTE_HOURS after that, from this link (the report's notice carries it).
 */
const LINK_DAYS_AFTER_VISIT = Math.ceil((ABSENCE_REPORT_HOURS + ABSENCE_DISPUTE_HOURS) / 24);

/**
 * When a guest's link stops working: midnight starting the day LINK_DAYS_AFTER_VISIT + 1 after
 * the visit's day, in the provider's zone. Long enough to pay after the work is done, to report
 * or dispute a no-show to the last hour and to see how it ended; short enough that an old
 * email forwarded on does not open the booking for ever. A schedule change does not move it:
 * the change's notice carries a new link.
 */
export function guestManageExpiry(preferredDate: Date, timeZone: string): Date {
  const [year, month, day] = isoDateOf(preferredDate).split("-").map(Number) as [number, number, number];
  const visitDay = new TZDate(year, month - 1, day, timeZone);
  return new Date(addDays(visitDay, LINK_DAYS_AFTER_VISIT + 1).getTime());
}

/**
 * The manage link for a booking made without an account, for an email written in `tx`; null
 * for an account's booking (the account signs in to manage it).
 */
export async function guestManagePathFor(
  tx: Pick<Prisma.TransactionClient, "booking">,
  bookingId: number,
): Promise<string | null> {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { customerId: true, preferredDate: true, provider: { select: { city: { select: { timeZone: true } } } } },
  });
  if (!booking || booking.customerId !== null) return null;
  const expiresAt = guestManageExpiry(booking.preferredDate, booking.provider.city.timeZone);
  return guestManagePath(guestManageToken(bookingId, expiresAt));
}

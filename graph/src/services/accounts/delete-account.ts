// A customer deletes their account (the "My data" page). Re-entering the password is the
// confirmation. Everything that is only the customer's goes (the account, its sessions,
// devices, saved providers, notifications, quiz answers, idempotency keys, throttle
// counters); what the provider and the platform must keep for their accounts stays
// (bookings, schedules, payments, ledger entries), with the customer's name, phone, email,
// address and notes blanked and customerErasedAt set. Their reviews stay (they are about the
// service, and the provider's rating counts them) under no name: ERASED_REVIEWER_NAME. All of
// it in one transaction: a failure half-way leaves the account as it was.
//
// Upcoming bookings and running schedules are refused rather than cancelled here: cancelling
// tells the provider, frees the slot and, for a paid schedule, cancels its subscription at
// the payment gateway, which cannot be rolled back with this transaction. The customer
// cancels them from My Bookings and Recurring Bookings (one click each), then deletes.
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { deleteAccountFields, type DeleteAccountFields } from "../../../../shared/accounts/delete-account.ts";
import { ConflictError, ForbiddenError, parseInput, UnauthenticatedError, ValidationError } from "../errors.ts";
import { verifyPassword } from "./password.ts";
import { emailKey, recordSuccessfulSignIn, reserveSignInAttempt, signUpThrottleKeys } from "./sign-in-throttle.ts";

export const SIGN_IN_TO_DELETE = "Please sign in to delete your account.";
export const WRONG_PASSWORD_MESSAGE = "That password isn't right. Your account was not deleted.";
export const STAFF_ACCOUNT_MESSAGE =
  "Provider and staff accounts can't be deleted here, because bookings and payouts depend on them. " +
  "Write to us from the Contact page and our staff will close the account for you.";
export const UPCOMING_WORK_MESSAGE =
  "You still have upcoming bookings or recurring schedules. Cancel them from My Bookings and Recurring Bookings " +
  "first (a service already under way must be completed by the provider), then delete your account.";

/** What a review shows for its author once they deleted their account. */
export const ERASED_REVIEWER_NAME = "A former customer";

/** Bookings not yet over: the provider still expects to reach the customer. */
const UNFINISHED_BOOKING: Prisma.BookingWhereInput = { status: { in: ["CONFIRMED", "IN_PROGRESS"] } };
/** Schedules that will still book cleanings. */
const RUNNING_SCHEDULE: Prisma.RecurringScheduleWhereInput = { status: { in: ["ACTIVE", "PAUSED"] } };

/** What an erased booking or schedule keeps of its customer: nothing personal. */
function blankedCustomer(now: Date) {
  return {
    customerErasedAt: now,
    customerName: "",
    customerPhone: "",
    customerEmail: "",
    serviceDetails: "",
    specialInstructions: "",
    // Where the job was: the street, unit, city and postal code are the customer's too.
    address: null,
    addressUnit: "",
    addressCityId: null,
    postalCode: null,
  };
}

/**
 * Deletes the viewer's CUSTOMER account after checking the password. Refused, nothing
 * changed: a visitor, a provider or staff account, a wrong password (counted by the sign-in
 * throttle, so a stolen session cannot guess), or upcoming bookings and running schedules.
 * The viewer is signed out; the edge clears the session cookie.
 */
export async function deleteAccount(ctx: Context, input: DeleteAccountFields): Promise<{ deletedUserId: number }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new UnauthenticatedError(SIGN_IN_TO_DELETE);
  const { password } = parseInput(deleteAccountFields, input);
  if (viewer.role !== "CUSTOMER") throw new ForbiddenError(STAFF_ACCOUNT_MESSAGE);

  const keys = [emailKey(viewer.email)];
  await reserveSignInAttempt(ctx, keys);
  const account = await ctx.db.user.findUnique({ where: { id: viewer.userId }, select: { passwordHash: true } });
  if (!account) throw new UnauthenticatedError(SIGN_IN_TO_DELETE);
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new ValidationError(WRONG_PASSWORD_MESSAGE, [{ path: ["password"], message: WRONG_PASSWORD_MESSAGE }]);
  }
  // The right password gives the attempt back, as at sign-in: a refusal below is not a guess.
  await recordSuccessfulSignIn(ctx, keys);

  const userId = viewer.userId;
  const now = ctx.clock.now();
  await ctx.db.$transaction(async (tx) => {
    // Held to the end: a booking or schedule made for this account meanwhile waits for it.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const [unfinished, running] = await Promise.all([
      tx.booking.count({ where: { customerId: userId, ...UNFINISHED_BOOKING } }),
      tx.recurringSchedule.count({ where: { customerId: userId, ...RUNNING_SCHEDULE } }),
    ]);
    if (unfinished > 0 || running > 0) throw new ConflictError(UPCOMING_WORK_MESSAGE);

    // What they wrote to providers is theirs too; the providers' side stays with the booking.
    await tx.bookingMessage.updateMany({
      where: { booking: { customerId: userId }, side: "CUSTOMER" },
      data: { body: "", erasedAt: now },
    });
    await tx.booking.updateMany({
      where: { customerId: userId },
      data: blankedCustomer(now),
    });

    await tx.recurringSchedule.updateMany({ where: { customerId: userId }, data: blankedCustomer(now) });
    await tx.review.updateMany({ where: { authorId: userId }, data: { customerName: ERASED_REVIEWER_NAME } });
    // Their "helpful" votes go with the account (cascade): the counts they added go first.
    await tx.$executeRaw`
      UPDATE "Review" SET "helpfulCount" = "helpfulCount" - 1
      WHERE id IN (SELECT "reviewId" FROM "ReviewVote" WHERE "userId" = ${userId})`;
    await tx.quizSession.deleteMany({ where: { userId } });
    await tx.trustedDevice.deleteMany({ where: { userId } });
    await tx.idempotencyKey.deleteMany({ where: { owner: `user:${userId}` } });
    // The throttle's counters name the email address.
    const emailKeys = [...keys, ...signUpThrottleKeys({ email: viewer.email, clientAddress: null })];
    await tx.signInThrottle.deleteMany({ where: { key: { in: emailKeys.map((key) => key.key) } } });
    // Sessions, push tokens, saved providers and notifications go with the row (cascade);
    // bookings, schedules, payments and contact messages lose their link to it (set null).
    await tx.user.delete({ where: { id: userId } });
  });
  ctx.viewer = null;
  return { deletedUserId: userId };
}

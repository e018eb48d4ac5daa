// Who may see and change a recurring schedule. It holds a customer's contact details and
// where their cleanings happen, so only staff, the customer who set it up and the provider
// it is with may read it; the customer and staff may pause, resume or cancel it. Every
// door (GraphQL through the node's readableBy, REST and jobs through the services) asks here.
import type { Context } from "../../context.ts";
import type { RecurringSchedule } from "../../generated/prisma/client.ts";
import { ForbiddenError, UnauthenticatedError } from "../errors.ts";
import { isStaff } from "../accounts/access.ts";

type ScheduleParties = Pick<RecurringSchedule, "providerId" | "customerId">;

export const SIGN_IN_FOR_SCHEDULES = "Please sign in to manage recurring schedules.";

export function canReadSchedule(ctx: Context, schedule: ScheduleParties): boolean {
  if (ctx.actor === "system") return true;
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (isStaff(ctx)) return true;
  if (viewer.providerId !== null && viewer.providerId === schedule.providerId) return true;
  return schedule.customerId !== null && schedule.customerId === viewer.userId;
}

/** Schedules belong to accounts: a visitor is told to sign in before anything is looked up. */
export function assertSignedInForSchedules(ctx: Context): void {
  if (ctx.actor !== "system" && !ctx.viewer) throw new UnauthenticatedError(SIGN_IN_FOR_SCHEDULES);
}

/** The customer who set it up and staff may pause, resume and cancel it; its provider only reads it. */
export function assertCanChangeSchedule(ctx: Context, schedule: ScheduleParties): void {
  assertSignedInForSchedules(ctx);
  if (ctx.actor === "system" || isStaff(ctx)) return;
  if (schedule.customerId !== null && schedule.customerId === ctx.viewer!.userId) return;
  throw new ForbiddenError(
    canReadSchedule(ctx, schedule)
      ? "Only the customer who set up this schedule, or staff, can change it."
      : "You do not have permission to do that.",
  );
}

/**
 * Whose schedules a list shows: a customer's own, whatever customer they name; staff may
 * name any customer (or none: everyone's). Only staff's choice is read.
 */
export function scheduleOwnerFor(ctx: Context, requestedCustomer: () => number | undefined): number | "all" {
  assertSignedInForSchedules(ctx);
  if (ctx.actor === "system" || isStaff(ctx)) return requestedCustomer() ?? "all";
  return ctx.viewer!.userId;
}

export const ONLY_PROVIDER_SCHEDULES = "Only the provider's own account and staff can see its recurring schedules.";

/**
 * Whose schedules a provider's list shows: the provider account's own (naming it, or nothing);
 * staff may name any provider, or none for every provider's. Anyone else is refused before
 * anything is read.
 */
export function scheduleProviderFor(ctx: Context, requestedProvider: () => number | undefined): number | "all" {
  assertSignedInForSchedules(ctx);
  if (ctx.actor === "system" || isStaff(ctx)) return requestedProvider() ?? "all";
  const own = ctx.viewer!.providerId;
  // A customer is refused before what it names is even read.
  if (own === null) throw new ForbiddenError(ONLY_PROVIDER_SCHEDULES);
  const requested = requestedProvider();
  if (requested === undefined || requested === own) return own;
  throw new ForbiddenError(ONLY_PROVIDER_SCHEDULES);
}

export const ONLY_PROVIDER_PRICES = "Only the schedule's provider, or staff, can propose a new price.";
export const ONLY_CUSTOMER_ANSWERS = "Only the customer who set up this schedule can answer its price proposal.";

/** The price is the provider's: its provider and staff may propose a new one; its customer only reads it. */
export function assertCanPriceSchedule(ctx: Context, schedule: ScheduleParties): void {
  assertSignedInForSchedules(ctx);
  if (ctx.actor === "system" || isStaff(ctx)) return;
  if (ctx.viewer!.providerId !== null && ctx.viewer!.providerId === schedule.providerId) return;
  throw new ForbiddenError(
    canReadSchedule(ctx, schedule) ? ONLY_PROVIDER_PRICES : "You do not have permission to do that.",
  );
}

/**
 * A new price is the customer's to accept: only the customer who set the schedule up
 * answers (staff do not accept a charge on a customer's card for them).
 */
export function assertCanAnswerPriceProposal(ctx: Context, schedule: ScheduleParties): void {
  assertSignedInForSchedules(ctx);
  if (schedule.customerId !== null && ctx.viewer !== null && schedule.customerId === ctx.viewer.userId) return;
  throw new ForbiddenError(
    canReadSchedule(ctx, schedule) ? ONLY_CUSTOMER_ANSWERS : "You do not have permission to do that.",
  );
}

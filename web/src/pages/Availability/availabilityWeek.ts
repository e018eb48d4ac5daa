// The availability screen's week and whose calendar it is, apart from React. Dates are the
// provider's plain calendar dates ("YYYY-MM-DD") and times its wall clock ("HH:MM"): they
// are never moved into the reader's time zone.
import { addDaysIso, weekDates, weekStartOf } from "../../../../shared/calendar/iso-dates";

/** Spec section 6: the demo screens fix provider 1; it stays the default for visitors. */
export const DEMO_PROVIDER_ID = 1;

/** `?provider=` as a provider's databaseId; anything but a positive whole number is ignored. */
export function parseProviderParam(value: string | null): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** What the screen needs to know of who is signed in. */
export interface AvailabilityViewer {
  readonly role: string;
  readonly provider: { readonly databaseId: number } | null | undefined;
}

/** The URL's provider; else the signed-in provider account's own; else the demo's provider 1. */
export function providerToShow(requested: number | null, viewer: AvailabilityViewer | null | undefined): number {
  return requested ?? viewer?.provider?.databaseId ?? DEMO_PROVIDER_ID;
}

/** The server's rule (providers/access.ts): the provider's own account, or staff. */
export function canAddAvailability(viewer: AvailabilityViewer | null | undefined, providerId: number): boolean {
  if (!viewer) return false;
  return viewer.role === "ADMIN" || viewer.provider?.databaseId === providerId;
}

/**
 * The provider's Relay global id, for node(id:): the server's ids are base64 of
 * "Typename:databaseId" (Pothos's encoding). The URL names a provider by its number.
 */
export function providerGlobalId(databaseId: number): string {
  return btoa(`Provider:${databaseId}`);
}

export interface DateRange {
  start: string;
  end: string;
}

/** Sunday to Saturday of the week starting on `sunday`, as the availability query takes them. */
export function weekRange(sunday: string): DateRange {
  return { start: sunday, end: addDaysIso(sunday, 6) };
}

/**
 * The first load's days, before the provider's "today" is known: the week of the reader's
 * today and the weeks either side. The provider's today is never more than a day from the
 * reader's, so its week is always among them and the first answer can show it at once.
 */
export function initialRange(readerToday: string): DateRange {
  const sunday = weekStartOf(readerToday);
  return { start: addDaysIso(sunday, -7), end: addDaysIso(sunday, 13) };
}

/** The week's seven days, Sunday first, each with its slots (kept in the order given). */
export function slotsByDay<S extends { readonly date: string }>(
  sunday: string,
  slots: readonly S[],
): Array<{ date: string; slots: S[] }> {
  return weekDates(sunday).map((date) => ({ date, slots: slots.filter((slot) => slot.date === date) }));
}

/**
 * A plain date and wall-clock time as an instant at UTC. Formatted with `timeZone: "UTC"`,
 * it reads as the provider's own date and time whatever the reader's zone is.
 */
export function wallClock(date: string, time = "00:00"): Date {
  return new Date(`${date}T${time}:00Z`);
}

/** Days before the provider's today take no new availability (spec section 5). */
export function isPastDay(date: string, today: string): boolean {
  return date < today;
}

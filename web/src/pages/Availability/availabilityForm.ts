// The add-availability form (spec section 5), apart from React: its values, the slots it
// will make, and the check before sending, which is the server's own shared schema with
// the server's own words. The server checks again, and also refuses past days and overlaps.
import {
  availabilityWindowFields,
  DEFAULT_AVAILABILITY_WINDOW,
  slotTimesInWindow,
  type WallClockSlot,
} from "../../../../shared/availability/slots";

/** The form's fields, in the order it shows them. */
export const WINDOW_FIELDS = ["startTime", "endTime", "durationMinutes"] as const;
export type WindowField = (typeof WINDOW_FIELDS)[number];

/** As the selects hold them: text. */
export type WindowFormValues = Record<WindowField, string>;

export type WindowFieldErrors = Partial<Record<WindowField | "date", string>>;

/** Spec section 9: 09:00 to 17:00 at 120 minutes. */
export function defaultWindowForm(): WindowFormValues {
  return {
    startTime: DEFAULT_AVAILABILITY_WINDOW.startTime,
    endTime: DEFAULT_AVAILABILITY_WINDOW.endTime,
    durationMinutes: String(DEFAULT_AVAILABILITY_WINDOW.durationMinutes),
  };
}

export type WindowCheck =
  | {
      ok: true;
      /** The mutation's input, less the provider. */
      window: { date: string; startTime: string; endTime: string; durationMinutes: number };
      /** The slots it will make, back to back from the start. */
      slots: WallClockSlot[];
    }
  | { ok: false; errors: WindowFieldErrors };

/** The shared schema's verdict on a day's window: the slots it makes, or a message per field. */
export function checkWindow(date: string, values: WindowFormValues): WindowCheck {
  const result = availabilityWindowFields.safeParse({ date, ...values });
  if (result.success) return { ok: true, window: result.data, slots: slotTimesInWindow(result.data) };
  const errors: WindowFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as WindowField | "date";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A slot length in hours, for its label ("2 hours", "1.5 hours"). */
export function durationHours(minutes: number): number {
  return minutes / 60;
}

interface AddAvailabilityResult {
  readonly __typename: string;
  readonly slots?: ReadonlyArray<unknown>;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
}

export type AddAvailabilityOutcome =
  | { kind: "added"; count: number }
  /** The server's own words say best what is wrong (an overlap, a past day). */
  | { kind: "refused"; message: string; errors: WindowFieldErrors }
  | { kind: "failed" };

/** What the addAvailability answer means for the form and its toast. */
export function addAvailabilityOutcome(result: AddAvailabilityResult): AddAvailabilityOutcome {
  switch (result.__typename) {
    case "AddAvailabilityPayload":
      return { kind: "added", count: result.slots?.length ?? 0 };
    case "ValidationError":
    case "ConflictError": {
      const errors: WindowFieldErrors = {};
      for (const { path, message } of result.fieldErrors ?? []) {
        const field = path[path.length - 1] as WindowField | "date";
        if (field === "date" || (WINDOW_FIELDS as readonly string[]).includes(field)) errors[field] ??= message;
      }
      return result.message ? { kind: "refused", message: result.message, errors } : { kind: "failed" };
    }
    default:
      return { kind: "failed" };
  }
}

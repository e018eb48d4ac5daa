import { describe, expect, it } from "vitest";
import { nextStatuses } from "../../../../shared/bookings/status";
import { sourceIntl } from "../../i18n/sourceIntl";
import { BOOKING_UPDATED, bookingMovesFor, moveToast, UPDATE_FAILED } from "./bookingMoves";

const labels = (statuses: readonly string[]) =>
  bookingMovesFor(statuses).map((move) => sourceIntl.formatMessage({ id: move.labelId }));

describe("bookingMovesFor", () => {
  it("offers the spec's buttons for each step of a booking's life", () => {
    expect(labels(nextStatuses("CONFIRMED"))).toEqual(["Start Service", "Cancel"]);
    expect(labels(nextStatuses("IN_PROGRESS"))).toEqual(["Complete", "Cancel"]);
    expect(labels(nextStatuses("COMPLETED"))).toEqual([]);
    expect(labels(nextStatuses("CANCELLED"))).toEqual([]);
  });

  it("keeps its own order whatever order the server sends", () => {
    expect(bookingMovesFor(["CANCELLED", "IN_PROGRESS"]).map((move) => move.status)).toEqual([
      "IN_PROGRESS",
      "CANCELLED",
    ]);
  });

  it("asks before cancelling only", () => {
    const moves = bookingMovesFor(["IN_PROGRESS", "COMPLETED", "CANCELLED"]);
    expect(moves.filter((move) => move.confirm).map((move) => move.status)).toEqual(["CANCELLED"]);
  });

  it("skips a status it has no button for", () => {
    expect(bookingMovesFor(["CONFIRMED", "%future added value"])).toEqual([]);
  });
});

describe("moveToast", () => {
  const words = (text: unknown) =>
    typeof text === "string" ? text : sourceIntl.formatMessage(text as { id: "providerDashboard.toast.failed.title" });

  it("says the spec's words on success", () => {
    const toast = moveToast({ __typename: "UpdateBookingStatusPayload" });
    expect(toast).toBe(BOOKING_UPDATED);
    expect(words(toast.title)).toBe("Booking Updated");
    expect(words(toast.description)).toBe("Booking status has been updated successfully.");
    expect(toast.variant).toBeUndefined();
  });

  it("says the spec's words on a refusal", () => {
    for (const __typename of ["ValidationError", "NotFoundError"]) {
      const toast = moveToast({ __typename, message: "This booking is completed and can no longer be changed." });
      expect(toast).toBe(UPDATE_FAILED);
      expect(words(toast.title)).toBe("Error");
      expect(words(toast.description)).toBe("Failed to update booking status.");
      expect(toast.variant).toBe("destructive");
    }
  });

  it("tells a lost race in the server's words", () => {
    const toast = moveToast({ __typename: "ConflictError", message: "This booking was changed meanwhile." });
    expect(words(toast.title)).toBe("Error");
    expect(toast.description).toBe("This booking was changed meanwhile.");
    expect(toast.variant).toBe("destructive");
    expect(moveToast({ __typename: "ConflictError", message: "" })).toBe(UPDATE_FAILED);
  });
});

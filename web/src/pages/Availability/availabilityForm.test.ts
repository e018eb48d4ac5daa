import { describe, expect, it } from "vitest";
import { DURATION_MESSAGE, NO_SLOT_FITS_MESSAGE, WINDOW_ORDER_MESSAGE } from "../../../../shared/availability/slots";
import { addAvailabilityOutcome, checkWindow, defaultWindowForm, durationHours } from "./availabilityForm";

describe("defaultWindowForm", () => {
  it("is 09:00 to 17:00 at 120 minutes", () => {
    expect(defaultWindowForm()).toEqual({ startTime: "09:00", endTime: "17:00", durationMinutes: "120" });
  });
});

describe("checkWindow", () => {
  it("previews the slots that fit entirely", () => {
    const check = checkWindow("2026-11-20", { startTime: "09:00", endTime: "17:00", durationMinutes: "180" });
    expect(check).toEqual({
      ok: true,
      window: { date: "2026-11-20", startTime: "09:00", endTime: "17:00", durationMinutes: 180 },
      slots: [
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "12:00", endTime: "15:00" },
      ],
    });
  });

  it("puts the shared schema's words under the field they are about", () => {
    expect(checkWindow("2026-11-20", { startTime: "17:00", endTime: "09:00", durationMinutes: "120" })).toEqual({
      ok: false,
      errors: { endTime: WINDOW_ORDER_MESSAGE },
    });
    expect(checkWindow("2026-11-20", { startTime: "09:00", endTime: "10:00", durationMinutes: "120" })).toEqual({
      ok: false,
      errors: { durationMinutes: NO_SLOT_FITS_MESSAGE },
    });
    expect(checkWindow("2026-11-20", { startTime: "09:00", endTime: "17:00", durationMinutes: "45" })).toEqual({
      ok: false,
      errors: { durationMinutes: DURATION_MESSAGE },
    });
  });
});

describe("durationHours", () => {
  it("labels lengths in hours", () => {
    expect([60, 90, 120, 180, 240].map(durationHours)).toEqual([1, 1.5, 2, 3, 4]);
  });
});

describe("addAvailabilityOutcome", () => {
  it("counts the slots made", () => {
    expect(addAvailabilityOutcome({ __typename: "AddAvailabilityPayload", slots: [{}, {}, {}] })).toEqual({
      kind: "added",
      count: 3,
    });
  });

  it("passes on the server's words for a refusal it explains", () => {
    const overlap = "These times overlap availability you already have.";
    expect(addAvailabilityOutcome({ __typename: "ConflictError", message: overlap })).toEqual({
      kind: "refused",
      message: overlap,
      errors: {},
    });
    expect(
      addAvailabilityOutcome({
        __typename: "ValidationError",
        message: "Past day",
        fieldErrors: [
          { path: ["input", "date"], message: "Past day" },
          { path: ["input", "priceCents"], message: "not on the form" },
        ],
      }),
    ).toEqual({ kind: "refused", message: "Past day", errors: { date: "Past day" } });
  });

  it("calls anything else a failure", () => {
    expect(
      addAvailabilityOutcome({ __typename: "NotFoundError", message: "There is no provider with that id." }),
    ).toEqual({
      kind: "failed",
    });
    expect(addAvailabilityOutcome({ __typename: "%other" })).toEqual({ kind: "failed" });
  });
});

import { describe, expect, it } from "vitest";
import { answerOutcomeOf, proposeOutcomeOf } from "./moveDoors";

describe("proposeOutcomeOf", () => {
  it("reads a sent proposal's status and new time, from either door's payload", () => {
    const reschedule = { status: "PENDING", toDate: "2026-12-04", toTime: "13:00" };
    expect(proposeOutcomeOf({ reschedule })).toEqual({ kind: "sent", ...reschedule });
  });

  it("keeps the server's words and field errors when it was refused", () => {
    const fieldErrors = [{ path: ["preferredTime"], message: "Please choose a time." }];
    expect(proposeOutcomeOf({ message: "Choose a time.", fieldErrors })).toEqual({
      kind: "refused",
      refusal: { message: "Choose a time.", fieldErrors },
    });
    expect(proposeOutcomeOf({ reschedule: null })).toEqual({
      kind: "refused",
      refusal: { message: undefined, fieldErrors: undefined },
    });
  });
});

describe("answerOutcomeOf", () => {
  it("reads the answered proposal's status, or the refusal's words", () => {
    expect(answerOutcomeOf({ reschedule: { status: "WITHDRAWN" } })).toEqual({ kind: "answered", status: "WITHDRAWN" });
    expect(answerOutcomeOf({ message: "This proposed move has lapsed." })).toEqual({
      kind: "refused",
      message: "This proposed move has lapsed.",
    });
    expect(answerOutcomeOf({})).toEqual({ kind: "refused", message: null });
  });
});

import { describe, expect, it } from "vitest";
import { answerByOf, movesAtOnce, RESCHEDULE_ANSWER_HOURS } from "./reschedule-policy.ts";

const HOUR_MS = 60 * 60 * 1000;
const now = new Date("2026-12-01T15:00:00Z");
const hoursOn = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);

describe("movesAtOnce", () => {
  it("moves a customer's pick of a free slot at once while the visit is a day or more away", () => {
    expect(movesAtOnce({ party: "CUSTOMER", intoFreeSlot: true, currentStart: hoursOn(24), now })).toBe(true);
    expect(movesAtOnce({ party: "CUSTOMER", intoFreeSlot: true, currentStart: hoursOn(23.99), now })).toBe(false);
  });

  it("asks the other side for a time without a slot, and for every provider's proposal", () => {
    expect(movesAtOnce({ party: "CUSTOMER", intoFreeSlot: false, currentStart: hoursOn(72), now })).toBe(false);
    expect(movesAtOnce({ party: "PROVIDER", intoFreeSlot: true, currentStart: hoursOn(72), now })).toBe(false);
  });
});

describe("answerByOf", () => {
  it("gives the other side a day when both times are further off", () => {
    const answerBy = answerByOf({ now, currentStart: hoursOn(48), proposedStart: hoursOn(96) });
    expect(answerBy).toEqual(hoursOn(RESCHEDULE_ANSWER_HOURS));
  });

  it("ends at the earlier start: the visit's, or the proposed time's", () => {
    expect(answerByOf({ now, currentStart: hoursOn(5), proposedStart: hoursOn(50) })).toEqual(hoursOn(5));
    expect(answerByOf({ now, currentStart: hoursOn(50), proposedStart: hoursOn(3) })).toEqual(hoursOn(3));
  });
});

import { describe, expect, it } from "vitest";
import {
  completeAnswers,
  INITIAL_STATE,
  isAnswered,
  quickStartReducer,
  type QuickStartAction,
  type QuickStartState,
} from "./quickStartState";

const run = (actions: QuickStartAction[], from: QuickStartState = INITIAL_STATE) =>
  actions.reduce(quickStartReducer, from);

const answered = run([
  { type: "answer", answers: { serviceType: "house-cleaning" } },
  { type: "next" },
  { type: "answer", answers: { location: "Toronto, Ontario" } },
  { type: "next" },
  { type: "answer", answers: { urgency: "asap" } },
  { type: "next" },
]);

describe("the quick-start wizard's steps", () => {
  it("stays on a step until its question is answered", () => {
    expect(isAnswered(INITIAL_STATE)).toBe(false);
    expect(run([{ type: "next" }]).step).toBe(1);
    // A value that is not a catalogue service type is no answer.
    expect(run([{ type: "answer", answers: { serviceType: "all" } }, { type: "next" }]).step).toBe(1);

    const onLocation = run([{ type: "answer", answers: { serviceType: "handyman" } }, { type: "next" }]);
    expect(onLocation.step).toBe(2);
    expect(run([{ type: "answer", answers: { location: "   " } }, { type: "next" }], onLocation).step).toBe(2);

    const onUrgency = run([{ type: "answer", answers: { location: "Ottawa, Ontario" } }, { type: "next" }], onLocation);
    expect(onUrgency.step).toBe(3);
    expect(isAnswered(onUrgency)).toBe(false);
    expect(run([{ type: "next" }], onUrgency).step).toBe(3);
  });

  it("reaches the results after the third answer, with every answer complete", () => {
    expect(answered.step).toBe(4);
    expect(completeAnswers(answered.answers)).toEqual({
      serviceType: "house-cleaning",
      location: "Toronto, Ontario",
      urgency: "asap",
    });
    expect(run([{ type: "next" }], answered)).toBe(answered);
  });

  it("goes back one step keeping the answers, and no further than step 1", () => {
    const back = run([{ type: "back" }], answered);
    expect(back).toEqual({ step: 3, answers: answered.answers });
    expect(run([{ type: "back" }, { type: "back" }, { type: "back" }], back).step).toBe(1);
  });

  it("'Try Different Criteria' returns to step 1 with the answers; 'Start Over' clears them", () => {
    expect(run([{ type: "tryDifferent" }], answered)).toEqual({ step: 1, answers: answered.answers });
    expect(run([{ type: "startOver" }], answered)).toEqual(INITIAL_STATE);
    expect(completeAnswers(INITIAL_STATE.answers)).toBeNull();
  });
});

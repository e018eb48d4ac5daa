import { describe, expect, it } from "vitest";
import { QUIZ_MESSAGES } from "../../../../shared/matching/quiz-answers";
import {
  INITIAL_QUIZ,
  newSessionId,
  progressStep,
  quizReducer,
  quizSubmission,
  stepErrors,
  type QuizAction,
  type QuizAnswersDraft,
  type QuizState,
} from "./quizState";

const run = (actions: QuizAction[], from: QuizState = INITIAL_QUIZ) => actions.reduce(quizReducer, from);

const answers = (change: Partial<QuizAnswersDraft>): QuizAction => ({ type: "answer", answers: change });

const allAnswered = run([
  answers({ serviceType: "house_cleaning" }),
  { type: "next" },
  answers({ budget: "100_250" }),
  { type: "next" },
  answers({ urgency: "this_week" }),
  { type: "next" },
  answers({ location: "Toronto, Ontario" }),
  { type: "next" },
  answers({ mobilePreference: "either" }),
  { type: "next" },
  answers({ certificationImportance: "preferred" }),
  { type: "next" },
]);

describe("the quiz's steps", () => {
  it("shows each step's own message when Next is pressed unanswered, and stays", () => {
    const expected = [
      QUIZ_MESSAGES.serviceType,
      QUIZ_MESSAGES.budget,
      QUIZ_MESSAGES.urgency,
      QUIZ_MESSAGES.location,
      QUIZ_MESSAGES.mobilePreference,
      QUIZ_MESSAGES.certificationImportance,
    ];
    let state = INITIAL_QUIZ;
    const fill: QuizAction[] = [
      answers({ serviceType: "car_detailing" }),
      answers({ budget: "under_100" }),
      answers({ urgency: "asap" }),
      answers({ location: "Ottawa, Ontario" }),
      answers({ mobilePreference: "mobile_only" }),
      answers({ certificationImportance: "required" }),
    ];
    for (const [index, message] of expected.entries()) {
      const pressed = run([{ type: "next" }], state);
      expect(pressed.step).toBe(index + 1);
      expect(Object.values(pressed.errors)).toEqual([message]);
      state = run([fill[index]!, { type: "next" }], pressed);
      expect(state.errors).toEqual({});
    }
    // Step 6 does not go on by itself: the component submits.
    expect(state.step).toBe(6);
  });

  it("takes a blank location as no answer, and refuses an option that is not one", () => {
    expect(stepErrors(4, { ...INITIAL_QUIZ.answers, location: "   " })).toEqual({ location: QUIZ_MESSAGES.location });
    expect(stepErrors(2, { ...INITIAL_QUIZ.answers, budget: "cheap" as never })).toEqual({
      budget: QUIZ_MESSAGES.budget,
    });
  });

  it("clears a field's message when it is answered", () => {
    const shown = run([{ type: "next" }]);
    expect(shown.errors.serviceType).toBe(QUIZ_MESSAGES.serviceType);
    expect(run([answers({ serviceType: "carpet_cleaning" })], shown).errors).toEqual({});
  });

  it("goes back one step keeping the answers, never before step 1", () => {
    const back = run([{ type: "back" }], allAnswered);
    expect(back.step).toBe(5);
    expect(back.answers).toEqual(allAnswered.answers);
    expect(run([{ type: "back" }]).step).toBe(1);
    expect(run([{ type: "matched" }, { type: "back" }], allAnswered).step).toBe(6);
  });

  it("makes the submission once all is answered, the optional answers empty", () => {
    expect(quizSubmission(INITIAL_QUIZ.answers)).toBeNull();
    expect(quizSubmission(allAnswered.answers)).toEqual({
      serviceType: "house_cleaning",
      budget: "100_250",
      urgency: "this_week",
      location: "Toronto, Ontario",
      mobilePreference: "either",
      certificationImportance: "preferred",
      specialRequirements: [],
      additionalNotes: null,
    });
    const withExtras = run(
      [answers({ specialRequirements: ["pet-safe"], additionalNotes: "  Two cats  " })],
      allAnswered,
    );
    expect(quizSubmission(withExtras.answers)).toMatchObject({
      specialRequirements: ["pet-safe"],
      additionalNotes: "Two cats",
    });
  });

  it("makes session ids the server accepts, a new one each time", () => {
    const id = newSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newSessionId()).not.toBe(id);
  });
});

describe("progressStep", () => {
  it("says each question's own step, and 'Step 6 of 6' on the results", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((step) => progressStep(step as QuizState["step"]))).toEqual([1, 2, 3, 4, 5, 6, 6]);
  });
});

// The quiz's steps (spec sections 2, 4, 5 and 9): six questions, each checked with the
// spec's words when Next is pressed, then the results (step 7). Pure, so the rules the
// buttons follow are tested without a browser.
import {
  quizAnswersFields,
  type QuizAnswers,
  type QuizBudget,
  type QuizServiceType,
  type QuizUrgency,
} from "../../../../shared/matching/quiz-answers";

export const QUIZ_STEP_COUNT = 6;
export type QuizStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The step the progress says ("Step n of 6", spec section 2: step/6): the results (step 7)
 * count as the last question done, "Step 6 of 6", never as a seventh of six.
 */
export function progressStep(step: QuizStep): number {
  return Math.min(step, QUIZ_STEP_COUNT);
}

export interface QuizAnswersDraft {
  serviceType: QuizServiceType | "";
  budget: QuizBudget | "";
  urgency: QuizUrgency | "";
  /** 'Name, Province' as the city picker stores it. */
  location: string;
  mobilePreference: string;
  certificationImportance: string;
  specialRequirements: string[];
  additionalNotes: string;
}

export type QuizField = keyof QuizAnswersDraft;

/**
 * The spec has 6 steps for 8 answers: one step for each of the six it requires (each has
 * its own message in section 5), in the order section 3 lists them; the two optional
 * answers (special requirements, notes) join the last, certification, as all three say
 * what the provider must offer.
 */
export const STEP_FIELDS: Record<Exclude<QuizStep, 7>, readonly QuizField[]> = {
  1: ["serviceType"],
  2: ["budget"],
  3: ["urgency"],
  4: ["location"],
  5: ["mobilePreference"],
  6: ["certificationImportance", "specialRequirements", "additionalNotes"],
};

export type QuizErrors = Partial<Record<QuizField, string>>;

export interface QuizState {
  step: QuizStep;
  answers: QuizAnswersDraft;
  /** The current step's messages, shown once Next has been pressed. */
  errors: QuizErrors;
}

export const INITIAL_QUIZ: QuizState = {
  step: 1,
  answers: {
    serviceType: "",
    budget: "",
    urgency: "",
    location: "",
    mobilePreference: "",
    certificationImportance: "",
    specialRequirements: [],
    additionalNotes: "",
  },
  errors: {},
};

export type QuizAction =
  | { type: "answer"; answers: Partial<QuizAnswersDraft> }
  /** Next: the step's messages if it is not answered, else the next step (step 6 stays: it submits). */
  | { type: "next" }
  | { type: "back" }
  /** The answers were stored and matched. */
  | { type: "matched" };

/** The step's messages (the shared zod schema's words), or {} when it may go on. */
export function stepErrors(step: QuizStep, answers: QuizAnswersDraft): QuizErrors {
  if (step === 7) return {};
  const fields = STEP_FIELDS[step];
  const pick = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<QuizField, true>>;
  const result = quizAnswersFields.pick(pick).safeParse(answers);
  if (result.success) return {};
  const errors: QuizErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuizField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const hasErrors = (errors: QuizErrors) => Object.keys(errors).length > 0;

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "answer": {
      // An answer clears its own message; the others stay until Next checks again.
      const errors = { ...state.errors };
      for (const field of Object.keys(action.answers) as QuizField[]) delete errors[field];
      return { ...state, answers: { ...state.answers, ...action.answers }, errors };
    }
    case "next": {
      const errors = stepErrors(state.step, state.answers);
      if (hasErrors(errors)) return { ...state, errors };
      if (state.step >= QUIZ_STEP_COUNT) return { ...state, errors: {} };
      return { ...state, step: (state.step + 1) as QuizStep, errors: {} };
    }
    case "back":
      return state.step === 1 ? state : { ...state, step: (state.step - 1) as QuizStep, errors: {} };
    case "matched":
      return { ...state, step: 7, errors: {} };
  }
}

/** Every step answered: the answers as submitQuiz takes them, or null. */
export function quizSubmission(answers: QuizAnswersDraft): QuizAnswers | null {
  const result = quizAnswersFields.safeParse(answers);
  return result.success ? result.data : null;
}

/** A session id for the answers (spec section 3: generated client-side). */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-HTTP host other than localhost has none.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

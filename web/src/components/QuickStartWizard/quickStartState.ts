// The quick-start wizard's steps (spec sections 2, 4 and 9): three questions, then the
// results. Pure, so the rules the buttons follow are tested without a browser.
import { SERVICE_TYPE_SLUGS, type ServiceTypeSlug } from "../../../../shared/service-types";

/** Spec section 9's urgency options (the quiz's too), in the order they are offered. */
export const URGENCIES = ["asap", "this_week", "next_week", "flexible"] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Service type, location, urgency; step 4 is the results. */
export const QUESTION_COUNT = 3;
export type WizardStep = 1 | 2 | 3 | 4;

/** Spec section 9's search radius, sent with the search so the words and the search agree. */
export const QUICK_MATCH_RADIUS_KM = 50;

export interface QuickStartAnswers {
  /** A catalogue slug ("house-cleaning"), or "" until chosen. */
  serviceType: string;
  /** 'Name, Province' as the city picker stores it, or "" until chosen. */
  location: string;
  urgency: Urgency | "";
}

export interface QuickStartState {
  step: WizardStep;
  answers: QuickStartAnswers;
}

export const INITIAL_STATE: QuickStartState = { step: 1, answers: { serviceType: "", location: "", urgency: "" } };

export type QuickStartAction =
  | { type: "answer"; answers: Partial<QuickStartAnswers> }
  | { type: "next" }
  | { type: "back" }
  /** Back to step 1 with nothing chosen. */
  | { type: "startOver" }
  /** Back to step 1 with the answers kept, so one of them can be changed. */
  | { type: "tryDifferent" };

/** All three answered, as the search takes them. */
export interface CompleteAnswers {
  serviceType: ServiceTypeSlug;
  location: string;
  urgency: Urgency;
}

const isServiceType = (value: string): value is ServiceTypeSlug =>
  (SERVICE_TYPE_SLUGS as readonly string[]).includes(value);
const isUrgency = (value: string): value is Urgency => (URGENCIES as readonly string[]).includes(value);

/** Whether the step's question has its answer: Next stays disabled until it does. */
export function isAnswered({ step, answers }: QuickStartState): boolean {
  switch (step) {
    case 1:
      return isServiceType(answers.serviceType);
    case 2:
      return answers.location.trim() !== "";
    case 3:
      return isUrgency(answers.urgency);
    case 4:
      return true;
  }
}

/** The answers a search can use: all three given, or null. */
export function completeAnswers(answers: QuickStartAnswers): CompleteAnswers | null {
  const { serviceType, location, urgency } = answers;
  if (!isServiceType(serviceType) || location.trim() === "" || !isUrgency(urgency)) return null;
  return { serviceType, location: location.trim(), urgency };
}

export function quickStartReducer(state: QuickStartState, action: QuickStartAction): QuickStartState {
  switch (action.type) {
    case "answer":
      return { ...state, answers: { ...state.answers, ...action.answers } };
    case "next":
      if (state.step === 4 || !isAnswered(state)) return state;
      return { ...state, step: (state.step + 1) as WizardStep };
    case "back":
      return state.step === 1 ? state : { ...state, step: (state.step - 1) as WizardStep };
    case "startOver":
      return INITIAL_STATE;
    case "tryDifferent":
      return { ...state, step: 1 };
  }
}

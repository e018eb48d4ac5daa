// The quiz's answers (spec sections 3, 5 and 9), defined once: the quiz modal checks each
// step with these words before going on, and the server checks the whole again on every
// door (REST /api/quiz, GraphQL submitQuiz).
import { z } from "zod";
import { SESSION_ID_PATTERN } from "./session-id.ts";
import { slugify } from "../urls/slug.ts";
import { hasNoNul, CONTROL_CHARACTERS_MESSAGE, tooLongMessage } from "../validation/text.ts";

/** Spec section 9's options, as the quiz sends them. */
export const QUIZ_SERVICE_TYPES = ["car_detailing", "house_cleaning", "carpet_cleaning"] as const;
export const QUIZ_BUDGETS = ["under_100", "100_250", "250_500", "over_500", "no_preference"] as const;
export const QUIZ_URGENCIES = ["asap", "this_week", "next_week", "flexible"] as const;
export const QUIZ_MOBILE_PREFERENCES = ["mobile_only", "no_mobile", "either"] as const;
export const QUIZ_CERTIFICATION_IMPORTANCE = ["required", "preferred", "not_important"] as const;

export type QuizServiceType = (typeof QUIZ_SERVICE_TYPES)[number];
export type QuizBudget = (typeof QUIZ_BUDGETS)[number];
export type QuizUrgency = (typeof QUIZ_URGENCIES)[number];

/** Spec section 5: each step's message when it is left empty (or answered with something else). */
export const QUIZ_MESSAGES = {
  serviceType: "Please select a service type",
  budget: "Please select your budget range",
  urgency: "Please select your timeframe",
  location: "Please enter your location",
  mobilePreference: "Please select your preference",
  certificationImportance: "Please select an option",
} as const;

/** A budget's band of starting prices, in cents (null: no bound on that side). */
export const BUDGET_BANDS: Record<QuizBudget, { min: number | null; max: number | null }> = {
  under_100: { min: null, max: 10_000 },
  "100_250": { min: 10_000, max: 25_000 },
  "250_500": { min: 25_000, max: 50_000 },
  over_500: { min: 50_000, max: null },
  no_preference: { min: null, max: null },
};

/** The quiz's "house_cleaning" is the catalogue's "house-cleaning". */
export function categoryOfQuizService(serviceType: QuizServiceType): string {
  return serviceType.replaceAll("_", "-");
}

/** The longest text the free fields may hold. */
export const QUIZ_LIMITS = { location: 120, requirement: 60, requirements: 12, additionalNotes: 2000 } as const;

/** A session id the browser made (a UUID, say): it names the answers, and who has it may read its matches. */
export const SESSION_ID_MESSAGE = "The quiz session id must be 8 to 100 letters, digits, dashes or underscores.";
export const sessionIdInput = z.string({ error: SESSION_ID_MESSAGE }).regex(SESSION_ID_PATTERN, SESSION_ID_MESSAGE);

/** One of `options`, in the step's words when missing or anything else. */
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

const text = (max: number) =>
  z.string().trim().max(max, tooLongMessage(max)).refine(hasNoNul, CONTROL_CHARACTERS_MESSAGE);

export const quizAnswersFields = z.object({
  serviceType: z.preprocess(
    // The home dropdown's "house-cleaning" and the label "House Cleaning" name the same service.
    (value) => (typeof value === "string" ? slugify(value).replaceAll("-", "_") : value),
    choice(QUIZ_SERVICE_TYPES, QUIZ_MESSAGES.serviceType),
  ),
  budget: choice(QUIZ_BUDGETS, QUIZ_MESSAGES.budget),
  urgency: choice(QUIZ_URGENCIES, QUIZ_MESSAGES.urgency),
  location: z
    .string({ error: QUIZ_MESSAGES.location })
    .pipe(text(QUIZ_LIMITS.location))
    .pipe(z.string().min(1, QUIZ_MESSAGES.location)),
  mobilePreference: choice(QUIZ_MOBILE_PREFERENCES, QUIZ_MESSAGES.mobilePreference),
  certificationImportance: choice(QUIZ_CERTIFICATION_IMPORTANCE, QUIZ_MESSAGES.certificationImportance),
  specialRequirements: z
    .array(text(QUIZ_LIMITS.requirement).pipe(z.string().min(1)), { error: "specialRequirements must be a list" })
    .max(QUIZ_LIMITS.requirements, `Choose at most ${QUIZ_LIMITS.requirements} special requirements.`)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]),
  additionalNotes: text(QUIZ_LIMITS.additionalNotes)
    .nullish()
    .transform((notes) => (notes ? notes : null)),
});

export const quizSubmission = quizAnswersFields.extend({ sessionId: sessionIdInput });

export type QuizAnswersInput = z.input<typeof quizAnswersFields>;
export type QuizAnswers = z.output<typeof quizAnswersFields>;
export type QuizSubmissionInput = z.input<typeof quizSubmission>;

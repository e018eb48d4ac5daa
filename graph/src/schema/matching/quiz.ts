import { builder } from "../../builder.ts";
import type { QuizSession } from "../../generated/prisma/client.ts";
import { ForbiddenError, LocationNotFoundError, NotFoundError, ValidationError } from "../../services/errors.ts";
import { type QuizMatch, type QuizMatches, matchQuiz } from "../../services/matching/quiz-matches.ts";
import { submitQuiz } from "../../services/matching/quiz-sessions.ts";
import { CityNode } from "../cities/city.ts";
import { ProviderNode } from "../providers/provider.ts";

const SubmitQuizInput = builder.inputType("SubmitQuizInput", {
  description: "The quiz's answers (spec section 3), with the options of section 9; each step's words on a bad one.",
  fields: (t) => ({
    sessionId: t.string({ required: true, description: "Made by the client (a UUID): 8-100 letters, digits, - or _." }),
    serviceType: t.string({ required: true, description: "car_detailing, house_cleaning or carpet_cleaning." }),
    budget: t.string({ required: true, description: "under_100, 100_250, 250_500, over_500 or no_preference." }),
    urgency: t.string({ required: true, description: "asap, this_week, next_week or flexible." }),
    location: t.string({ required: true, description: 'The city picker\'s "Name, Province".' }),
    mobilePreference: t.string({ required: true, description: "mobile_only, no_mobile or either." }),
    certificationImportance: t.string({ required: true, description: "required, preferred or not_important." }),
    specialRequirements: t.stringList({ description: "At most 12." }),
    additionalNotes: t.string(),
  }),
});

const QuizSessionPayload = builder.objectRef<QuizSession>("SubmitQuizPayload").implement({
  fields: (t) => ({
    sessionId: t.exposeString("id", { description: "Ask quizMatches with it." }),
  }),
});

builder.mutationField("submitQuiz", (t) =>
  t.field({
    type: QuizSessionPayload,
    description:
      "Store the quiz's answers (spec section 7 POST /api/quiz). The same sessionId again replaces them. Visitors may.",
    authScopes: { public: true },
    args: { input: t.arg({ type: SubmitQuizInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError], union: { name: "SubmitQuizResult" } },
    resolve: (_root, { input }, ctx) => submitQuiz(ctx, input),
  }),
);

const QuizMatchRef = builder.objectRef<QuizMatch>("QuizMatch").implement({
  description: "A provider for the quiz's answers, with how well it fits and why.",
  fields: (t) => ({
    provider: t.field({ type: ProviderNode, resolve: (match) => match.provider }),
    score: t.exposeFloat("score", { description: "0-100: the weighted sum of services/matching/match-weights.ts." }),
    reasons: t.exposeStringList("reasons", { description: "'Within your budget', '4.8 stars', '3.2 km away'..." }),
    distanceKm: t.exposeFloat("distanceKm"),
  }),
});

const QuizMatchesRef = builder.objectRef<QuizMatches>("QuizMatches").implement({
  fields: (t) => ({
    sessionId: t.string({ resolve: (result) => result.session.id }),
    city: t.field({ type: CityNode, resolve: (result) => result.city }),
    matches: t.field({
      type: [QuizMatchRef],
      description: "Best first; at most 20 (the quiz's summary shows the first 3).",
      resolve: (result) => result.matches,
    }),
  }),
});

builder.queryField("quizMatches", (t) =>
  t.field({
    type: QuizMatchesRef,
    description: "The ranked providers for a quiz session's answers (spec section 7 POST /api/quiz/matches).",
    authScopes: { public: true },
    args: { sessionId: t.arg.string({ required: true }) },
    errors: {
      types: [ValidationError, ForbiddenError, LocationNotFoundError, NotFoundError],
      union: { name: "QuizMatchesResult" },
    },
    resolve: (_root, { sessionId }, ctx) => matchQuiz(ctx, sessionId),
  }),
);

// The authorization matrix's rows for the quiz: anyone may answer it (a partner may not
// write), and a visitor's session's matches are read with its id. That an account's session
// is read only by that account and staff is graph/test/api/quiz-matches.test.ts's.
import { EVERYONE, EVERYONE_BUT_PARTNERS, graphql, type MatrixCase, rest, type Target } from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

const sessionIdOf = (n: Target) => `matrix-quiz-${n}`;

function quizAnswers(n: Target) {
  return {
    sessionId: sessionIdOf(n),
    serviceType: "house_cleaning",
    budget: "100_250",
    urgency: "this_week",
    location: "Toronto, Ontario",
    mobilePreference: "either",
    certificationImportance: "preferred",
    specialRequirements: [],
  };
}

/** A session answered by a visitor: anyone with its id may read its matches. */
async function visitorsQuiz(world: World): Promise<Target> {
  const n = world.next();
  const { sessionId, ...answers } = quizAnswers(n);
  await world.prisma.quizSession.create({ data: { id: sessionId, ...answers } });
  return n;
}

export const MATCHING_CASES: MatrixCase[] = [
  {
    operation: "Mutation.submitQuiz",
    access: "door",
    note: "public door: visitors take the quiz; a partner token may not write",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: async (world) => world.next(),
    call: (world, caller, n) =>
      graphql(
        world,
        caller.headers,
        "submitQuiz",
        `
          mutation ($input: SubmitQuizInput!) {
            submitQuiz(input: $input) {
              __typename
              ... on SubmitQuizPayload {
                sessionId
              }
              ... on Error {
                message
              }
            }
          }
        `,
        { input: quizAnswers(n) },
      ),
    afterAllowed: async (world, n) => {
      await world.prisma.quizSession.findUniqueOrThrow({ where: { id: sessionIdOf(n) } });
    },
  },
  {
    operation: "POST /api/quiz",
    access: "door",
    note: "public door: visitors take the quiz; a partner token may not write",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: async (world) => world.next(),
    call: (world, caller, n) => rest(world, caller.headers, "POST", "/api/quiz", quizAnswers(n)),
    afterAllowed: async (world, n) => {
      await world.prisma.quizSession.findUniqueOrThrow({ where: { id: sessionIdOf(n) } });
    },
  },
  {
    operation: "Query.quizMatches",
    access: "public",
    note: "a visitor's answers: read with the session id (an account's are its own: quiz-matches.test.ts)",
    allow: EVERYONE,
    prepare: visitorsQuiz,
    call: (world, caller, n) =>
      graphql(
        world,
        caller.headers,
        "quizMatches",
        `
          query ($id: String!) {
            quizMatches(sessionId: $id) {
              __typename
              ... on Error {
                message
              }
            }
          }
        `,
        { id: sessionIdOf(n) },
      ),
  },
  {
    operation: "POST /api/quiz/matches",
    access: "door",
    note: "a visitor's answers, read with the session id; a POST, so a partner token is refused as a writer",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: visitorsQuiz,
    call: (world, caller, n) => rest(world, caller.headers, "POST", "/api/quiz/matches", { sessionId: sessionIdOf(n) }),
  },
];

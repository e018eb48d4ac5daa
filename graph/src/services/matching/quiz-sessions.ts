// The quiz's answers, kept under the session id the browser made (spec sections 3 and 7,
// POST /api/quiz). Posting the same session id again replaces its answers: one row per
// session, whatever the door. A visitor may take the quiz; a signed-in customer's session is
// theirs, and nobody else may replace its answers or read its matches.
import type { Context } from "../../context.ts";
import type { QuizSession } from "../../generated/prisma/client.ts";
import { ForbiddenError, NotFoundError, parseInput } from "../errors.ts";
import { isStaff } from "../accounts/access.ts";
import { parseBookingRequest } from "../bookings/create-booking.ts";
import { type QuizSubmissionInput, quizSubmission, sessionIdInput } from "../../../../shared/matching/quiz-answers.ts";

export class QuizSessionNotFoundError extends NotFoundError {
  constructor() {
    super("We couldn't find these quiz answers. Please take the quiz again.");
    this.name = "QuizSessionNotFoundError";
  }
}

const NOT_YOUR_QUIZ = "These quiz answers belong to another account.";

/** Stores (or replaces) a session's answers. */
export async function submitQuiz(
  ctx: Context,
  input: QuizSubmissionInput | Record<string, unknown>,
): Promise<QuizSession> {
  const { sessionId, ...answers } = parseBookingRequest(quizSubmission, input);
  const userId = ctx.viewer?.userId ?? null;
  const existing = await ctx.db.quizSession.findUnique({ where: { id: sessionId }, select: { userId: true } });
  if (existing) assertMayUse(ctx, existing);
  // An upsert on the primary key: two posts of one new session at once still make one row.
  return ctx.db.quizSession.upsert({
    where: { id: sessionId },
    create: { id: sessionId, userId, ...answers },
    update: { ...answers, ...(existing?.userId == null && userId !== null ? { userId } : {}) },
  });
}

/** A session's answers, for whoever holds its id (and, once it is an account's, only that account). */
export async function readQuizSession(ctx: Context, sessionId: unknown): Promise<QuizSession> {
  const id = parseInput(sessionIdInput, sessionId);
  const session = await ctx.db.quizSession.findUnique({ where: { id } });
  if (!session) throw new QuizSessionNotFoundError();
  assertMayUse(ctx, session);
  return session;
}

function assertMayUse(ctx: Context, session: Pick<QuizSession, "userId">): void {
  if (ctx.actor === "system" || session.userId === null) return;
  if (ctx.viewer?.userId === session.userId || isStaff(ctx)) return;
  throw new ForbiddenError(NOT_YOUR_QUIZ);
}

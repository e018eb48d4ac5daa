import { Hono } from "hono";
import { matchQuiz } from "../services/matching/quiz-matches.ts";
import { submitQuiz } from "../services/matching/quiz-sessions.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";

/**
 * POST /api/quiz: the quiz's answers plus the client's sessionId (spec section 7); the same
 * sessionId again replaces them. 200 with the stored answers; 400 in the step's words.
 *
 * POST /api/quiz/matches `{ sessionId }`: the ranked providers (name, rating, startingPrice,
 * isCertified, id, and the score, its reasons and the distance); 404 for an unknown session
 * or a location that names no city.
 */
export const quizRoutes = new Hono<RestEnv>()
  .post("/quiz", async (c) => {
    const session = await submitQuiz(c.var.ctx, await objectBody(c));
    const { id, userId: _owner, ...answers } = session;
    return c.json({ sessionId: id, ...answers });
  })
  .post("/quiz/matches", async (c) => {
    const body = await objectBody(c);
    const { matches } = await matchQuiz(c.var.ctx, body.sessionId);
    return c.json(
      matches.map(({ provider, score, reasons, distanceKm }) => ({
        id: provider.id,
        name: provider.name,
        rating: provider.rating,
        reviewCount: provider.reviewCount,
        startingPrice: provider.startingPrice,
        isCertified: provider.isCertified,
        isMobileService: provider.isMobileService,
        imageUrl: provider.imageUrl,
        score,
        reasons,
        distance: distanceKm,
      })),
    );
  });

// The quiz's matches (spec section 7, POST /api/quiz/matches): the active providers near the
// answer's city that offer its service, each scored in the database by the weighted sum of
// match-weights.ts, best first, with the reasons a customer sees on the card.
import { Prisma } from "../../generated/prisma/client.ts";
import type { City, Provider, QuizSession } from "../../generated/prisma/client.ts";
import type { Context } from "../../context.ts";
import { LocationNotFoundError } from "../errors.ts";
import { DEFAULT_MAX_DISTANCE_KM } from "../providers/search-input.ts";
import { distanceSql, offersServiceSql, withinBoxSql } from "../providers/provider-sql.ts";
import { resolveLocation } from "../providers/search-location.ts";
import { utcTimestampSql } from "../../db/sql-time.ts";
import {
  BUDGET_BANDS,
  categoryOfQuizService,
  type QuizBudget,
  type QuizServiceType,
  type QuizUrgency,
} from "../../../../shared/matching/quiz-answers.ts";
import { BELOW_BAND_FIT, MATCH_WEIGHTS, NO_CALENDAR_FIT, URGENCY_WINDOWS } from "./match-weights.ts";
import { readQuizSession } from "./quiz-sessions.ts";

/** How many matches the quiz shows in all ('See all matches'); its summary shows the first 3. */
export const QUIZ_MATCH_LIMIT = 20;
const DAY_MS = 86_400_000;

export interface QuizMatch {
  provider: Provider;
  /** 0-100: the weighted sum of the fits. */
  score: number;
  /** Why it matched, in the card's words: 'Within your budget', '4.8 stars', '3.2 km away'... */
  reasons: string[];
  distanceKm: number;
}

export interface QuizMatches {
  session: QuizSession;
  city: City;
  matches: QuizMatch[];
}

interface ScoredRow {
  id: number;
  score: number;
  distance: number;
  freeInWindow: boolean;
}

/** The ranked matches for a session's answers; an unknown location is a LocationNotFoundError. */
export async function matchQuiz(ctx: Context, sessionId: unknown): Promise<QuizMatches> {
  const session = await readQuizSession(ctx, sessionId);
  const located = await resolveLocation(ctx, session.location);
  if (located instanceof LocationNotFoundError) throw located;
  const rows = await ctx.db.$queryRaw<ScoredRow[]>(scoredMatchesSql(session, located, ctx.clock.now()));
  const providers = new Map(
    (await ctx.db.provider.findMany({ where: { id: { in: rows.map((row) => row.id) } } })).map((p) => [p.id, p]),
  );
  const matches = rows.map((row) => {
    const provider = providers.get(row.id)!;
    return {
      provider,
      score: Math.round(Number(row.score) * 10) / 10,
      distanceKm: Number(row.distance),
      reasons: reasonsFor(session, provider, row),
    };
  });
  return { session, city: located, matches };
}

/** One statement: candidates in the city's box offering the service, their fits, the sum, best first. */
function scoredMatchesSql(session: QuizSession, city: City, now: Date): Prisma.Sql {
  const radius = DEFAULT_MAX_DISTANCE_KM;
  const service = categoryOfQuizService(session.serviceType as QuizServiceType);
  const conditions = [Prisma.sql`p.status = 'ACTIVE'`, ...withinBoxSql(city, radius), offersServiceSql([service])];
  if (session.certificationImportance === "required") conditions.push(Prisma.sql`p."isCertified"`);

  const w = MATCH_WEIGHTS;
  return Prisma.sql`
    WITH candidates AS (
      SELECT p.id, p.rating, p."startingPrice", p."isCertified", p."isMobileService",
        ${distanceSql(city.latitude, city.longitude)} AS distance
      FROM "Provider" p
      WHERE ${Prisma.join(conditions, " AND ")}
    ), fits AS (
      SELECT c.id, c.rating, c.distance,
        ${budgetFitSql(session.budget as QuizBudget)} AS "budgetFit",
        c.rating / 5.0 AS "ratingFit",
        greatest(0, 1 - c.distance / ${radius}::float8) AS "distanceFit",
        ${mobileFitSql(session.mobilePreference)} AS "mobileFit",
        ${session.certificationImportance === "preferred" ? Prisma.sql`CASE WHEN c."isCertified" THEN 1 ELSE 0 END` : Prisma.sql`1`} AS "certificationFit",
        ${freeInWindowSql(session.urgency as QuizUrgency, now)} AS "freeInWindow",
        EXISTS (SELECT 1 FROM "TimeSlot" s WHERE s."providerId" = c.id AND s."startsAt" >= ${utcTimestampSql(now)}) AS "hasCalendar"
      FROM candidates c
      WHERE c.distance <= ${radius}::float8
    )
    SELECT id, distance, "freeInWindow",
      ${w.budget} * "budgetFit" + ${w.rating} * "ratingFit" + ${w.distance} * "distanceFit"
        + ${w.mobile} * "mobileFit" + ${w.certification} * "certificationFit"
        + ${w.availability} * ${availabilityFitSql(session.urgency as QuizUrgency)} AS score
    FROM fits
    ORDER BY score DESC, rating DESC, id ASC
    LIMIT ${QUIZ_MATCH_LIMIT}`;
}

function budgetFitSql(budget: QuizBudget): Prisma.Sql {
  const { min, max } = BUDGET_BANDS[budget];
  const price = Prisma.sql`c."startingPrice"`;
  const below = min === null ? Prisma.sql`FALSE` : Prisma.sql`${price} < ${min}::int`;
  const above =
    max === null ? Prisma.sql`0` : Prisma.sql`greatest(0, 1 - (${price} - ${max}::int)::float8 / ${max}::float8)`;
  const within = max === null ? Prisma.sql`TRUE` : Prisma.sql`${price} <= ${max}::int`;
  return Prisma.sql`(CASE WHEN ${below} THEN ${BELOW_BAND_FIT}::float8 WHEN ${within} THEN 1 ELSE ${above} END)`;
}

function mobileFitSql(preference: string): Prisma.Sql {
  if (preference === "mobile_only") return Prisma.sql`CASE WHEN c."isMobileService" THEN 1 ELSE 0 END`;
  if (preference === "no_mobile") return Prisma.sql`CASE WHEN c."isMobileService" THEN 0 ELSE 1 END`;
  return Prisma.sql`1`;
}

function freeInWindowSql(urgency: QuizUrgency, now: Date): Prisma.Sql {
  if (urgency === "flexible") return Prisma.sql`FALSE`;
  const { fromDays, toDays } = URGENCY_WINDOWS[urgency];
  const from = new Date(now.getTime() + fromDays * DAY_MS);
  const to = new Date(now.getTime() + toDays * DAY_MS);
  return Prisma.sql`EXISTS (SELECT 1 FROM "TimeSlot" s WHERE s."providerId" = c.id AND s.status = 'AVAILABLE'
    AND s."startsAt" >= ${utcTimestampSql(from)} AND s."startsAt" < ${utcTimestampSql(to)})`;
}

function availabilityFitSql(urgency: QuizUrgency): Prisma.Sql {
  if (urgency === "flexible") return Prisma.sql`1`;
  return Prisma.sql`(CASE WHEN "freeInWindow" THEN 1 WHEN "hasCalendar" THEN 0 ELSE ${NO_CALENDAR_FIT}::float8 END)`;
}

const FREE_WORDS: Record<QuizUrgency, string | null> = {
  asap: "Free in the next 2 days",
  this_week: "Free this week",
  next_week: "Free next week",
  flexible: null,
};

/** The card's reasons: what in the answers this provider meets, in the order of the weights. */
export function reasonsFor(
  session: Pick<QuizSession, "budget" | "mobilePreference" | "urgency">,
  provider: Pick<Provider, "rating" | "isMobileService" | "isCertified" | "startingPrice">,
  row: Pick<ScoredRow, "distance" | "freeInWindow">,
): string[] {
  const reasons: string[] = [];
  const { max } = BUDGET_BANDS[session.budget as QuizBudget];
  if (session.budget !== "no_preference" && (max === null || provider.startingPrice <= max)) {
    reasons.push("Within your budget");
  }
  if (provider.rating > 0) reasons.push(`${provider.rating.toFixed(1)} stars`);
  reasons.push(`${Number(row.distance).toFixed(1)} km away`);
  if (provider.isMobileService && session.mobilePreference !== "no_mobile") reasons.push("Mobile service");
  if (provider.isCertified) reasons.push("Certified");
  const free = FREE_WORDS[session.urgency as QuizUrgency];
  if (free && row.freeInWindow) reasons.push(free);
  return reasons;
}

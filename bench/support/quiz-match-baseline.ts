// What bench:matches needs beside the app: the quiz answers it stores, open calendars that give
// the urgency answers something to rank by, and the baseline, one hand-written SQL statement
// that ranks the same providers for the same answers (services/matching/match-weights.ts).
import type { PrismaClient } from "../../graph/src/generated/prisma/client.ts";
import { boundingBox, EARTH_RADIUS_KM } from "../../graph/src/services/providers/geo.ts";
import { DEFAULT_MAX_DISTANCE_KM } from "../../graph/src/services/providers/search-input.ts";
import {
  BELOW_BAND_FIT,
  MATCH_WEIGHTS,
  NO_CALENDAR_FIT,
  URGENCY_WINDOWS,
} from "../../graph/src/services/matching/match-weights.ts";
import { QUIZ_MATCH_LIMIT } from "../../graph/src/services/matching/quiz-matches.ts";
import { BUDGET_BANDS, categoryOfQuizService, type QuizAnswersInput } from "../../shared/matching/quiz-answers.ts";

export type QuizAnswers = QuizAnswersInput & {
  serviceType: "house_cleaning" | "carpet_cleaning" | "car_detailing";
  budget: keyof typeof BUDGET_BANDS;
  urgency: "asap" | "this_week" | "next_week" | "flexible";
};

/** Stored once each through POST /api/quiz; every urgency, and each certification answer. */
export const QUIZ_SCENARIOS: { sessionId: string; slug: string; answers: QuizAnswers }[] = [
  {
    sessionId: "bench-matches-toronto",
    slug: "toronto-ontario",
    answers: {
      serviceType: "house_cleaning",
      budget: "100_250",
      urgency: "asap",
      location: "Toronto, Ontario",
      mobilePreference: "either",
      certificationImportance: "preferred",
      specialRequirements: ["pet-safe"],
    },
  },
  {
    sessionId: "bench-matches-montreal",
    slug: "montreal-quebec",
    answers: {
      serviceType: "carpet_cleaning",
      budget: "under_100",
      urgency: "this_week",
      location: "Montréal, Quebec",
      mobilePreference: "mobile_only",
      certificationImportance: "required",
    },
  },
  {
    sessionId: "bench-matches-vancouver",
    slug: "vancouver-british-columbia",
    answers: {
      serviceType: "car_detailing",
      budget: "250_500",
      urgency: "next_week",
      location: "Vancouver, British Columbia",
      mobilePreference: "no_mobile",
      certificationImportance: "not_important",
    },
  },
  {
    sessionId: "bench-matches-calgary",
    slug: "calgary-alberta",
    answers: {
      serviceType: "house_cleaning",
      budget: "over_500",
      urgency: "flexible",
      location: "Calgary, Alberta",
      mobilePreference: "either",
      certificationImportance: "preferred",
    },
  },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SLOT_BATCH = 5_000;
const CALENDAR_DAYS = 14;

/**
 * Open calendars (the seed makes none), by provider id modulo 4, each slot at noon after
 * `now` so no window boundary is near: none; free every day for 14 days; free only in days
 * 8-13 (next week); booked on days 0-1 and free on days 3-6 (this week, not asap).
 */
export async function insertCalendars(prisma: PrismaClient, now: Date): Promise<number> {
  const providers = await prisma.provider.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const rows = providers.flatMap(({ id }) => calendarDays(id).map(({ day, status }) => slotRow(id, now, day, status)));
  for (let start = 0; start < rows.length; start += SLOT_BATCH) {
    await prisma.timeSlot.createMany({ data: rows.slice(start, start + SLOT_BATCH) });
  }
  return rows.length;
}

type Day = { day: number; status: "AVAILABLE" | "BOOKED" };

function calendarDays(providerId: number): Day[] {
  const days = (from: number, to: number, status: Day["status"]) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, status }));
  switch (providerId % 4) {
    case 1:
      return days(0, CALENDAR_DAYS - 1, "AVAILABLE");
    case 2:
      return days(8, CALENDAR_DAYS - 1, "AVAILABLE");
    case 3:
      return [...days(0, 1, "BOOKED"), ...days(3, 6, "AVAILABLE")];
    default:
      return [];
  }
}

function slotRow(providerId: number, now: Date, day: number, status: Day["status"]) {
  const startsAt = new Date(now.getTime() + day * DAY_MS + 12 * HOUR_MS);
  return {
    providerId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
    durationMinutes: 120,
    price: 12_000,
    status,
  };
}

export interface BaselineRow {
  id: number;
  name: string;
  rating: number;
  reviewCount: number;
  startingPrice: number;
  isCertified: boolean;
  isMobileService: boolean;
  imageUrl: string;
  distance: number;
  score: number;
  freeInWindow: boolean;
}

/**
 * The candidates and their scores: the active providers in the box within the radius that
 * offer the service (and are certified if that is required). Only indexed columns, so the
 * box's covering index answers it without visiting the providers' rows.
 */
const SCORED_SQL = `
  SELECT p.id, p.rating, d.km AS distance, f."freeInWindow",
    $17::float8 * (CASE WHEN p."startingPrice" < $10::int THEN $18::float8
                        WHEN $11::int IS NULL OR p."startingPrice" <= $11::int THEN 1
                        ELSE greatest(0, 1 - (p."startingPrice" - $11::int)::float8 / $11::float8) END)
    + $19::float8 * (p.rating / 5.0)
    + $20::float8 * greatest(0, 1 - d.km / $16::float8)
    + $21::float8 * (CASE $12::text WHEN 'mobile_only' THEN (CASE WHEN p."isMobileService" THEN 1 ELSE 0 END)
                                    WHEN 'no_mobile' THEN (CASE WHEN p."isMobileService" THEN 0 ELSE 1 END)
                                    ELSE 1 END)
    + $22::float8 * (CASE WHEN $9::text = 'preferred' AND NOT p."isCertified" THEN 0 ELSE 1 END)
    + $23::float8 * (CASE WHEN $13::boolean THEN 1 WHEN f."freeInWindow" THEN 1
                          WHEN f."hasCalendar" THEN 0 ELSE $24::float8 END) AS score
  FROM "Provider" p
  CROSS JOIN LATERAL (SELECT 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(p.latitude - $1::float8) / 2), 2)
      + cos(radians($1::float8)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - $2::float8) / 2), 2))))
    AS km) d
  CROSS JOIN LATERAL (SELECT
      NOT $13::boolean AND EXISTS (SELECT 1 FROM "TimeSlot" s WHERE s."providerId" = p.id AND s.status = 'AVAILABLE'
        AND s."startsAt" >= $14::timestamp AND s."startsAt" < $15::timestamp) AS "freeInWindow",
      EXISTS (SELECT 1 FROM "TimeSlot" s WHERE s."providerId" = p.id AND s."startsAt" >= $25::timestamp)
        AS "hasCalendar") f
  WHERE p.status = 'ACTIVE'
    AND p.latitude BETWEEN $3::float8 AND $4::float8 AND p.longitude BETWEEN $5::float8 AND $6::float8
    AND EXISTS (SELECT 1 FROM "ProviderCategory" pc JOIN "Category" c ON c.id = pc."categoryId"
                WHERE pc."providerId" = p.id AND c.slug = $7::text)
    AND (NOT $8::boolean OR p."isCertified")
    AND d.km <= $16::float8`;

/**
 * The floor: the page of ranked providers, with the columns the answer shows, in ONE
 * statement: scored from the index, best first, then only the page's rows read. Like the app
 * (which remembers cities) it knows the city's coordinates before the request; it is given
 * the answers, where the app reads them from the stored session. The arithmetic is the
 * weights' in the same order, so equal fits give equal doubles.
 */
export const BASELINE_SQL = `
  SELECT p.id, p.name, p.rating, p."reviewCount", p."startingPrice", p."isCertified", p."isMobileService",
    p."imageUrl", ranked.distance, ranked."freeInWindow", ranked.score
  FROM (${SCORED_SQL} ORDER BY score DESC, p.rating DESC, p.id ASC LIMIT ${QUIZ_MATCH_LIMIT}) AS ranked
  JOIN "Provider" p ON p.id = ranked.id
  ORDER BY ranked.score DESC, ranked.rating DESC, ranked.id ASC`;

/** How many providers the answers rank in all (the page is the first QUIZ_MATCH_LIMIT), for the report. */
export const CANDIDATES_SQL = `SELECT count(*)::int AS "count" FROM (${SCORED_SQL}) AS scored`;

/** The baseline's parameters for some answers in a city at `now` (the app's pinned clock). */
export function baselineParameters(
  answers: QuizAnswers,
  city: { latitude: number; longitude: number },
  now: Date,
): unknown[] {
  const box = boundingBox(city, DEFAULT_MAX_DISTANCE_KM);
  if (box.minLongitude === null || box.maxLongitude === null) throw new Error("No city near a pole is benched");
  const band = BUDGET_BANDS[answers.budget];
  const window = answers.urgency === "flexible" ? { fromDays: 0, toDays: 0 } : URGENCY_WINDOWS[answers.urgency];
  // The timestamp columns hold UTC without a zone.
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().replace("Z", "");
  const w = MATCH_WEIGHTS;
  return [
    city.latitude,
    city.longitude,
    box.minLatitude,
    box.maxLatitude,
    box.minLongitude,
    box.maxLongitude,
    categoryOfQuizService(answers.serviceType),
    answers.certificationImportance === "required",
    answers.certificationImportance,
    band.min,
    band.max,
    answers.mobilePreference,
    answers.urgency === "flexible",
    at(window.fromDays),
    at(window.toDays),
    DEFAULT_MAX_DISTANCE_KM,
    w.budget,
    BELOW_BAND_FIT,
    w.rating,
    w.distance,
    w.mobile,
    w.certification,
    w.availability,
    NO_CALENDAR_FIT,
    at(0),
  ];
}

// The quiz's answers and matches through the real app: answers
// stored once per session id, checked in the quiz's own words; matches ranked in the database
// by the documented weights (services/matching/match-weights.ts), on a hand-made fixture in
// Whitehorse (where the test seed puts nobody) whose order is worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
let fixture: Record<"a" | "b" | "c" | "d" | "e" | "f" | "g", number>;

const WHITEHORSE = { latitude: 60.71611, longitude: -135.05375 };
const KM_PER_DEGREE_LATITUDE = 111.195;

const answers = (overrides: Record<string, unknown> = {}) => ({
  sessionId: `quiz-${Math.random().toString(36).slice(2, 12)}`,
  serviceType: "house_cleaning",
  budget: "100_250",
  urgency: "flexible",
  location: "Whitehorse, Yukon",
  mobilePreference: "either",
  certificationImportance: "preferred",
  specialRequirements: ["pet-safe"],
  additionalNotes: "Two cats.",
  ...overrides,
});

async function post(path: string, body: unknown) {
  const response = await api.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function matchesFor(overrides: Record<string, unknown> = {}) {
  const quiz = answers(overrides);
  expect((await post("/api/quiz", quiz)).status).toBe(200);
  const matched = await post("/api/quiz/matches", { sessionId: quiz.sessionId });
  expect(matched.status).toBe(200);
  return matched.body as { id: number; name: string; score: number; reasons: string[] }[];
}

beforeAll(async () => {
  api = await startTestApp({ providers: 20 });
  const prisma = api.db.prisma;
  const city = await prisma.city.findUniqueOrThrow({ where: { slug: "whitehorse-yukon" } });
  const category = async (slug: string) => (await prisma.category.findUniqueOrThrow({ where: { slug } })).id;
  const houseCleaning = await category("house-cleaning");
  const carDetailing = await category("car-detailing");
  const provider = async (
    name: string,
    fields: { price: number; rating: number; km?: number; certified?: boolean; status?: "ACTIVE" | "PENDING" },
    categoryId = houseCleaning,
  ) => {
    const made = await prisma.provider.create({
      data: {
        name,
        description: "A Whitehorse fixture",
        address: "1 Main St, Whitehorse, YT",
        serviceArea: "Whitehorse",
        phone: "867-555-0100",
        email: `${name.toLowerCase().replaceAll(" ", ".")}@fixture.test`,
        startingPrice: fields.price,
        rating: fields.rating,
        specialties: [],
        availability: [],
        latitude: WHITEHORSE.latitude + (fields.km ?? 0) / KM_PER_DEGREE_LATITUDE,
        longitude: WHITEHORSE.longitude,
        isCertified: fields.certified ?? false,
        status: fields.status ?? "ACTIVE",
        cityId: city.id,
        categories: { create: [{ categoryId, priceCents: fields.price }] },
      },
    });
    return made.id;
  };
  // Scores by the weights (budget 30, rating 25, distance 20, mobile 10, certification 10,
  // availability 5; "either" and "flexible" fit everyone):
  fixture = {
    // in the band, 5 stars, here, certified: 30 + 25 + 20 + 10 + 10 + 5 = 100
    a: await provider("Alpha Clean", { price: 15_000, rating: 5, certified: true }),
    // in the band, 4 stars, 10 km: 30 + 20 + 16 + 10 + 0 + 5 = 81
    b: await provider("Bravo Clean", { price: 15_000, rating: 4, km: 10 }),
    // $50 over the band's $250 (fit 0.8): 24 + 25 + 20 + 10 + 10 + 5 = 94
    c: await provider("Charlie Clean", { price: 30_000, rating: 5, certified: true }),
    // under the band (fit 2/3): 20 + 22.5 + 20 + 10 + 0 + 5 = 77.5
    d: await provider("Delta Clean", { price: 8_000, rating: 4.5 }),
    // never: does not clean houses, 80 km away, not approved
    e: await provider("Echo Detailing", { price: 15_000, rating: 5 }, carDetailing),
    f: await provider("Foxtrot Far Away", { price: 15_000, rating: 5, km: 80 }),
    g: await provider("Golf Pending", { price: 15_000, rating: 5, status: "PENDING" }),
  };
}, 120_000);

afterAll(() => api?.close());

describe("quiz matches", () => {
  it("follow the documented weights, best first, with their reasons", async () => {
    const matches = await matchesFor();
    expect(matches.map((match) => match.id)).toEqual([fixture.a, fixture.c, fixture.b, fixture.d]);
    expect(matches.map((match) => match.score)).toEqual([100, 94, 81, 77.5]);
    expect(matches[0]!.reasons).toEqual(["Within your budget", "5.0 stars", "0.0 km away", "Certified"]);
    expect(matches[2]!.reasons).toEqual(["Within your budget", "4.0 stars", "10.0 km away"]);
    expect(matches[1]!.reasons).not.toContain("Within your budget");
  });

  it("are the same for the same answers, and never include a provider out of reach or off the service", async () => {
    const first = await matchesFor();
    const second = await matchesFor();
    expect(second).toEqual(first);
    const ids = first.map((match) => match.id);
    for (const never of [fixture.e, fixture.f, fixture.g]) expect(ids).not.toContain(never);
  });

  it("keep only certified providers when certification is required", async () => {
    const matches = await matchesFor({ certificationImportance: "required" });
    expect(matches.map((match) => match.id)).toEqual([fixture.a, fixture.c]);
  });

  it("put a provider with a free slot in the window ahead when it is urgent", async () => {
    const now = new Date("2026-11-20T15:00:00Z");
    await api.db.prisma.timeSlot.create({
      data: {
        providerId: fixture.d,
        startsAt: new Date(now.getTime() + 86_400_000),
        endsAt: new Date(now.getTime() + 86_400_000 + 7_200_000),
        durationMinutes: 120,
        price: 8_000,
      },
    });
    try {
      const matches = await matchesFor({ urgency: "asap" });
      const delta = matches.find((match) => match.id === fixture.d)!;
      // 5 for the free slot where the others, without calendars, get 2.5.
      expect(delta.score).toBe(77.5);
      expect(delta.reasons).toContain("Free in the next 2 days");
      expect(matches.find((match) => match.id === fixture.b)!.score).toBe(78.5);
    } finally {
      await api.db.prisma.timeSlot.deleteMany({ where: { providerId: fixture.d } });
    }
  });
});

describe("quiz answers", () => {
  it("posted again under the same session id replace the first ones: one row", async () => {
    const quiz = answers();
    await post("/api/quiz", quiz);
    const again = await post("/api/quiz", { ...quiz, budget: "over_500", specialRequirements: [] });
    expect(again).toMatchObject({ status: 200, body: { sessionId: quiz.sessionId, budget: "over_500" } });
    expect(await api.db.prisma.quizSession.count({ where: { id: quiz.sessionId } })).toBe(1);
    expect(await api.db.prisma.quizSession.findUniqueOrThrow({ where: { id: quiz.sessionId } })).toMatchObject({
      budget: "over_500",
      specialRequirements: [],
    });
  });

  it.each([
    ["serviceType", "Please select a service type"],
    ["budget", "Please select your budget range"],
    ["urgency", "Please select your timeframe"],
    ["location", "Please enter your location"],
    ["mobilePreference", "Please select your preference"],
    ["certificationImportance", "Please select an option"],
  ])(
    "without %s (or with no such option) are refused in the quiz's words, and nothing is stored",
    async (field, message) => {
      const quiz: Record<string, unknown> = answers();
      delete quiz[field];
      const refused = await post("/api/quiz", quiz);
      expect(refused).toMatchObject({ status: 400, body: { message } });
      expect(
        await post("/api/quiz", {
          ...answers(),
          sessionId: quiz.sessionId,
          [field]: field === "location" ? "   " : "something else",
        }),
      ).toMatchObject({ status: 400, body: { message } });
      expect(await api.db.prisma.quizSession.count({ where: { id: quiz.sessionId as string } })).toBe(0);
    },
  );

  it("with bad ids, notes or lists are 400s, and an unknown session's matches a 404, never a 5xx", async () => {
    for (const body of [
      answers({ sessionId: "short" }),
      answers({ sessionId: "x".repeat(101) }),
      answers({ additionalNotes: "x".repeat(2001) }),
      answers({ specialRequirements: "pet-safe" }),
      answers({ specialRequirements: Array.from({ length: 13 }, (_, i) => `wish ${i}`) }),
      answers({ location: "Nowhere\u0000" }),
      ["not", "an", "object"],
    ]) {
      expect((await post("/api/quiz", body)).status).toBe(400);
    }
    expect(await post("/api/quiz/matches", { sessionId: "never-taken-1234" })).toMatchObject({
      status: 404,
      body: { message: "We couldn't find these quiz answers. Please take the quiz again." },
    });
    expect((await post("/api/quiz/matches", {})).status).toBe(400);
  });

  it("for a place that is no city: matches answer where it was not found", async () => {
    const quiz = answers({ location: "Atlantis, Nowhere" });
    expect((await post("/api/quiz", quiz)).status).toBe(200);
    const matched = await post("/api/quiz/matches", { sessionId: quiz.sessionId });
    expect(matched.status).toBe(404);
    expect(matched.body.message).toContain("Atlantis");
  });

  it("of a signed-in customer are theirs: nobody else may replace them or read their matches", async () => {
    const signIn = await api.graphql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, {
      input: { email: "customer@demo.test", password: "demo-password" },
    });
    const cookie = cookieFrom(signIn.response);
    const quiz = answers();
    const mine = await api.request("/api/quiz", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(quiz),
    });
    expect(mine.status).toBe(200);
    const theirs = { status: 403, body: { message: "These quiz answers belong to another account." } };
    expect(await post("/api/quiz", { ...quiz, budget: "over_500" })).toMatchObject(theirs);
    expect(await post("/api/quiz/matches", { sessionId: quiz.sessionId })).toMatchObject(theirs);
    const read = await api.request("/api/quiz/matches", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ sessionId: quiz.sessionId }),
    });
    expect(read.status).toBe(200);
    expect((await api.db.prisma.quizSession.findUniqueOrThrow({ where: { id: quiz.sessionId } })).budget).toBe(
      "100_250",
    );
  });

  it("through GraphQL: the same service", async () => {
    const quiz = answers();
    const { data } = await api.graphql(
      `mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) { __typename ... on SubmitQuizPayload { sessionId } } }`,
      { input: quiz },
    );
    expect(data!.submitQuiz).toEqual({ __typename: "SubmitQuizPayload", sessionId: quiz.sessionId });
    const matched = await api.graphql(
      `query($id: String!) { quizMatches(sessionId: $id) { __typename
        ... on QuizMatches { city { name } matches { score reasons provider { databaseId name } } } } }`,
      { id: quiz.sessionId },
    );
    expect(matched.data!.quizMatches.city.name).toBe("Whitehorse");
    expect(matched.data!.quizMatches.matches.map((m: any) => m.provider.databaseId)).toEqual([
      fixture.a,
      fixture.c,
      fixture.b,
      fixture.d,
    ]);
  });
});

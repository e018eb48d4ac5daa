// npm run bench:conversation [-- --providers 50 --requests 200]
//
// A booking's conversation through the real app (REST, with the provider's session cookie):
// posting a message (rate limit, insert, read marker, the other side's notice claimed and, when
// due, recorded) and reading the newest page of 50 (access, messages, both read markers, the
// names). Beside each, a baseline measured in the same run on the same driver: the same rows
// written by one hand-written transaction (the message and the read marker), and the same page
// read by one SQL statement. Each post goes to a booking of its own, as the rate limit allows
// 30 messages per side and booking in 10 minutes.
//
// Runs on an embedded PGlite in a temp folder, or on PostgreSQL with DATABASE_URL, in the
// URL's `?schema=` or else in the schema bench_conversation, whose tables it empties first.
import { parseArgs } from "node:util";
import { createApp } from "../graph/src/app.ts";
import type { PrismaClient } from "../graph/src/generated/prisma/client.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { measure, type Timing } from "./support/bench-timing.ts";

const { values } = parseArgs({
  options: { providers: { type: "string", default: "50" }, requests: { type: "string", default: "200" } },
});
const providers = Number(values.providers);
const requests = Number(values.requests);
const PROVIDER_ID = 1;
const PAGE = 50;

async function bookings(prisma: PrismaClient, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const booking = await prisma.booking.create({
      data: {
        providerId: PROVIDER_ID,
        customerName: `Customer ${index}`,
        customerPhone: "416-555-0100",
        customerEmail: `talk${index}@bench.test`,
        serviceType: "house-cleaning",
        preferredDate: new Date(Date.now() + 7 * 86_400_000),
        preferredTime: "13:00",
        estimatedPrice: 12_000,
      },
      select: { id: true },
    });
    ids.push(booking.id);
  }
  return ids;
}

async function main() {
  const database = await openBenchDatabase({ name: "conversation", providers });
  const { prisma } = database;
  const app = createApp({ db: prisma, logError: (message, error) => console.error(message, error) });
  const call = (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://bench${path}`, init));
  const signIn = await call("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`,
      variables: { input: { email: "provider@demo.test", password: "demo-password" } },
    }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((header) => header.startsWith("sid="))
    ?.split(";")[0];
  if (!cookie) throw new Error("provider@demo.test did not sign in");

  const [postTargets, baselineTargets, [readTarget]] = [
    await bookings(prisma, requests),
    await bookings(prisma, requests),
    await bookings(prisma, 1),
  ];
  await prisma.bookingMessage.createMany({
    data: Array.from({ length: 80 }, (_, index) => ({
      bookingId: readTarget!,
      side: index % 2 ? "PROVIDER" : "CUSTOMER",
      body: `Message number ${index} about the visit, long enough to be a real sentence or two.`,
      createdAt: new Date(Date.now() - (80 - index) * 60_000),
    })),
  });
  await database.analyze();

  const post = async (bookingId: number) => {
    const response = await call(`/api/bookings/${bookingId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ body: "Running ten minutes late, sorry." }),
    });
    if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  const postBaseline = async (bookingId: number) => {
    await prisma.$transaction(async (tx) => {
      const [message] = await tx.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO "BookingMessage" ("bookingId", "side", "authorId", "body", "createdAt")
         VALUES ($1, 'PROVIDER', NULL, $2, now()) RETURNING "id"`,
        bookingId,
        "Running ten minutes late, sorry.",
      );
      await tx.$executeRawUnsafe(
        `INSERT INTO "BookingConversationSide" ("bookingId", "side", "readUpTo", "readAt") VALUES ($1, 'PROVIDER', $2, now())
         ON CONFLICT ("bookingId", "side") DO UPDATE SET "readUpTo" = EXCLUDED."readUpTo", "readAt" = now()`,
        bookingId,
        message!.id,
      );
    });
  };
  const read = async () => {
    const response = await call(`/api/bookings/${readTarget}/messages`, { headers: { cookie } });
    const body = (await response.json()) as { messages: unknown[] };
    if (body.messages.length !== PAGE) throw new Error(`The page has ${body.messages.length} messages`);
  };
  const readBaseline = async () => {
    const rows = await prisma.$queryRawUnsafe<unknown[]>(
      `SELECT m."id", m."side", m."body", m."createdAt" FROM "BookingMessage" m
       WHERE m."bookingId" = $1 ORDER BY m."id" DESC LIMIT $2`,
      readTarget,
      PAGE,
    );
    if (rows.length !== PAGE) throw new Error(`The baseline page has ${rows.length} messages`);
  };

  for (let i = 0; i < 20; i += 1) {
    await read();
    await readBaseline();
  }
  const readItems = Array.from({ length: requests }, (_, index) => index);
  const results: Record<string, Timing> = {
    "POST /api/bookings/:id/messages (app)": await measure(postTargets, 1, post),
    "baseline: the message and read marker, one transaction": await measure(baselineTargets, 1, postBaseline),
    "GET /api/bookings/:id/messages, 50 (app)": await measure(readItems, 1, read),
    "baseline: one SELECT of 50": await measure(readItems, 1, readBaseline),
  };
  console.log(`\nbooking conversation on ${database.kind}, ${requests} requests each, concurrency 1`);
  console.table(
    Object.fromEntries(Object.entries(results).map(([name, { byItem: _items, ...timing }]) => [name, timing])),
  );
  const [appPost, barePost, appRead, bareRead] = Object.values(results) as [Timing, Timing, Timing, Timing];
  console.log(
    `Posting runs at ${((appPost.perSecond / barePost.perSecond) * 100).toFixed(0)}% of its baseline's rate; ` +
      `reading a page at ${((appRead.perSecond / bareRead.perSecond) * 100).toFixed(0)}%.`,
  );
  await database.close();
}

await main();

// A booking's conversation: its customer (an account, or the guest holding its signed link) and
// its provider's accounts write and read; read markers say how far each side has read; the
// other side is told at most once per 15 minutes; nobody else reads a word. Bad input changes
// nothing; a retry with the same key posts once; the customer's messages are in their export
// and are erased with their account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_MESSAGE, LONG_MESSAGE } from "../../../shared/bookings/conversation.ts";
import { guestManagePathFor } from "../../src/services/bookings/guest-link.ts";
import { NOT_IN_CONVERSATION } from "../../src/services/bookings/conversation.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  pinnedClock,
  restCall,
  signedInAccount,
  signInCookie,
  type SignedInAccount,
} from "../support/notifications.ts";
import { placeProviders } from "../support/schedules.ts";

const PROVIDER = 1;
const clock = pinnedClock(TEST_NOW);
let api: TestApp;
let providerCookie: string;
let customer: SignedInAccount;
let stranger: SignedInAccount;
let staffCookie: string;

beforeAll(async () => {
  api = await startTestApp({ providers: 5, clock });
  await placeProviders(api.db.prisma, { [PROVIDER]: "toronto-ontario" });
  providerCookie = await signInCookie(api, "provider@demo.test");
  staffCookie = await signInCookie(api, "admin@demo.test");
  customer = await signedInAccount(api, "talker@conversations.test");
  stranger = await signedInAccount(api, "stranger@conversations.test");
});
afterAll(() => api?.close());

async function bookingOf(customerId: number | null, email: string): Promise<number> {
  const booking = await api.db.prisma.booking.create({
    data: {
      providerId: PROVIDER,
      customerId,
      customerName: "Taylor Talker",
      customerPhone: "416-555-0123",
      customerEmail: email,
      serviceType: "house-cleaning",
      preferredDate: new Date("2026-12-03T00:00:00Z"),
      preferredTime: "13:00",
      estimatedPrice: 12000,
    },
  });
  return booking.id;
}

const messagesPath = (id: number) => `/api/bookings/${id}/messages`;
const post = (id: number, cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  api.request(messagesPath(id), {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
const noticesOf = (bookingId: number) =>
  api.db.prisma.notification.findMany({
    where: { bookingId, kind: "BOOKING_MESSAGE" },
    orderBy: { id: "asc" },
    select: { recipientId: true, email: true, title: true, body: true, link: true },
  });

describe("a customer and a provider write to each other", () => {
  it("keeps the messages in order, moves read markers and tells the other side", async () => {
    clock.set(TEST_NOW);
    const id = await bookingOf(customer.userId, customer.email);
    const first = await post(id, customer.cookie, { body: "  Is parking on the street OK?  " });
    expect(first.status).toBe(201);
    const answer = (await first.json()) as any;
    expect(answer.messages).toEqual([
      expect.objectContaining({ from: "customer", authorName: "Taylor Talker", body: "Is parking on the street OK?" }),
    ]);
    const firstId = answer.messages[0].id as number;
    // The writer has read their own message; the provider nothing yet.
    expect(answer.readUpTo).toEqual({ customer: firstId, provider: 0 });
    expect(answer.you).toBe("customer");

    const providerAccounts = await api.db.prisma.user.count({ where: { providerId: PROVIDER } });
    const told = await noticesOf(id);
    expect(told).toHaveLength(providerAccounts);
    expect(told[0]).toMatchObject({
      title: "New message from Taylor Talker",
      link: "/provider-dashboard",
    });
    expect(told[0]!.body).toContain('"Is parking on the street OK?"');

    // A second message within 15 minutes: no second notice.
    clock.set(new Date(TEST_NOW.getTime() + 5 * 60_000));
    expect((await post(id, customer.cookie, { body: "And the side door?" })).status).toBe(201);
    expect(await noticesOf(id)).toHaveLength(providerAccounts);

    // The provider reads, marks, answers; the customer sees how far the provider has read.
    const read = await restCall(api, "GET", messagesPath(id), { cookie: providerCookie });
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m: any) => m.body)).toEqual(["Is parking on the street OK?", "And the side door?"]);
    const lastId = read.body.messages[1].id as number;
    const marked = await restCall(api, "POST", `${messagesPath(id)}/read`, {
      cookie: providerCookie,
      body: { upTo: lastId + 1000 },
    });
    expect(marked.body.readUpTo).toEqual({ customer: lastId, provider: lastId });
    // A marker never moves back.
    await restCall(api, "POST", `${messagesPath(id)}/read`, { cookie: providerCookie, body: { upTo: firstId } });

    const reply = await post(id, providerCookie, { body: "Yes, both are fine." });
    expect(reply.status).toBe(201);
    const afterReply = (await reply.json()) as any;
    expect(afterReply.messages.at(-1)).toMatchObject({ from: "provider", body: "Yes, both are fine." });
    expect(afterReply.readUpTo.provider).toBe(afterReply.messages.at(-1).id);
    const toCustomer = (await noticesOf(id)).filter((notice) => notice.recipientId === customer.userId);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toMatchObject({ link: "/bookings" });

    // Sixteen minutes after the first notice the provider is told again.
    clock.set(new Date(TEST_NOW.getTime() + 16 * 60_000));
    await post(id, customer.cookie, { body: "Thanks!" });
    expect((await noticesOf(id)).filter((notice) => notice.recipientId !== customer.userId)).toHaveLength(
      2 * providerAccounts,
    );
  });

  it("pages back through older messages", async () => {
    clock.set(TEST_NOW);
    const id = await bookingOf(customer.userId, customer.email);
    for (let index = 1; index <= 5; index += 1) await post(id, customer.cookie, { body: `Message ${index}` });
    const newest = await restCall(api, "GET", `${messagesPath(id)}?limit=2`, { cookie: customer.cookie });
    expect(newest.body.messages.map((m: any) => m.body)).toEqual(["Message 4", "Message 5"]);
    expect(newest.body.hasOlder).toBe(true);
    const older = await restCall(api, "GET", `${messagesPath(id)}?limit=2&before=${newest.body.messages[0].id}`, {
      cookie: customer.cookie,
    });
    expect(older.body.messages.map((m: any) => m.body)).toEqual(["Message 2", "Message 3"]);
    const refused = await restCall(api, "GET", `${messagesPath(id)}?limit=1000`, { cookie: customer.cookie });
    expect(refused.status).toBe(400);
  });

  it("refuses everyone else, bad messages, and posts a retried key once", async () => {
    clock.set(TEST_NOW);
    const id = await bookingOf(customer.userId, customer.email);
    expect((await post(id, undefined, { body: "hello" })).status).toBe(401);
    for (const cookie of [stranger.cookie, staffCookie]) {
      const refused = await post(id, cookie, { body: "hello" });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: NOT_IN_CONVERSATION });
      expect((await restCall(api, "GET", messagesPath(id), { cookie })).status).toBe(403);
    }
    expect((await post(2_000_000_000, customer.cookie, { body: "hello" })).status).toBe(404);

    const empty = await post(id, customer.cookie, { body: "   " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as any).message).toBe(EMPTY_MESSAGE);
    const long = await post(id, customer.cookie, { body: "x".repeat(2001) });
    expect(((await long.json()) as any).message).toBe(LONG_MESSAGE);
    expect((await post(id, customer.cookie, { body: 42 })).status).toBe(400);
    expect(await api.db.prisma.bookingMessage.count({ where: { bookingId: id } })).toBe(0);

    const key = { "idempotency-key": `message-${id}` };
    const [a, b] = await Promise.all([
      post(id, customer.cookie, { body: "Once only" }, key),
      post(id, customer.cookie, { body: "Once only" }, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await api.db.prisma.bookingMessage.count({ where: { bookingId: id } })).toBe(1);
    expect((await post(id, customer.cookie, { body: "Something else" }, key)).status).toBe(422);
  });
});

describe("a guest writes through the booking's link", () => {
  const CONVERSATION = `query($token: String!) { guestBooking(token: $token) { __typename
    ... on GuestBooking { conversation { viewerSide messages { side body authorName } customerReadUpTo } } } }`;
  const POST = `mutation($input: PostGuestBookingMessageInput!) { postGuestBookingMessage(input: $input) { __typename
    ... on BookingConversationPayload { conversation { messages { body } } } ... on Error { message } } }`;

  it("reads and writes on the customer's side, and a changed link opens nothing", async () => {
    clock.set(TEST_NOW);
    const id = await bookingOf(null, "guest-talker@conversations.test");
    const token = (await guestManagePathFor(api.db.prisma, id))!.split("/").at(-1)!;
    const posted = await api.graphql(POST, { input: { token, body: "Can you bring a ladder?" } });
    expect(posted.data!.postGuestBookingMessage.__typename).toBe("BookingConversationPayload");
    await post(id, providerCookie, { body: "Yes." });
    const read = await api.graphql(CONVERSATION, { token });
    expect(read.data!.guestBooking.conversation).toMatchObject({
      viewerSide: "CUSTOMER",
      messages: [
        { side: "CUSTOMER", body: "Can you bring a ladder?", authorName: "Taylor Talker" },
        { side: "PROVIDER", body: "Yes." },
      ],
    });
    const guestNotice = (await noticesOf(id)).find((notice) => notice.recipientId === null)!;
    expect(guestNotice.email).toBe("guest-talker@conversations.test");
    expect(guestNotice.link).toMatch(/^\/bookings\/manage\/g1\./);

    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const refused = await api.graphql(POST, { input: { token: changed, body: "hi" } });
    expect(refused.data!.postGuestBookingMessage).toEqual({
      __typename: "NotFoundError",
      message: "This link is not valid or has expired.",
    });
  });
});

describe("a customer's own data", () => {
  it("exports the conversation and erases what the customer wrote with the account", async () => {
    clock.set(TEST_NOW);
    const leaving = await signedInAccount(api, "leaving@conversations.test");
    const id = await bookingOf(leaving.userId, leaving.email);
    await post(id, leaving.cookie, { body: "My gate code is 1234." });
    await post(id, providerCookie, { body: "Got it." });
    const exported = await restCall(api, "GET", "/api/account/export", { cookie: leaving.cookie });
    expect(exported.body.bookingMessages.map((m: any) => [m.from, m.body])).toEqual([
      ["provider", "Got it."],
      ["you", "My gate code is 1234."],
    ]);

    await api.db.prisma.booking.update({
      where: { id },
      data: { status: "COMPLETED", completedAt: TEST_NOW, actualPrice: 12000 },
    });
    const deleted = await api.graphql(
      `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { password: "notification tests pass 1" } },
      { cookie: leaving.cookie },
    );
    expect(deleted.data!.deleteAccount.__typename).toBe("DeleteAccountPayload");
    const left = await restCall(api, "GET", messagesPath(id), { cookie: providerCookie });
    expect(left.body.messages.map((m: any) => [m.from, m.body, m.erased, m.authorName])).toEqual([
      ["customer", "", true, "A former customer"],
      ["provider", "Got it.", false, expect.any(String)],
    ]);
  });
});

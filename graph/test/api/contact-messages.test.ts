// The Contact page's messages, through GraphQL: bad input changes nothing; a
// message is stored with a reference for the sender and reaches every staff account through
// the outbox exactly once (a retried idempotent send adds nothing); a fourth message within
// the hour from one email address, or an eleventh from one network address, is refused and
// stores nothing; only staff list messages, mark them handled (twice is once) and reopen one
// marked handled by mistake (reopening a waiting one is no change); handled messages go once
// their retention has passed.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_MESSAGE_RETENTION_DAYS,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_MESSAGE,
  CONTACT_TOPIC_MESSAGE,
} from "../../../shared/contact/contact-message.ts";
import { requestContext, systemContext } from "../../src/context.ts";
import { purgeContactMessages } from "../../src/jobs/purge-contact-messages.ts";
import { RateLimitedError } from "../../src/services/errors.ts";
import { CONTACT_ADDRESS_RATE_LIMIT, sendContactMessage } from "../../src/services/contact/send-contact-message.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import {
  recordingMailGateway,
  runWorker,
  signedInAccount,
  type SignedInAccount,
  signInCookie,
} from "../support/notifications.ts";
import { steppingClock } from "../support/schedules.ts";

const SIGN_IN_MESSAGE = "Please sign in to continue.";
const FORBIDDEN_MESSAGE = "You do not have permission to do that.";
const PARTNERS_READ_ONLY = "Partner API tokens may only read public marketplace data.";
const REFERENCE = /^CM-[2-9A-HJ-NP-Z]{8}$/;

const clock = steppingClock(TEST_NOW);
let api: TestApp;
let adminCookie: string;
let secondAdmin: SignedInAccount;
let customer: SignedInAccount;
let provider: SignedInAccount;
/** A partner's API token, as its Authorization header. */
let partnerAuthorization: string;
/** Every staff account: each is told of each message. */
let staff: { id: number; email: string }[];

beforeAll(async () => {
  api = await startTestApp({ providers: 4, clock });
  adminCookie = await signInCookie(api, "admin@demo.test");
  secondAdmin = await signedInAccount(api, "second-admin@contact.test", "ADMIN");
  customer = await signedInAccount(api, "writer@contact.test");
  provider = await signedInAccount(api, "provider@contact.test", "PROVIDER", 1);
  const issued = await api.graphql(
    `mutation { issuePartnerToken(input: { name: "Contact Partner" }) {
      ... on IssuePartnerTokenPayload { token } } }`,
    {},
    as(adminCookie),
  );
  partnerAuthorization = `Bearer ${issued.data!.issuePartnerToken.token}`;
  staff = await api.db.prisma.user.findMany({
    where: { role: "ADMIN" },
    select: { id: true, email: true },
    orderBy: { id: "asc" },
  });
});
afterAll(() => api?.close());

beforeEach(async () => {
  clock.set(TEST_NOW);
  const prisma = api.db.prisma;
  await prisma.notification.deleteMany({ where: { kind: "CONTACT_MESSAGE_RECEIVED" } });
  await prisma.contactMessage.deleteMany({});
  await prisma.rateLimitWindow.deleteMany({ where: { key: { startsWith: "contact:" } } });
  await prisma.idempotencyKey.deleteMany({ where: { scope: "sendContactMessage" } });
});

function as(cookie: string | null): Record<string, string> {
  return cookie ? { cookie } : {};
}

const RESULT = `__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }`;

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: "  Morgan Writer ",
    email: "Morgan.Writer@Example.COM",
    topic: "BOOKING",
    message: "My cleaner did not arrive on Tuesday. Can someone help me rebook?",
    ...overrides,
  };
}

function send(input: Record<string, unknown>, cookie: string | null = null) {
  return api.graphql(
    `mutation($input: SendContactMessageInput!) { sendContactMessage(input: $input) {
      ${RESULT} ... on RateLimitedError { retryAfterSeconds }
      ... on SendContactMessagePayload { reference receivedAt } } }`,
    { input },
    as(cookie),
  );
}

/** Sends, insisting it was accepted; the reference. */
async function sent(input: Record<string, unknown>, cookie: string | null = null): Promise<string> {
  const { data, errors } = await send(input, cookie);
  expect(errors).toBeUndefined();
  expect(data!.sendContactMessage.__typename).toBe("SendContactMessagePayload");
  return data!.sendContactMessage.reference as string;
}

/** What is stored: the messages, and the outbox's rows and deliveries for them. */
async function stored() {
  const prisma = api.db.prisma;
  return {
    messages: await prisma.contactMessage.count(),
    notifications: await prisma.notification.count({ where: { kind: "CONTACT_MESSAGE_RECEIVED" } }),
    deliveries: await prisma.notificationDelivery.count({
      where: { notification: { kind: "CONTACT_MESSAGE_RECEIVED" } },
    }),
  };
}

const NOTHING = { messages: 0, notifications: 0, deliveries: 0 };

describe("sending a message", () => {
  it("refuses empty fields with a message under each, and stores nothing", async () => {
    const { data, errors } = await send({ name: " ", email: "", topic: "", message: "" });

    expect(errors).toBeUndefined();
    expect(data!.sendContactMessage.__typename).toBe("ValidationError");
    const byField = Object.fromEntries(
      (data!.sendContactMessage.fieldErrors as { path: string[]; message: string }[]).map((e) => [
        e.path[0],
        e.message,
      ]),
    );
    expect(byField).toEqual({
      name: CONTACT_NAME_MESSAGE,
      email: CONTACT_EMAIL_MESSAGE,
      topic: CONTACT_TOPIC_MESSAGE,
      message: CONTACT_MESSAGE_TOO_SHORT,
    });
    expect(await stored()).toEqual(NOTHING);
  });

  it.each([
    ["an address without a domain", { email: "morgan@" }, "email", CONTACT_EMAIL_MESSAGE],
    ["an unknown topic", { topic: "URGENT" }, "topic", CONTACT_TOPIC_MESSAGE],
    ["a message too short to act on", { message: "  help  " }, "message", CONTACT_MESSAGE_TOO_SHORT],
    ["a name longer than its column", { name: "n".repeat(101) }, "name", undefined],
    ["a message longer than its column", { message: "m".repeat(5001) }, "message", undefined],
    ["a NUL in the message", { message: "Hello there\u0000friend" }, "message", undefined],
  ])("refuses %s and stores nothing", async (_label, overrides, field, words) => {
    const { data } = await send(message(overrides));

    expect(data!.sendContactMessage.__typename).toBe("ValidationError");
    const fieldError = (data!.sendContactMessage.fieldErrors as { path: string[]; message: string }[])[0]!;
    expect(fieldError.path).toEqual([field]);
    if (words) expect(fieldError.message).toBe(words);
    expect(await stored()).toEqual(NOTHING);
  });

  it("stores it, answers its reference, and tells each staff account once by push and email", async () => {
    const reference = await sent(message());

    expect(reference).toMatch(REFERENCE);
    const row = await api.db.prisma.contactMessage.findFirstOrThrow({});
    expect(row).toMatchObject({
      reference,
      name: "Morgan Writer",
      email: "morgan.writer@example.com",
      topic: "BOOKING",
      senderId: null,
      createdAt: TEST_NOW,
      handledAt: null,
    });
    const notifications = await api.db.prisma.notification.findMany({
      where: { kind: "CONTACT_MESSAGE_RECEIVED" },
      select: { recipientId: true, email: true, link: true, contactMessageId: true, title: true, deliveries: true },
      orderBy: { recipientId: "asc" },
    });
    expect(staff.length).toBeGreaterThanOrEqual(2);
    expect(notifications.map((n) => ({ recipientId: n.recipientId, email: n.email }))).toEqual(
      staff.map((account) => ({ recipientId: account.id, email: account.email })),
    );
    for (const notification of notifications) {
      expect(notification).toMatchObject({ link: "/admin/messages", contactMessageId: row.id });
      expect(notification.title).toContain(reference);
      expect(notification.deliveries.map((d) => d.channel).sort()).toEqual(["EMAIL", "PUSH"]);
    }

    // The worker sends each staff account one email, and a second run sends nothing more.
    const mail = recordingMailGateway();
    await runWorker(api.db.prisma, { clock, mail });
    await runWorker(api.db.prisma, { clock, mail });
    expect(mail.sent.map((m) => m.to).sort()).toEqual(staff.map((account) => account.email).sort());
    expect(mail.sent.every((m) => m.subject.includes(reference) && m.text.includes("Morgan Writer"))).toBe(true);
  });

  it("records a signed-in sender's account", async () => {
    await sent(message({ email: customer.email }), customer.cookie);

    const row = await api.db.prisma.contactMessage.findFirstOrThrow({});
    expect(row.senderId).toBe(customer.userId);
  });

  it("gives each message its own reference", async () => {
    const first = await sent(message());
    const second = await sent(message({ message: "And one more thing about the same booking." }));

    expect(second).toMatch(REFERENCE);
    expect(second).not.toBe(first);
  });
});

describe("a retried send", () => {
  it("with the same idempotency key and message answers the first reference and stores nothing more", async () => {
    const input = message({ idempotencyKey: "contact-retry-1" });
    const first = await sent(input);
    const after = await stored();

    const again = await sent(input);

    expect(again).toBe(first);
    expect(await stored()).toEqual(after);
    expect(after).toEqual({ messages: 1, notifications: staff.length, deliveries: staff.length * 2 });
  });

  it("does not count against the limit", async () => {
    const input = message({ idempotencyKey: "contact-retry-2" });
    for (let i = 0; i < 5; i++) await sent(input);

    await sent(message({ message: "A second, different question." }));
    await sent(message({ message: "A third, different question." }));
    expect((await stored()).messages).toBe(3);
  });

  it("with the same key and another message is refused, and stores nothing more", async () => {
    await sent(message({ idempotencyKey: "contact-retry-3" }));
    const after = await stored();

    const { data } = await send(message({ idempotencyKey: "contact-retry-3", message: "Something else entirely." }));

    expect(data!.sendContactMessage.__typename).toBe("IdempotencyKeyReusedError");
    expect(await stored()).toEqual(after);
  });
});

describe("the rate limit", () => {
  it("refuses the fourth message within the hour from one email address (in any case), storing nothing", async () => {
    await sent(message({ email: "repeat@example.com", message: "First message, about a booking." }));
    await sent(message({ email: "Repeat@Example.com", message: "Second message, about a booking." }));
    await sent(message({ email: "REPEAT@EXAMPLE.COM", message: "Third message, about a booking." }));
    const after = await stored();

    clock.set(new Date(TEST_NOW.getTime() + 10 * 60_000));
    const { data } = await send(message({ email: "repeat@example.com", message: "Fourth message, too many." }));

    expect(data!.sendContactMessage).toMatchObject({ __typename: "RateLimitedError", retryAfterSeconds: 50 * 60 });
    expect(data!.sendContactMessage.message).toContain("3 messages per hour from one email address");
    expect(await stored()).toEqual(after);
    expect(after.messages).toBe(3);

    // Another address is not held back, and an hour on the first may write again.
    await sent(message({ email: "someone-else@example.com" }));
    clock.set(new Date(TEST_NOW.getTime() + 60 * 60_000));
    await sent(message({ email: "repeat@example.com", message: "A new hour, a new message." }));
    expect((await stored()).messages).toBe(5);
  });

  it("refuses a network address's eleventh message within the hour, whatever email it gives", async () => {
    const ctx = requestContext({ db: api.db.prisma, clock, viewer: null });
    const origin = { clientAddress: "203.0.113.7" };
    for (let i = 0; i < CONTACT_ADDRESS_RATE_LIMIT.requests; i++) {
      await sendContactMessage(ctx, message({ email: `sender-${i}@example.com` }), origin);
    }
    const after = await stored();

    await expect(
      sendContactMessage(ctx, message({ email: "sender-new@example.com" }), { clientAddress: "::ffff:203.0.113.7" }),
    ).rejects.toBeInstanceOf(RateLimitedError);

    expect(await stored()).toEqual(after);
    // Another network address is not held back.
    await sendContactMessage(ctx, message({ email: "sender-new@example.com" }), { clientAddress: "198.51.100.9" });
    expect((await stored()).messages).toBe(CONTACT_ADDRESS_RATE_LIMIT.requests + 1);
  });
});

const LIST = `query($status: ContactMessageStatus, $after: String) {
  contactMessages(first: 2, after: $after, status: $status) {
    edges { node { id reference name email topic message status handledAt fromAccount } }
    pageInfo { hasNextPage endCursor }
  } }`;

function list(cookie: string | null, variables: Record<string, unknown> = {}) {
  return api.graphql(LIST, variables, as(cookie));
}

function markHandled(messageId: string, cookie: string | null) {
  return api.graphql(
    `mutation($input: MarkContactMessageHandledInput!) { markContactMessageHandled(input: $input) {
      ${RESULT} ... on MarkContactMessageHandledPayload { contactMessage { id status handledAt } } } }`,
    { input: { messageId } },
    as(cookie),
  );
}

function reopen(messageId: string, headers: Record<string, string>) {
  return api.graphql(
    `mutation($input: ReopenContactMessageInput!) { reopenContactMessage(input: $input) {
      ${RESULT} ... on ReopenContactMessagePayload { contactMessage { id status handledAt } } } }`,
    { input: { messageId } },
    headers,
  );
}

/** Three messages a minute apart: the references, oldest first. */
async function threeMessages(): Promise<string[]> {
  const references: string[] = [];
  for (const [i, email] of ["one@example.com", "two@example.com", "three@example.com"].entries()) {
    clock.set(new Date(TEST_NOW.getTime() + i * 60_000));
    references.push(await sent(message({ email })));
  }
  return references;
}

describe("staff's list", () => {
  it("is refused to a visitor and to a customer", async () => {
    await threeMessages();

    const visitor = await list(null);
    expect(visitor.data?.contactMessages ?? null).toBeNull();
    expect(visitor.errors?.[0]?.message).toBe(SIGN_IN_MESSAGE);
    const other = await list(customer.cookie);
    expect(other.data?.contactMessages ?? null).toBeNull();
    expect(other.errors?.[0]?.message).toBe(FORBIDDEN_MESSAGE);
  });

  it("shows staff the messages newest first, a page at a time", async () => {
    const [oldest, middle, newest] = await threeMessages();

    const first = await list(adminCookie);
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.contactMessages;
    expect(page1.edges.map((e: any) => e.node.reference)).toEqual([newest, middle]);
    expect(page1.edges[0].node).toMatchObject({
      email: "three@example.com",
      name: "Morgan Writer",
      topic: "BOOKING",
      status: "WAITING",
      handledAt: null,
      fromAccount: false,
    });
    expect(page1.pageInfo.hasNextPage).toBe(true);

    const second = await list(adminCookie, { after: page1.pageInfo.endCursor });
    expect(second.data!.contactMessages.edges.map((e: any) => e.node.reference)).toEqual([oldest]);
    expect(second.data!.contactMessages.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses a cursor that names no row a column can hold", async () => {
    const { data, errors } = await list(adminCookie, { after: Buffer.from("GPC:N:99999999999").toString("base64") });
    expect(data?.contactMessages ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe("That page cursor is not valid: start again from the first page.");
  });
});

describe("marking a message handled", () => {
  it("is refused to a visitor and a customer, and changes nothing", async () => {
    await threeMessages();
    const row = await api.db.prisma.contactMessage.findFirstOrThrow({});
    const id = encodeGlobalID("ContactMessage", row.id);

    for (const [cookie, words] of [
      [null, SIGN_IN_MESSAGE],
      [customer.cookie, FORBIDDEN_MESSAGE],
    ] as const) {
      const { data, errors } = await markHandled(id, cookie);
      expect(data?.markContactMessageHandled ?? null).toBeNull();
      expect(errors?.[0]?.message).toBe(words);
    }
    expect(await api.db.prisma.contactMessage.count({ where: { handledAt: { not: null } } })).toBe(0);
  });

  it("marks it handled now; again later, it keeps the first time; the filters follow", async () => {
    const [, middle] = await threeMessages();
    const row = await api.db.prisma.contactMessage.findUniqueOrThrow({ where: { reference: middle } });
    const id = encodeGlobalID("ContactMessage", row.id);
    // Within a staff session's idle limit of the last request (shared/privacy/retention.ts).
    clock.set(new Date(TEST_NOW.getTime() + 30 * 60_000));
    const handledAt = clock.now().toISOString();

    const { data } = await markHandled(id, secondAdmin.cookie);
    expect(data!.markContactMessageHandled).toMatchObject({
      __typename: "MarkContactMessageHandledPayload",
      contactMessage: { id, status: "HANDLED", handledAt },
    });

    clock.set(new Date(TEST_NOW.getTime() + 50 * 60_000));
    const again = await markHandled(String(row.id), adminCookie);
    expect(again.data!.markContactMessageHandled.contactMessage).toEqual({ id, status: "HANDLED", handledAt });

    const handled = await list(adminCookie, { status: "HANDLED" });
    expect(handled.data!.contactMessages.edges.map((e: any) => e.node.reference)).toEqual([middle]);
    const waiting = await list(adminCookie, { status: "WAITING" });
    expect(waiting.data!.contactMessages.edges.map((e: any) => e.node.reference)).not.toContain(middle);
  });

  it("answers NotFoundError for an id that names no message", async () => {
    const { data } = await markHandled(encodeGlobalID("ContactMessage", 987654), adminCookie);
    expect(data!.markContactMessageHandled.__typename).toBe("NotFoundError");
  });
});

describe("reopening a message", () => {
  /** A message marked handled by staff half an hour after TEST_NOW: its global id and row id. */
  async function handledMessage() {
    // The newest: staff's list (two a page) shows it first.
    const [, , reference] = await threeMessages();
    const row = await api.db.prisma.contactMessage.findUniqueOrThrow({ where: { reference } });
    const id = encodeGlobalID("ContactMessage", row.id);
    clock.set(new Date(TEST_NOW.getTime() + 30 * 60_000));
    expect((await markHandled(id, adminCookie)).data!.markContactMessageHandled.contactMessage.status).toBe("HANDLED");
    return { id, rowId: row.id, reference: reference! };
  }

  it("is refused to a visitor, a customer, a provider and a partner's token, and changes nothing", async () => {
    const { id, rowId } = await handledMessage();
    const before = await api.db.prisma.contactMessage.findUniqueOrThrow({ where: { id: rowId } });

    for (const [headers, words] of [
      [as(null), SIGN_IN_MESSAGE],
      [as(customer.cookie), FORBIDDEN_MESSAGE],
      [as(provider.cookie), FORBIDDEN_MESSAGE],
      [{ authorization: partnerAuthorization }, PARTNERS_READ_ONLY],
    ] as const) {
      const { data, errors, response } = await reopen(id, headers);
      expect(response.status).toBeLessThan(500);
      expect(data?.reopenContactMessage ?? null).toBeNull();
      expect(errors?.[0]?.message).toBe(words);
    }
    expect(await api.db.prisma.contactMessage.findUniqueOrThrow({ where: { id: rowId } })).toEqual(before);
  });

  it("makes a handled message waiting again; again, or for a waiting one, it changes nothing", async () => {
    const { id, rowId, reference } = await handledMessage();

    const { data, errors } = await reopen(id, as(secondAdmin.cookie));
    expect(errors).toBeUndefined();
    expect(data!.reopenContactMessage).toEqual({
      __typename: "ReopenContactMessagePayload",
      contactMessage: { id, status: "WAITING", handledAt: null },
    });
    const waiting = await list(adminCookie, { status: "WAITING" });
    expect(waiting.data!.contactMessages.edges.map((e: any) => e.node.reference)).toContain(reference);
    const handled = await list(adminCookie, { status: "HANDLED" });
    expect(handled.data!.contactMessages.edges).toEqual([]);

    const again = await reopen(String(rowId), as(adminCookie));
    expect(again.errors).toBeUndefined();
    expect(again.data!.reopenContactMessage.contactMessage).toEqual({ id, status: "WAITING", handledAt: null });

    // Marked handled again later, it takes the new time: the retention counts from then.
    clock.set(new Date(TEST_NOW.getTime() + 55 * 60_000));
    const handledAt = clock.now().toISOString();
    expect((await markHandled(id, adminCookie)).data!.markContactMessageHandled.contactMessage).toEqual({
      id,
      status: "HANDLED",
      handledAt,
    });
  });

  it("answers a bad or unknown id exactly as marking handled does, and changes nothing", async () => {
    const { rowId } = await handledMessage();
    const before = await api.db.prisma.contactMessage.findMany({ orderBy: { id: "asc" } });

    for (const messageId of [
      "",
      "abc",
      "0",
      "-1",
      "1.5",
      "99999999999999999999999",
      encodeGlobalID("Provider", rowId),
      encodeGlobalID("ContactMessage", "abc"),
      encodeGlobalID("ContactMessage", 987654),
      "987654",
    ]) {
      const reopened = await reopen(messageId, as(adminCookie));
      const marked = await markHandled(messageId, adminCookie);
      expect(reopened.response.status, messageId).toBeLessThan(500);
      expect(reopened.errors, messageId).toBeUndefined();
      expect(reopened.data!.reopenContactMessage, messageId).toEqual(marked.data!.markContactMessageHandled);
      expect(["ValidationError", "NotFoundError"], messageId).toContain(reopened.data!.reopenContactMessage.__typename);
      expect(reopened.data!.reopenContactMessage.message, messageId).toBe("No contact message with that id.");
    }
    expect(await api.db.prisma.contactMessage.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });
});

describe("reading a message by its id", () => {
  it("answers staff, and null to the sender and to visitors", async () => {
    await sent(message({ email: customer.email }), customer.cookie);
    const row = await api.db.prisma.contactMessage.findFirstOrThrow({});
    const id = encodeGlobalID("ContactMessage", row.id);
    const read = (cookie: string | null) =>
      api.graphql(`query($id: ID!) { node(id: $id) { id ... on ContactMessage { reference } } }`, { id }, as(cookie));

    expect((await read(adminCookie)).data!.node).toEqual({ id, reference: row.reference });
    expect((await read(customer.cookie)).data!.node).toBeNull();
    expect((await read(null)).data!.node).toBeNull();
  });
});

describe("the retention purge", () => {
  it("deletes messages handled longer ago than the retention period, and keeps waiting ones", async () => {
    const [oldHandled, oldWaiting, recentHandled] = await threeMessages();
    const handledAt = (reference: string, daysAgo: number) =>
      api.db.prisma.contactMessage.update({
        where: { reference },
        data: { handledAt: new Date(TEST_NOW.getTime() - daysAgo * 86_400_000) },
      });
    await handledAt(oldHandled!, CONTACT_MESSAGE_RETENTION_DAYS + 1);
    await handledAt(recentHandled!, CONTACT_MESSAGE_RETENTION_DAYS - 1);
    clock.set(TEST_NOW);

    const purged = await purgeContactMessages(systemContext({ db: api.db.prisma, clock }));

    expect(purged).toEqual({ contactMessages: 1 });
    const left = await api.db.prisma.contactMessage.findMany({ select: { reference: true } });
    expect(left.map((row) => row.reference).sort()).toEqual([oldWaiting, recentHandled].sort());
    // Their notifications stay, no longer linked to a message.
    expect(await api.db.prisma.notification.count({ where: { kind: "CONTACT_MESSAGE_RECEIVED" } })).toBe(
      3 * staff.length,
    );
  });
});

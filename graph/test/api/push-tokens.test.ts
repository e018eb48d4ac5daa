// Device tokens for push through GraphQL (registerPushToken, removePushToken) and
// REST (POST /api/notifications/tokens, DELETE /api/notifications/tokens/{token}): a signed-in
// user registers and removes their own; a token belongs to the one account that registered it
// last; what is not an FCM token is refused and nothing is stored; tokens unused for 270 days
// are pruned.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { systemContext } from "../../src/context.ts";
import { pruneStalePushTokens, TOKEN_REQUIRED_MESSAGE } from "../../src/services/notifications/push-tokens.ts";
import {
  RegisterPushTokenDocument as REGISTER_PUSH_TOKEN,
  RemovePushTokenDocument as REMOVE_PUSH_TOKEN,
} from "../__generated__/graphql.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { restCall, signedInAccount, type SignedInAccount, signInCookie } from "../support/notifications.ts";
import { steppingClock } from "../support/schedules.ts";

const SIGN_IN_MESSAGE = "Please sign in to continue.";
const SIGN_IN_FOR_NOTIFICATIONS = "Please sign in to manage your notifications.";
const TOKEN_FORMAT_MESSAGE = "That is not an FCM token: it is 1 to 1,024 letters, digits and : _ - characters.";
const NOT_ON_THIS_ACCOUNT = "No such device token on this account.";
/** The shape of a real FCM registration token: an instance id, a colon, then base64url. */
const PHONE_TOKEN = "dGVzdC1pbnN0YW5jZQ:APA91bH7x-2pQ_hR5kLm0vN8wZ3yT6uJ1sE4dF9gC";

const clock = steppingClock(TEST_NOW);
let api: TestApp;
let customer: SignedInAccount;
let otherCustomer: SignedInAccount;
let providerCookie: string;
let providerUserId: number;

beforeAll(async () => {
  api = await startTestApp({ providers: 2, clock });
  customer = await signedInAccount(api, "phone-owner@tokens.test");
  otherCustomer = await signedInAccount(api, "second-owner@tokens.test");
  providerCookie = await signInCookie(api, "provider@demo.test");
  providerUserId = (await api.db.prisma.user.findUniqueOrThrow({ where: { email: "provider@demo.test" } })).id;
});
afterAll(() => api?.close());

beforeEach(async () => {
  clock.set(TEST_NOW);
  await api.db.prisma.pushToken.deleteMany({});
});

async function register(token: unknown, cookie: string | null) {
  return api.graphql(REGISTER_PUSH_TOKEN, { input: { token } } as never, cookie ? { cookie } : {});
}

/** Registers, insisting it worked: for tests about what comes after. */
async function registered(token: string, cookie: string) {
  const { data, errors } = await register(token, cookie);
  expect(errors).toBeUndefined();
  expect(data!.registerPushToken.__typename).toBe("RegisterPushTokenPayload");
}

async function remove(token: string, cookie: string | null) {
  return api.graphql(REMOVE_PUSH_TOKEN, { input: { token } }, cookie ? { cookie } : {});
}

const restRegister = (body: unknown, cookie?: string) =>
  restCall(api, "POST", "/api/notifications/tokens", { body, cookie });
const restRemove = (token: string, cookie?: string) =>
  restCall(api, "DELETE", `/api/notifications/tokens/${encodeURIComponent(token)}`, { cookie });

const storedTokens = async () =>
  (await api.db.prisma.pushToken.findMany({ orderBy: { id: "asc" } })).map(
    ({ token, userId, createdAt, lastUsedAt }) => ({
      token,
      userId,
      createdAt,
      lastUsedAt,
    }),
  );

describe("registering a device token", () => {
  it("stores it for the signed-in account through GraphQL, its clock starting now", async () => {
    const { data, errors } = await register(PHONE_TOKEN, customer.cookie);

    expect(errors).toBeUndefined();
    expect(data!.registerPushToken).toEqual({
      __typename: "RegisterPushTokenPayload",
      registeredAt: TEST_NOW.toISOString(),
    });
    expect(await storedTokens()).toEqual([
      { token: PHONE_TOKEN, userId: customer.userId, createdAt: TEST_NOW, lastUsedAt: TEST_NOW },
    ]);
  });

  it("stores it through POST /api/notifications/tokens with 201, for a provider too, trimmed", async () => {
    const answer = await restRegister({ token: `  ${PHONE_TOKEN}\n` }, providerCookie);

    expect(answer).toMatchObject({ status: 201, body: { registeredAt: TEST_NOW.toISOString() } });
    expect(await storedTokens()).toEqual([
      { token: PHONE_TOKEN, userId: providerUserId, createdAt: TEST_NOW, lastUsedAt: TEST_NOW },
    ]);
  });

  it("is idempotent: registering again keeps one row and restarts its clock", async () => {
    await registered(PHONE_TOKEN, customer.cookie);
    clock.advanceDays(3);

    const again = await register(PHONE_TOKEN, customer.cookie);
    expect(again.data!.registerPushToken).toMatchObject({ registeredAt: clock.now().toISOString() });
    clock.advanceHours(1);
    expect((await restRegister({ token: PHONE_TOKEN }, customer.cookie)).status).toBe(201);

    expect(await storedTokens()).toEqual([
      { token: PHONE_TOKEN, userId: customer.userId, createdAt: TEST_NOW, lastUsedAt: clock.now() },
    ]);
  });

  it("moves the token to the account that registers it last: one device, one account", async () => {
    await registered(PHONE_TOKEN, customer.cookie);
    clock.advanceHours(2);

    await registered(PHONE_TOKEN, otherCustomer.cookie);

    expect(await storedTokens()).toEqual([
      { token: PHONE_TOKEN, userId: otherCustomer.userId, createdAt: TEST_NOW, lastUsedAt: clock.now() },
    ]);
    // The first account no longer owns it, so it cannot remove it.
    expect((await remove(PHONE_TOKEN, customer.cookie)).data!.removePushToken).toMatchObject({ removed: false });
    expect(await api.db.prisma.pushToken.count()).toBe(1);
  });

  it("accepts a token of exactly 1,024 characters", async () => {
    const longest = "a".repeat(1024);

    expect((await register(longest, customer.cookie)).data!.registerPushToken.__typename).toBe(
      "RegisterPushTokenPayload",
    );
    expect((await storedTokens()).map((row) => row.token.length)).toEqual([1024]);
  });
});

describe("what is not a token", () => {
  const refusals: [string, unknown, string][] = [
    ["empty", "", TOKEN_REQUIRED_MESSAGE],
    ["blank", "   ", TOKEN_REQUIRED_MESSAGE],
    ["too long", "a".repeat(1025), TOKEN_FORMAT_MESSAGE],
    ["a space inside", "abc def", TOKEN_FORMAT_MESSAGE],
    ["a slash", "abc/def", TOKEN_FORMAT_MESSAGE],
    ["a letter outside ASCII", "tøken", TOKEN_FORMAT_MESSAGE],
    ["a NUL", "abc\u0000def", TOKEN_FORMAT_MESSAGE],
    ["HTML", "<script>", TOKEN_FORMAT_MESSAGE],
  ];

  it("has the spec's words for a blank token", () => {
    expect(TOKEN_REQUIRED_MESSAGE).toBe("Please enter a valid FCM token from your mobile app");
  });

  it.each(refusals)(
    "refuses %s through GraphQL with a ValidationError, storing nothing",
    async (_name, token, message) => {
      const { data, errors } = await register(token, customer.cookie);

      expect(errors).toBeUndefined();
      expect(data!.registerPushToken).toMatchObject({ __typename: "ValidationError", message });
      const fieldErrors =
        data!.registerPushToken.__typename === "ValidationError" ? data!.registerPushToken.fieldErrors : [];
      expect(fieldErrors[0]).toEqual({ path: ["token"], message });
      expect(await api.db.prisma.pushToken.count()).toBe(0);
    },
  );

  it.each(refusals)("refuses %s through REST with 400, storing nothing", async (_name, token, message) => {
    expect(await restRegister({ token }, customer.cookie)).toMatchObject({ status: 400, body: { message } });
    expect(await api.db.prisma.pushToken.count()).toBe(0);
  });

  it("refuses a REST body without a token, or with a token that is not text", async () => {
    for (const body of [{}, { token: null }, { token: 12345 }, { token: ["a"] }]) {
      expect(await restRegister(body, customer.cookie)).toMatchObject({
        status: 400,
        body: { message: TOKEN_REQUIRED_MESSAGE },
      });
    }
    expect(await api.db.prisma.pushToken.count()).toBe(0);
  });
});

describe("removing a device token", () => {
  it("removes the account's own through GraphQL (true), and answers false once it is gone", async () => {
    await registered(PHONE_TOKEN, customer.cookie);

    expect((await remove(PHONE_TOKEN, customer.cookie)).data!.removePushToken).toEqual({
      __typename: "RemovePushTokenPayload",
      removed: true,
    });
    expect(await api.db.prisma.pushToken.count()).toBe(0);
    expect((await remove(PHONE_TOKEN, customer.cookie)).data!.removePushToken).toMatchObject({ removed: false });
  });

  it("answers false for another account's token and leaves it", async () => {
    await registered(PHONE_TOKEN, customer.cookie);

    expect((await remove(PHONE_TOKEN, otherCustomer.cookie)).data!.removePushToken).toMatchObject({ removed: false });
    expect((await storedTokens()).map((row) => row.userId)).toEqual([customer.userId]);
  });

  it("removes the account's own through DELETE /api/notifications/tokens/{token} (204); another's is 404 and stays", async () => {
    await registered(PHONE_TOKEN, customer.cookie);
    await registered("provider-tablet-token", providerCookie);

    expect(await restRemove("provider-tablet-token", customer.cookie)).toMatchObject({
      status: 404,
      body: { message: NOT_ON_THIS_ACCOUNT },
    });
    expect(await restRemove("never-registered", customer.cookie)).toMatchObject({ status: 404 });
    const removed = await restRemove(PHONE_TOKEN, customer.cookie);
    expect(removed).toMatchObject({ status: 204, body: null });

    expect((await storedTokens()).map((row) => [row.token, row.userId])).toEqual([
      ["provider-tablet-token", providerUserId],
    ]);
  });

  it("refuses to remove what is not a token (400)", async () => {
    expect(await restRemove("abc def", customer.cookie)).toMatchObject({
      status: 400,
      body: { message: TOKEN_FORMAT_MESSAGE },
    });
    expect((await remove("", customer.cookie)).data!.removePushToken).toMatchObject({
      __typename: "ValidationError",
      message: TOKEN_REQUIRED_MESSAGE,
    });
  });
});

describe("a visitor", () => {
  it("can neither register nor remove a token", async () => {
    await registered(PHONE_TOKEN, customer.cookie);

    expect((await register("visitor-token", null)).errors?.[0]?.message).toBe(SIGN_IN_MESSAGE);
    expect((await remove(PHONE_TOKEN, null)).errors?.[0]?.message).toBe(SIGN_IN_MESSAGE);
    expect(await restRegister({ token: "visitor-token" })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FOR_NOTIFICATIONS },
    });
    expect(await restRemove(PHONE_TOKEN)).toMatchObject({ status: 401, body: { message: SIGN_IN_FOR_NOTIFICATIONS } });

    expect((await storedTokens()).map((row) => row.token)).toEqual([PHONE_TOKEN]);
  });
});

describe("pruning tokens unused for 270 days", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const prune = (daysLater: number) =>
    pruneStalePushTokens(
      systemContext({ db: api.db.prisma, clock: { now: () => new Date(TEST_NOW.getTime() + daysLater * DAY_MS) } }),
    );

  it("keeps a token 269 days after its last use and removes it at 271", async () => {
    await registered(PHONE_TOKEN, customer.cookie);

    expect(await prune(269)).toBe(0);
    expect(await api.db.prisma.pushToken.count()).toBe(1);
    expect(await prune(271)).toBe(1);
    expect(await api.db.prisma.pushToken.count()).toBe(0);
  });

  it("counts from the last use: a token registered again later is kept until 270 days after that", async () => {
    await registered("stale-token", customer.cookie);
    await registered(PHONE_TOKEN, customer.cookie);
    clock.advanceDays(20);
    // Twenty idle days end a session (shared/privacy/retention.ts): the owner signs in again.
    await registered(PHONE_TOKEN, await signInCookie(api, customer.email, "notification tests pass 1"));

    expect(await prune(271)).toBe(1);
    expect((await storedTokens()).map((row) => row.token)).toEqual([PHONE_TOKEN]);
    expect(await prune(289)).toBe(0);
    expect(await prune(291)).toBe(1);
    expect(await api.db.prisma.pushToken.count()).toBe(0);
  });
});

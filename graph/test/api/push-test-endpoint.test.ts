// The push test page's send (spec sections 2, 5 and 7): POST
// /api/notifications/test `{ token }` and GraphQL sendTestNotification. Staff only; a blank
// token in the spec's words; push not configured said plainly (503), never claimed sent; FCM's
// answer through the real firebase-admin client against the FCM stand-in; 10 per hour per
// account, shared by both doors, the window reopening an hour later.
import { print } from "graphql";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { createFcmPushGateway, type FcmPushGateway } from "../../src/gateways/push/fcm-gateway.ts";
import { PUSH_NOT_CONFIGURED_MESSAGE } from "../../src/gateways/push/push-gateway.ts";
import { SendTestNotificationDocument as SEND_TEST_NOTIFICATION } from "../__generated__/graphql.ts";
import { startTestApp, TEST_NOW, type TestApp, withoutRequestId } from "../support/app.ts";
import { FCM_ERRORS, type FcmStandIn, STAND_IN_PROJECT_ID, startFcmStandIn } from "../support/fcm-stand-in.ts";
import { signedInAccount, signInCookie } from "../support/notifications.ts";
import { steppingClock } from "../support/schedules.ts";

const TOKEN_REQUIRED = "Please enter a valid FCM token from your mobile app";
const SIGN_IN = "Please sign in to continue.";
const NOT_ALLOWED = "You do not have permission to do that.";
const DEVICE = "dGVzdC1kZXZpY2U:APA91bFq7-test_device_token";

const clock = steppingClock(TEST_NOW);
let fcm: FcmStandIn;
let push: FcmPushGateway;
/** Push configured: firebase-admin talking to the FCM stand-in. */
let api: TestApp;
/** The same database served without FIREBASE_SERVICE_ACCOUNT. */
let unconfigured: ReturnType<typeof createApp>;
let customerCookie: string;
let providerCookie: string;
let staffCount = 0;

beforeAll(async () => {
  fcm = await startFcmStandIn();
  push = createFcmPushGateway(fcm.gatewayOptions());
  api = await startTestApp({ providers: 2, clock, push });
  unconfigured = createApp({ db: api.db.prisma, clock, logError: () => {} });
  customerCookie = await signInCookie(api, "customer@demo.test");
  providerCookie = await signInCookie(api, "provider@demo.test");
});
afterAll(async () => {
  await api?.close();
  await push?.close();
  await fcm?.close();
});
beforeEach(() => {
  clock.set(TEST_NOW);
  fcm.reset();
});

/** A staff account of the test's own, so each test has its own hourly allowance. */
async function freshStaffCookie(): Promise<string> {
  staffCount += 1;
  return (await signedInAccount(api, `staff-${staffCount}@push-test.test`, "ADMIN")).cookie;
}

async function postTest(body: unknown, cookie?: string, app: { fetch: TestApp["app"]["fetch"] } = api.app) {
  const response = await withoutRequestId(
    await app.fetch(
      new Request("http://marketplace.test/api/notifications/test", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
    ),
  );
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

async function graphqlTest(token: unknown, cookie?: string, app: { fetch: TestApp["app"]["fetch"] } = api.app) {
  const response = await withoutRequestId(
    await app.fetch(
      new Request("http://marketplace.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: print(SEND_TEST_NOTIFICATION), variables: { input: { token } } }),
      }),
    ),
  );
  return (await response.json()) as {
    data?: { sendTestNotification: Record<string, unknown> } | null;
    errors?: { message: string }[];
  };
}

/** What the page shows when FCM took it: the message's name as FCM answered it (the stand-in numbers them). */
const SENT_MESSAGE = new RegExp(
  `^Test notification sent \\(FCM message projects/${STAND_IN_PROJECT_ID}/messages/\\d+\\)\\.$`,
);

describe("POST /api/notifications/test", () => {
  it("refuses a visitor (401) and customers and providers (403), sending nothing", async () => {
    expect(await postTest({ token: DEVICE })).toMatchObject({ status: 401, body: { message: SIGN_IN } });
    for (const cookie of [customerCookie, providerCookie]) {
      expect(await postTest({ token: DEVICE }, cookie)).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
    }
    expect(fcm.requests).toHaveLength(0);
  });

  it("answers a blank or missing token 400 in the spec's words, sending nothing", async () => {
    const staff = await freshStaffCookie();

    for (const body of [{ token: "" }, { token: "   " }, {}, { token: null }]) {
      expect(await postTest(body, staff)).toMatchObject({ status: 400, body: { message: TOKEN_REQUIRED } });
    }
    expect(fcm.requests).toHaveLength(0);
  });

  it("says push is not configured (503, success false) on a server without FIREBASE_SERVICE_ACCOUNT", async () => {
    const staff = await freshStaffCookie();

    const answer = await postTest({ token: DEVICE }, staff, unconfigured);

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: PUSH_NOT_CONFIGURED_MESSAGE });
    expect(fcm.requests).toHaveLength(0);
  });

  it("sends the test message through FCM and answers 200 with FCM's message id", async () => {
    const staff = await freshStaffCookie();

    const answer = await postTest({ token: DEVICE }, staff);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: expect.stringMatching(SENT_MESSAGE) });
    expect(fcm.requests).toHaveLength(1);
    expect(fcm.requests[0]!.body.message).toMatchObject({
      token: DEVICE,
      notification: {
        title: "Test notification",
        body: "Push notifications from the Local Services Marketplace reach this device.",
      },
      data: { link: "/firebase-test" },
    });
  });

  it("reports a token FCM no longer knows as a failure with FCM's words, never as sent", async () => {
    const staff = await freshStaffCookie();
    fcm.failNext(DEVICE, FCM_ERRORS.unregistered());

    const answer = await postTest({ token: DEVICE }, staff);

    expect(answer.status).toBe(502);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(
      /^FCM does not accept this token \(messaging\/registration-token-not-registered\): .+/,
    );
  });

  it("reports FCM refusing the server's credentials as a failure naming FCM's code", async () => {
    const staff = await freshStaffCookie();
    fcm.failNext(DEVICE, FCM_ERRORS.thirdPartyAuthError());

    const answer = await postTest({ token: DEVICE }, staff);

    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ success: false, message: expect.stringMatching(/^FCM refused the message \(/) });
  });

  it("allows 10 an hour per account: the 11th is 429 with the wait, other staff are not held back, an hour later it opens", async () => {
    const staff = await freshStaffCookie();
    for (let request = 1; request <= 10; request++) {
      const answer = await postTest({ token: DEVICE }, staff);
      expect({ request, status: answer.status }).toEqual({ request, status: 200 });
    }
    clock.advanceHours(0.25);

    const eleventh = await postTest({ token: DEVICE }, staff);

    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      message: "Rate limit reached (10 test notifications per hour). Please wait 45 minutes and try again.",
    });
    expect(fcm.requests).toHaveLength(10);
    // Refused requests count too: hammering does not help.
    expect((await postTest({ token: DEVICE }, staff)).status).toBe(429);
    expect((await postTest({ token: DEVICE }, await freshStaffCookie())).status).toBe(200);

    clock.set(new Date(TEST_NOW.getTime() + 60 * 60 * 1000));
    expect(await postTest({ token: DEVICE }, staff)).toMatchObject({ status: 200, body: { success: true } });
  });

  // Thrown inside a REST handler, the refusal goes through the REST router's own error
  // handling, which must say it the same way as the app's (the partner API's 429).
  it("says how long to wait in a Retry-After header on the 429, as the partner API's limit does", async () => {
    const staff = await freshStaffCookie();
    for (let request = 1; request <= 10; request++) await postTest({ token: DEVICE }, staff, unconfigured);
    clock.advanceHours(0.5);

    const eleventh = await postTest({ token: DEVICE }, staff, unconfigured);

    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("retry-after")).toBe("1800");
  });

  it("does not count a blank token against the hour", async () => {
    const staff = await freshStaffCookie();
    for (let request = 1; request <= 12; request++) expect((await postTest({ token: "" }, staff)).status).toBe(400);

    expect((await postTest({ token: DEVICE }, staff)).status).toBe(200);
  });
});

describe("GraphQL sendTestNotification", () => {
  it("refuses a visitor and customers and providers", async () => {
    expect((await graphqlTest(DEVICE)).errors?.[0]?.message).toBe(SIGN_IN);
    for (const cookie of [customerCookie, providerCookie]) {
      const { data, errors } = await graphqlTest(DEVICE, cookie);
      // Refused before the service runs (the field's scope), in the same words REST uses.
      expect(errors?.[0]?.message).toBe(NOT_ALLOWED);
      expect(data).toBeNull();
    }
    expect(fcm.requests).toHaveLength(0);
  });

  it("answers a blank token with a ValidationError in the spec's words", async () => {
    const { data, errors } = await graphqlTest("  ", await freshStaffCookie());

    expect(errors).toBeUndefined();
    expect(data!.sendTestNotification).toEqual({ __typename: "ValidationError", message: TOKEN_REQUIRED });
  });

  it("answers what FCM said: not configured, sent, or a token FCM no longer knows", async () => {
    const staff = await freshStaffCookie();

    expect((await graphqlTest(DEVICE, staff, unconfigured)).data!.sendTestNotification).toEqual({
      __typename: "PushTestResult",
      success: false,
      message: PUSH_NOT_CONFIGURED_MESSAGE,
    });
    expect((await graphqlTest(DEVICE, staff)).data!.sendTestNotification).toEqual({
      __typename: "PushTestResult",
      success: true,
      message: expect.stringMatching(SENT_MESSAGE),
    });
    fcm.failNext(DEVICE, FCM_ERRORS.unregistered());
    expect((await graphqlTest(DEVICE, staff)).data!.sendTestNotification).toEqual({
      __typename: "PushTestResult",
      success: false,
      message: expect.stringMatching(/^FCM does not accept this token/),
    });
  });

  it("shares the hourly allowance with REST and answers the 11th with RateLimitedError", async () => {
    const staff = await freshStaffCookie();
    for (let request = 1; request <= 5; request++) expect((await postTest({ token: DEVICE }, staff)).status).toBe(200);
    for (let request = 6; request <= 10; request++) {
      expect((await graphqlTest(DEVICE, staff)).data!.sendTestNotification).toMatchObject({ success: true });
    }
    clock.advanceHours(0.5);

    expect((await graphqlTest(DEVICE, staff)).data!.sendTestNotification).toEqual({
      __typename: "RateLimitedError",
      message: "Rate limit reached (10 test notifications per hour). Please wait 30 minutes and try again.",
      retryAfterSeconds: 1800,
    });
    expect(fcm.requests).toHaveLength(10);

    clock.advanceHours(0.5);
    expect((await graphqlTest(DEVICE, staff)).data!.sendTestNotification).toMatchObject({
      __typename: "PushTestResult",
      success: true,
    });
  });
});

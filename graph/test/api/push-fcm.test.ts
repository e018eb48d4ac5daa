// The FCM push gateway driving the real firebase-admin messaging client against a local
// stand-in for FCM's HTTP v1 API (test/support/fcm-stand-in.ts): what FCM receives, and
// what each of FCM's documented answers tells the caller to do.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createFcmPushGateway, type FcmPushGateway } from "../../src/gateways/push/fcm-gateway.ts";
import {
  FCM_ERRORS,
  type FcmStandIn,
  STAND_IN_ACCESS_TOKEN,
  STAND_IN_PROJECT_ID,
  startFcmStandIn,
} from "../support/fcm-stand-in.ts";

let fcm: FcmStandIn;
let gateway: FcmPushGateway;
const extraGateways: FcmPushGateway[] = [];

beforeAll(async () => {
  fcm = await startFcmStandIn();
  gateway = createFcmPushGateway(fcm.gatewayOptions());
});
afterEach(() => fcm.reset());
afterAll(async () => {
  await Promise.all([gateway, ...extraGateways].map((each) => each.close()));
  await fcm.close();
});

function gatewayWith(options: Parameters<FcmStandIn["gatewayOptions"]>[0]) {
  const made = createFcmPushGateway(fcm.gatewayOptions(options));
  extraGateways.push(made);
  return made;
}

const message = { token: "device-token-1", title: "Booking confirmed", body: "Sam cleans on Friday at 9:00." };

describe("the FCM push gateway against FCM's HTTP v1 API", () => {
  it("describes its project", () => {
    expect(gateway.configured).toBe(true);
    expect(gateway.description).toBe(`Firebase Cloud Messaging (project ${STAND_IN_PROJECT_ID})`);
  });

  it("posts the message to the project's messages:send with the access token", async () => {
    const outcome = await gateway.send({ ...message, link: "/provider-dashboard", data: { bookingId: "b-42" } });

    expect(outcome).toEqual({ kind: "sent", messageId: `projects/${STAND_IN_PROJECT_ID}/messages/1` });
    expect(fcm.requests).toHaveLength(1);
    const request = fcm.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/v1/projects/${STAND_IN_PROJECT_ID}/messages:send`);
    expect(request.authorization).toBe(`Bearer ${STAND_IN_ACCESS_TOKEN}`);
    expect(request.servername).toBe("fcm.googleapis.com");
    expect(request.body).toEqual({
      message: {
        token: "device-token-1",
        notification: { title: "Booking confirmed", body: "Sam cleans on Friday at 9:00." },
        data: { bookingId: "b-42", link: "/provider-dashboard" },
        android: { priority: "high" },
        apns: { payload: { aps: { sound: "default" } } },
      },
    });
  });

  it("adds the web click-through link only for an absolute https link", async () => {
    await gateway.send({ ...message, link: "https://app.example.ca/provider-dashboard" });
    await gateway.send({ ...message, link: "http://app.example.ca/provider-dashboard" });

    const [https, http] = fcm.requests.map((request) => request.body.message!);
    expect(https!.webpush).toEqual({ fcmOptions: { link: "https://app.example.ca/provider-dashboard" } });
    expect(https!.data).toEqual({ link: "https://app.example.ca/provider-dashboard" });
    expect(http!.webpush).toBeUndefined();
    expect(http!.data).toEqual({ link: "http://app.example.ca/provider-dashboard" });
  });

  it("sends no data at all when there is neither link nor data", async () => {
    await gateway.send(message);

    expect(fcm.requests[0]!.body.message).not.toHaveProperty("data");
    expect(fcm.requests[0]!.body.message).not.toHaveProperty("webpush");
  });

  it.each([
    ["UNREGISTERED (404)", FCM_ERRORS.unregistered(), "messaging/registration-token-not-registered"],
    ["INVALID_ARGUMENT for the token (400)", FCM_ERRORS.invalidToken(), "messaging/invalid-argument"],
  ])("tells the caller to drop the token on %s", async (_name, answer, code) => {
    fcm.failNext(message.token, answer);

    const outcome = await gateway.send(message);

    expect(outcome).toMatchObject({ kind: "invalid-token", code });
    expect(fcm.requests).toHaveLength(1);
  });

  it.each([
    ["QUOTA_EXCEEDED (429)", FCM_ERRORS.quotaExceeded(), "messaging/message-rate-exceeded"],
    ["INTERNAL (500)", FCM_ERRORS.internal(), "messaging/internal-error"],
    ["UNAVAILABLE (503)", FCM_ERRORS.unavailable(), "messaging/server-unavailable"],
  ])("tells the caller to retry later on %s", async (_name, answer, code) => {
    fcm.failNext(message.token, answer);

    const outcome = await gateway.send(message);

    expect(outcome).toMatchObject({ kind: "retry", code });
    // No automatic retry for these: a 503 with a Retry-After above 60 s is not waited for.
    expect(fcm.requests).toHaveLength(1);
  });

  it("lets firebase-admin itself resend at once after a first 503 without Retry-After", async () => {
    fcm.failNext(message.token, { ...FCM_ERRORS.unavailable(), headers: {} });

    const outcome = await gateway.send(message);

    expect(outcome).toMatchObject({ kind: "sent" });
    expect(fcm.requests).toHaveLength(2);
  });

  it.each([
    ["THIRD_PARTY_AUTH_ERROR (401)", FCM_ERRORS.thirdPartyAuthError()],
    ["UNAUTHENTICATED (401)", FCM_ERRORS.unauthenticated()],
  ])("reports the setup as wrong on %s, keeping the token", async (_name, answer) => {
    fcm.failNext(message.token, answer);

    const outcome = await gateway.send(message);

    expect(outcome).toMatchObject({ kind: "rejected", code: "messaging/third-party-auth-error" });
  });

  it("keeps the token on SENDER_ID_MISMATCH (403): firebase-admin gives our own PERMISSION_DENIED that code too", async () => {
    fcm.failNext(message.token, FCM_ERRORS.senderIdMismatch());

    const outcome = await gateway.send(message);

    expect(outcome).toMatchObject({ kind: "rejected", code: "messaging/mismatched-credential" });
  });

  it("reports a wrong access token as a rejected setup", async () => {
    const wrongToken = gatewayWith({ accessToken: "not-the-token" });

    const outcome = await wrongToken.send(message);

    expect(fcm.requests[0]!.authorization).toBe("Bearer not-the-token");
    expect(outcome).toMatchObject({ kind: "rejected", code: "messaging/third-party-auth-error" });
  });

  it("retries when the access token cannot be had for the network, rejects when the key is refused", async () => {
    const unreachable = createFcmPushGateway({
      ...fcm.gatewayOptions(),
      credential: {
        getAccessToken: async () => {
          throw new Error("request to the token server failed, reason: connect ECONNREFUSED 127.0.0.1:443");
        },
      },
    });
    const refused = createFcmPushGateway({
      ...fcm.gatewayOptions(),
      credential: {
        getAccessToken: async () => {
          throw new Error("invalid_grant: Invalid JWT Signature.");
        },
      },
    });
    extraGateways.push(unreachable, refused);

    expect(await unreachable.send(message)).toMatchObject({ kind: "retry", code: "app/invalid-credential" });
    expect(await refused.send(message)).toMatchObject({ kind: "rejected", code: "app/invalid-credential" });
    expect(fcm.requests).toHaveLength(0);
  });

  it("tells the caller to retry when FCM cannot be reached", async () => {
    const down = await startFcmStandIn();
    const options = down.gatewayOptions();
    await down.close();
    const unreachable = createFcmPushGateway(options);
    extraGateways.push(unreachable);

    const outcome = await unreachable.send(message);

    expect(outcome).toMatchObject({ kind: "retry", code: "app/network-error" });
    expect(outcome).toHaveProperty("message", expect.stringContaining("ECONNREFUSED"));
  });

  it("refuses a payload FCM would refuse without sending it, so the token is never blamed", async () => {
    const reserved = await gateway.send({ ...message, data: { "google.sent_time": "1" } });
    const tooBig = await gateway.send({ ...message, body: "x".repeat(5000) });

    expect(reserved).toMatchObject({ kind: "rejected", code: "invalid-payload" });
    expect(tooBig).toMatchObject({ kind: "rejected", code: "invalid-payload" });
    expect(fcm.requests).toHaveLength(0);
  });

  it("answers a message not shaped as PushMessage with an outcome, not an exception", async () => {
    const malformed = { ...message, title: undefined } as unknown as typeof message;

    expect(await gateway.send(malformed)).toMatchObject({ kind: "rejected" });
    expect(fcm.requests).toHaveLength(0);
  });

  it("answers a blank token as invalid without sending", async () => {
    expect(await gateway.send({ ...message, token: "  " })).toMatchObject({ kind: "invalid-token" });
    expect(fcm.requests).toHaveLength(0);
  });

  it("keeps separate gateways apart and refuses to send once closed", async () => {
    const other = createFcmPushGateway(fcm.gatewayOptions({ projectId: "other-project" }));

    expect(await other.send(message)).toMatchObject({ kind: "sent" });
    await other.close();
    expect(await other.send(message)).toMatchObject({ kind: "rejected", code: "gateway-closed" });
    expect(await gateway.send(message)).toMatchObject({ kind: "sent" });

    expect(fcm.requests.map((request) => request.path)).toEqual([
      "/v1/projects/other-project/messages:send",
      `/v1/projects/${STAND_IN_PROJECT_ID}/messages:send`,
    ]);
  });
});

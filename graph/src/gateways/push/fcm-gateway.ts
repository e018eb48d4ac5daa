// Push through Firebase Cloud Messaging with the official `firebase-admin` client, one
// message per call (`send`, HTTP/1.1 through `httpAgent`; `sendEach` would use HTTP/2 and
// ignore the agent). Every failure becomes a PushOutcome, sorted by what the caller must do
// (see fcm-outcomes.ts); `send` never throws.
//
// FCM answers INVALID_ARGUMENT both for a bad token and for a bad payload, and firebase-admin
// hands both over as `messaging/invalid-argument`. FCM's advice is to delete the token only
// when the payload is known to be valid, so the payload is checked here first (reserved data
// keys, size, https-only web link): what FCM refuses after that is the token.
import { randomUUID } from "node:crypto";
import type { Agent } from "node:http";
import { type App, type Credential, deleteApp, initializeApp } from "firebase-admin/app";
import { getMessaging, type TokenMessage } from "firebase-admin/messaging";
import { errorCodeOf, errorMessageOf, outcomeOfFailure } from "./fcm-outcomes.ts";
import type { PushGateway, PushMessage, PushOutcome } from "./push-gateway.ts";

export interface FcmPushGatewayOptions {
  /** The Firebase project the device tokens belong to (the service account's project_id). */
  projectId: string;
  /** Where access tokens come from: `cert(serviceAccount)` in production, a fixed token in tests. */
  credential: Credential;
  /** How requests reach FCM; tests pass one that connects to a local stand-in (fcm-stand-in.ts). */
  httpAgent?: Agent;
}

export interface FcmPushGateway extends PushGateway {
  readonly configured: true;
  /** Deletes this gateway's firebase-admin app; `send` must not be called afterwards. */
  close(): Promise<void>;
}

/** FCM's limit for a message to a token, keys and values together (FCM error codes, INVALID_ARGUMENT). */
export const FCM_MAX_PAYLOAD_BYTES = 4096;

/** FCM keeps these data keys for itself and refuses a message that uses them. */
const RESERVED_DATA_KEYS = new Set(["from", "message_type"]);
const RESERVED_DATA_KEY_PREFIXES = ["google", "gcm"];

export function createFcmPushGateway(options: FcmPushGatewayOptions): FcmPushGateway {
  const { projectId, credential, httpAgent } = options;
  if (!projectId.trim()) throw new Error("The FCM push gateway needs a Firebase project id.");
  // A name of its own, so that several gateways (tests, a reconfigured server) never collide
  // with each other or with a default app some other code may initialise.
  const app: App = initializeApp(
    { projectId, credential, ...(httpAgent ? { httpAgent } : {}) },
    `push-gateway-${randomUUID()}`,
  );
  const messaging = getMessaging(app);
  let closed = false;

  return {
    configured: true,
    description: `Firebase Cloud Messaging (project ${projectId})`,

    async send(message: PushMessage): Promise<PushOutcome> {
      if (closed) return { kind: "rejected", code: "gateway-closed", message: "The push gateway was closed." };
      let pending: Promise<string>;
      try {
        if (!message.token.trim()) {
          return { kind: "invalid-token", code: "empty-token", message: "The device token is empty." };
        }
        const payloadProblem = problemWithPayload(message);
        if (payloadProblem) return { kind: "rejected", code: "invalid-payload", message: payloadProblem };
        // firebase-admin checks the message before any request and throws at once: a refusal
        // of our payload (or a message not shaped as PushMessage), never of the token.
        pending = messaging.send(fcmMessageOf(message));
      } catch (error) {
        return { kind: "rejected", code: errorCodeOf(error) ?? "invalid-payload", message: errorMessageOf(error) };
      }
      try {
        return { kind: "sent", messageId: await pending };
      } catch (error) {
        return outcomeOfFailure(error);
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      await deleteApp(app);
    },
  };
}

/**
 * The message FCM receives: the notification shown by the device, the same title/body and
 * link in `data` for the app to route with, and modest delivery hints: Android's high
 * priority (a notification the user is meant to see now) and the default iOS sound.
 */
export function fcmMessageOf(message: PushMessage): TokenMessage {
  const link = message.link?.trim() || undefined;
  // The link goes last so a caller's `data.link` cannot contradict it.
  const data = { ...message.data, ...(link ? { link } : {}) };
  return {
    token: message.token,
    notification: { title: message.title, body: message.body },
    ...(Object.keys(data).length > 0 ? { data } : {}),
    android: { priority: "high" },
    apns: { payload: { aps: { sound: "default" } } },
    // FCM's web client opens this link on a click but takes only absolute https URLs; an
    // app path ("/provider-dashboard") stays in `data.link` for the app to resolve.
    ...(link && isAbsoluteHttps(link) ? { webpush: { fcmOptions: { link } } } : {}),
  };
}

/** Why FCM would refuse this payload (a reason we can tell before sending), or null. */
export function problemWithPayload(message: PushMessage): string | null {
  const data = message.data ?? {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== "string") return `The data value of "${key}" is not a string; FCM takes strings only.`;
    const lower = key.toLowerCase();
    if (RESERVED_DATA_KEYS.has(lower) || RESERVED_DATA_KEY_PREFIXES.some((prefix) => lower.startsWith(prefix))) {
      return `The data key "${key}" is reserved by FCM.`;
    }
  }
  const link = message.link?.trim() ?? "";
  const pieces = [message.title, message.body, ...Object.entries(data).flat(), ...(link ? ["link", link] : [])];
  const bytes = pieces.reduce((total, piece) => total + Buffer.byteLength(piece, "utf8"), 0);
  if (bytes > FCM_MAX_PAYLOAD_BYTES) {
    return `The message is ${bytes} bytes; FCM takes at most ${FCM_MAX_PAYLOAD_BYTES} (title, body and data together).`;
  }
  return null;
}

function isAbsoluteHttps(link: string): boolean {
  try {
    return new URL(link).protocol === "https:";
  } catch {
    return false;
  }
}

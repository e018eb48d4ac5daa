// Push notifications to a device token, through Firebase Cloud Messaging (fcm-gateway.ts)
// when FIREBASE_SERVICE_ACCOUNT is set; without it nothing is sent and every caller is told
// so (configure.ts). The outbox and the push test page see only this interface.

export const PUSH_NOT_CONFIGURED_MESSAGE = "Push notifications are not configured on this server";

export interface PushMessage {
  /** The device's registration token, as the mobile app got it from FCM. */
  token: string;
  title: string;
  body: string;
  /** A path in the web app the notification opens ("/provider-dashboard"). */
  link?: string | null;
  /** Extra key/value pairs for the app (FCM's `data`: strings only). */
  data?: Record<string, string>;
}

/**
 * What FCM said, sorted by what the caller must do next (FCM's documented error codes):
 * - sent: FCM accepted the message.
 * - invalid-token: the token will never work again (UNREGISTERED, INVALID_ARGUMENT for the
 *   token, SENDER_ID_MISMATCH): remove it.
 * - retry: a passing failure (QUOTA_EXCEEDED, UNAVAILABLE, INTERNAL, the network): try again
 *   later, backing off; `retryAfterSeconds` when FCM said how long.
 * - rejected: the message or the server's setup is wrong (credentials, payload): retrying
 *   the same message cannot help.
 */
export type PushOutcome =
  | { kind: "sent"; messageId: string }
  | { kind: "invalid-token"; code: string; message: string }
  | { kind: "retry"; code: string; message: string; retryAfterSeconds?: number }
  | { kind: "rejected"; code: string; message: string };

export interface PushGateway {
  /** False when no credentials are set: `send` then answers `not-configured` and sends nothing. */
  readonly configured: boolean;
  /** One line for the start-up log: which project, or that push is off. */
  readonly description: string;
  send(message: PushMessage): Promise<PushOutcome | { kind: "not-configured"; message: string }>;
}

/** The gateway of a server without credentials: it never pretends a message went out. */
export const PUSH_NOT_CONFIGURED: PushGateway = {
  configured: false,
  description: `Not configured (FIREBASE_SERVICE_ACCOUNT unset): ${PUSH_NOT_CONFIGURED_MESSAGE.toLowerCase()}; in-app and email notifications still work`,
  send: async () => ({ kind: "not-configured", message: PUSH_NOT_CONFIGURED_MESSAGE }),
};

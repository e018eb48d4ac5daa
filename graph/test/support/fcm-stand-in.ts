// A stand-in for Firebase Cloud Messaging's HTTP v1 API on 127.0.0.1, over HTTPS with a
// certificate made for it at start. The real `firebase-admin` client reaches it through the
// gateway options `fcmStandIn.gatewayOptions()` builds: a fixed access token instead of a
// service account, and an agent that connects every request for fcm.googleapis.com here.
// It records each request and answers `{ name: "projects/<id>/messages/<n>" }` unless a
// test queued an error answer for the message's token (the documented FCM error shapes).
//
//   const fcm = await startFcmStandIn();
//   const gateway = createFcmPushGateway(fcm.gatewayOptions());
//   fcm.failNext("token-1", FCM_ERRORS.unregistered());
//   await gateway.send({ token: "token-1", title: "t", body: "b" }); // invalid-token
//   fcm.requests[0].body.message.token; // "token-1"
//
// firebase-admin retries a 503 by itself (up to 4 more times, after 0, 1, 2 and 4 s, or the
// Retry-After it was given if ≤ 60 s): queue one 503 per attempt, or give Retry-After above
// 60 s, which it does not wait for (FCM_ERRORS.unavailable).
import { Agent, createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type TLSSocket } from "node:tls";
import { generate } from "selfsigned";
import type { FcmPushGatewayOptions } from "../../src/gateways/push/fcm-gateway.ts";

export const STAND_IN_PROJECT_ID = "stand-in-project";
export const STAND_IN_ACCESS_TOKEN = "stand-in-token";
/** The host firebase-admin sends messages to; the stand-in's certificate is made out to it. */
const FCM_HOST = "fcm.googleapis.com";
const MAX_BODY_BYTES = 1_000_000;

export interface FcmAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RecordedFcmRequest {
  method: string;
  path: string;
  /** The Authorization header as sent: "Bearer stand-in-token". */
  authorization: string | undefined;
  /** The host name the client asked for in the TLS handshake (SNI). */
  servername: string | undefined;
  /** The parsed JSON body: `{ message: { token, notification, data, ... } }`. */
  body: { message?: Record<string, unknown> & { token?: string } } & Record<string, unknown>;
}

export interface FcmStandIn {
  readonly port: number;
  /** Every request so far, oldest first. */
  readonly requests: readonly RecordedFcmRequest[];
  /** Answers the next `times` messages to `token` with `answer` (after any queued before). */
  failNext(token: string, answer: FcmAnswer, times?: number): void;
  /** Options for createFcmPushGateway that send to this stand-in with a fixed access token. */
  gatewayOptions(options?: { projectId?: string; accessToken?: string }): FcmPushGatewayOptions;
  /** Forgets the requests and the queued answers. */
  reset(): void;
  close(): Promise<void>;
}

/** An FCM HTTP v1 error answer: Google's error shape with FCM's own code in `details`. */
export function fcmError(
  status: number,
  statusName: string,
  message: string,
  fcmErrorCode?: string,
  headers?: Record<string, string>,
): FcmAnswer {
  const details = fcmErrorCode
    ? [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode: fcmErrorCode }]
    : undefined;
  return {
    status,
    body: { error: { code: status, message, status: statusName, ...(details ? { details } : {}) } },
    headers,
  };
}

/** FCM's answers to the failures a push sender meets (FCM docs, "error codes" for HTTP v1). */
export const FCM_ERRORS = {
  unregistered: () => fcmError(404, "NOT_FOUND", "Requested entity was not found.", "UNREGISTERED"),
  invalidToken: () =>
    fcmError(
      400,
      "INVALID_ARGUMENT",
      "The registration token is not a valid FCM registration token",
      "INVALID_ARGUMENT",
    ),
  senderIdMismatch: () => fcmError(403, "PERMISSION_DENIED", "SenderId mismatch", "SENDER_ID_MISMATCH"),
  quotaExceeded: () =>
    fcmError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Send requests'.", "QUOTA_EXCEEDED"),
  /** Retry-After defaults past firebase-admin's 60 s limit, so it gives up at once instead of waiting. */
  unavailable: (retryAfterSeconds = 120) =>
    fcmError(503, "UNAVAILABLE", "The service is currently unavailable.", "UNAVAILABLE", {
      "retry-after": String(retryAfterSeconds),
    }),
  internal: () => fcmError(500, "INTERNAL", "Internal error encountered.", "INTERNAL"),
  thirdPartyAuthError: () =>
    fcmError(401, "UNAUTHENTICATED", "Auth error from APNS or Web Push Service", "THIRD_PARTY_AUTH_ERROR"),
  /** Google's answer to a missing or wrong OAuth access token: no FCM detail. */
  unauthenticated: () =>
    fcmError(
      401,
      "UNAUTHENTICATED",
      "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
    ),
} satisfies Record<string, (...args: never[]) => FcmAnswer>;

export async function startFcmStandIn(): Promise<FcmStandIn> {
  const pems = await generate([{ name: "commonName", value: FCM_HOST }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: FCM_HOST }] }],
  });
  const requests: RecordedFcmRequest[] = [];
  const queued = new Map<string, FcmAnswer[]>();
  let sent = 0;

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (incoming, outgoing) => {
    void handle(incoming, outgoing);
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    let answer: FcmAnswer;
    try {
      answer = answerTo(await record(incoming));
    } catch (error) {
      answer = fcmError(400, "INVALID_ARGUMENT", `Stand-in could not read the request: ${String(error)}`);
    }
    outgoing.writeHead(answer.status, { "content-type": "application/json; charset=UTF-8", ...answer.headers });
    outgoing.end(JSON.stringify(answer.body));
  }

  async function record(incoming: IncomingMessage): Promise<RecordedFcmRequest> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) throw new Error("body too large");
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString("utf8");
    const request: RecordedFcmRequest = {
      method: incoming.method ?? "",
      path: incoming.url ?? "",
      authorization: incoming.headers.authorization,
      servername: (incoming.socket as TLSSocket).servername || undefined,
      body: text ? (JSON.parse(text) as RecordedFcmRequest["body"]) : {},
    };
    requests.push(request);
    return request;
  }

  function answerTo(request: RecordedFcmRequest): FcmAnswer {
    const route = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.path);
    if (request.method !== "POST" || !route) {
      return fcmError(404, "NOT_FOUND", `The stand-in has no ${request.method} ${request.path}.`);
    }
    if (request.authorization !== `Bearer ${STAND_IN_ACCESS_TOKEN}`) return FCM_ERRORS.unauthenticated();
    const token = request.body.message?.token;
    if (typeof token !== "string" || !token) {
      return fcmError(400, "INVALID_ARGUMENT", "Recipient of the message is not set.", "INVALID_ARGUMENT");
    }
    const next = queued.get(token)?.shift();
    if (next) return next;
    sent += 1;
    return { status: 200, body: { name: `projects/${route[1]}/messages/${sent}` } };
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    failNext(token, answer, times = 1) {
      const list = queued.get(token) ?? [];
      for (let index = 0; index < times; index += 1) list.push(answer);
      queued.set(token, list);
    },
    gatewayOptions(options = {}) {
      const accessToken = options.accessToken ?? STAND_IN_ACCESS_TOKEN;
      return {
        projectId: options.projectId ?? STAND_IN_PROJECT_ID,
        credential: { getAccessToken: async () => ({ access_token: accessToken, expires_in: 3600 }) },
        httpAgent: agentTo(port, pems.cert),
      };
    },
    reset() {
      requests.length = 0;
      queued.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * An agent that sends every HTTPS request to the stand-in on 127.0.0.1:`port` while the
 * client still asks for fcm.googleapis.com, and trusts only the stand-in's certificate: the
 * TLS check runs for real, against the host name firebase-admin believes it reached.
 */
function agentTo(port: number, certificate: string): Agent {
  const agent = new Agent({ keepAlive: false });
  agent.createConnection = (options) =>
    connect({ host: "127.0.0.1", port, servername: options.servername ?? FCM_HOST, ca: certificate });
  return agent;
}

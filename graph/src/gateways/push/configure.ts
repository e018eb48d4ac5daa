// Which push gateway the server runs with, from FIREBASE_SERVICE_ACCOUNT: unset, push is off
// and every caller is told so; set, it is the service account key Firebase hands out
// (Project settings → Service accounts), either the JSON itself or the path of its file.
// A key that is there but unusable stops the server at start rather than at the first push.
// No error here ever quotes the key.
import { readFileSync } from "node:fs";
import { type Credential, cert } from "firebase-admin/app";
import { z } from "zod";
import { createFcmPushGateway, type FcmPushGateway } from "./fcm-gateway.ts";
import { PUSH_NOT_CONFIGURED, type PushGateway } from "./push-gateway.ts";

const VARIABLE = "FIREBASE_SERVICE_ACCOUNT";
const REQUIRED_FIELDS = ["project_id", "client_email", "private_key"] as const;

const serviceAccountSchema = z.object({
  project_id: z.string().trim().min(1),
  client_email: z.string().trim().min(1),
  private_key: z.string().trim().min(1),
});
type ServiceAccountKey = z.infer<typeof serviceAccountSchema>;

/** PUSH_NOT_CONFIGURED, or a gateway to FCM whose `close()` ends its firebase-admin app. */
export type EnvPushGateway = PushGateway & Partial<Pick<FcmPushGateway, "close">>;

export function pushGatewayFromEnv(env: NodeJS.ProcessEnv): EnvPushGateway {
  const value = env[VARIABLE]?.trim();
  if (!value) return PUSH_NOT_CONFIGURED;

  const account = serviceAccountFrom(value);
  return createFcmPushGateway({ projectId: account.project_id, credential: credentialOf(account) });
}

function credentialOf(account: ServiceAccountKey): Credential {
  try {
    return cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key });
  } catch {
    // firebase-admin's own message is not shown: it is about the key's text.
    throw new Error(`${VARIABLE}: private_key is not a PEM private key ("-----BEGIN PRIVATE KEY-----...").`);
  }
}

function serviceAccountFrom(value: string): ServiceAccountKey {
  const inline = value.startsWith("{");
  const source = inline ? `${VARIABLE}` : `${VARIABLE} (the file ${value})`;
  const text = inline ? value : readKeyFile(value);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // JSON.parse's message quotes the text around the fault, which may be the key: only the place is kept.
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
    const where = position ? ` (at character ${position})` : "";
    throw new Error(`${source} is not valid JSON${where}: it should hold the service account key file's contents.`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error(`${source} should be a JSON object: the service account key file's contents.`);
  }

  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    const fields = REQUIRED_FIELDS.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field));
    throw new Error(
      `${source} lacks ${fields.join(", ")} (each a non-empty string): use the whole service account key file.`,
    );
  }
  // A key pasted into a one-line variable often keeps its newlines as the two characters "\n".
  return { ...parsed.data, private_key: parsed.data.private_key.replace(/\\n/g, "\n") };
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason = typeof code === "string" ? code : "unreadable";
    throw new Error(
      `${VARIABLE} should be the service account JSON or the path of its file; the file ${path} cannot be read (${reason}).`,
    );
  }
}

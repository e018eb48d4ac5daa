// FIREBASE_SERVICE_ACCOUNT: unset turns push off; set, it is the service account key as JSON
// or as the path of its file, and a key that cannot work stops the server with an error
// that names the problem without ever quoting the key.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type EnvPushGateway, pushGatewayFromEnv } from "./configure.ts";
import { PUSH_NOT_CONFIGURED, PUSH_NOT_CONFIGURED_MESSAGE } from "./push-gateway.ts";

// A real RSA key: firebase-admin parses the private key as soon as the credential is made.
const { privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const KEY_BODY_LINE = privateKey.split("\n")[1]!;

const serviceAccount = {
  type: "service_account",
  project_id: "cleaning-marketplace-test",
  private_key_id: "0123456789abcdef",
  private_key: privateKey,
  client_email: "firebase-adminsdk@cleaning-marketplace-test.iam.gserviceaccount.com",
};

const folder = mkdtempSync(join(tmpdir(), "push-configure-"));
const opened: EnvPushGateway[] = [];

function fromEnv(value: string | undefined) {
  const gateway = pushGatewayFromEnv(value === undefined ? {} : { FIREBASE_SERVICE_ACCOUNT: value });
  opened.push(gateway);
  return gateway;
}

function errorOf(value: string): Error {
  try {
    fromEnv(value);
  } catch (error) {
    return error as Error;
  }
  throw new Error("pushGatewayFromEnv accepted the value");
}

afterEach(async () => {
  await Promise.all(opened.splice(0).flatMap((gateway) => (gateway.close ? [gateway.close()] : [])));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("pushGatewayFromEnv", () => {
  it("turns push off when FIREBASE_SERVICE_ACCOUNT is unset or blank, and says so on every send", async () => {
    for (const value of [undefined, "", "   "]) {
      const gateway = fromEnv(value);

      expect(gateway).toBe(PUSH_NOT_CONFIGURED);
      expect(gateway.configured).toBe(false);
      expect(await gateway.send({ token: "device-1", title: "t", body: "b" })).toEqual({
        kind: "not-configured",
        message: "Push notifications are not configured on this server",
      });
    }
    expect(PUSH_NOT_CONFIGURED_MESSAGE).toBe("Push notifications are not configured on this server");
  });

  it("takes the service account JSON itself", () => {
    const gateway = fromEnv(JSON.stringify(serviceAccount));

    expect(gateway.configured).toBe(true);
    expect(gateway.description).toBe("Firebase Cloud Messaging (project cleaning-marketplace-test)");
  });

  it("takes the path of the service account file", () => {
    const path = join(folder, "service-account.json");
    writeFileSync(path, JSON.stringify(serviceAccount, null, 2));

    const gateway = fromEnv(`  ${path}\n`);

    expect(gateway.configured).toBe(true);
    expect(gateway.description).toBe("Firebase Cloud Messaging (project cleaning-marketplace-test)");
  });

  it("accepts a key whose newlines were pasted as \\n", () => {
    const oneLine = { ...serviceAccount, private_key: privateKey.replace(/\n/g, "\\n") };

    expect(fromEnv(JSON.stringify(oneLine)).configured).toBe(true);
  });

  it("names the fields that are missing or empty", () => {
    const error = errorOf(JSON.stringify({ project_id: "p", client_email: "", other: 1 }));

    expect(error.message).toContain("FIREBASE_SERVICE_ACCOUNT lacks client_email, private_key");
    expect(error.message).not.toContain("project_id");
  });

  it("names each of the three fields when it alone is missing", () => {
    for (const field of ["project_id", "client_email", "private_key"] as const) {
      const { [field]: _left, ...rest } = serviceAccount;

      const error = errorOf(JSON.stringify(rest));

      expect(error.message).toMatch(new RegExp(`lacks ${field} \\(`));
      expect(error.message).not.toContain(KEY_BODY_LINE);
    }
  });

  it("says a file that cannot be read cannot be read", () => {
    const path = join(folder, "missing.json");

    const error = errorOf(path);

    expect(error.message).toContain(`the file ${path} cannot be read (ENOENT)`);
  });

  it("reports invalid JSON without quoting any of it", () => {
    const broken = JSON.stringify(serviceAccount).replace(`"client_email"`, `client_email`);

    const error = errorOf(broken);

    expect(error.message).toMatch(/^FIREBASE_SERVICE_ACCOUNT is not valid JSON/);
    expect(error.message).not.toContain(KEY_BODY_LINE);
    expect(error.message).not.toContain("PRIVATE KEY");
    expect(error.message).not.toContain("client_email");
  });

  it("reports invalid JSON in a file, naming the file but not quoting it", () => {
    const path = join(folder, "broken.json");
    writeFileSync(path, `${JSON.stringify(serviceAccount)},`);

    const error = errorOf(path);

    expect(error.message).toContain(`FIREBASE_SERVICE_ACCOUNT (the file ${path}) is not valid JSON`);
    expect(error.message).not.toContain(KEY_BODY_LINE);
  });

  it("refuses a file whose JSON is not an object, and an empty object", () => {
    const path = join(folder, "list.json");
    writeFileSync(path, JSON.stringify([serviceAccount]));

    expect(errorOf(path).message).toContain(`(the file ${path}) should be a JSON object`);
    expect(errorOf("{}").message).toContain("lacks project_id, client_email, private_key");
  });

  it("refuses a private key that is not a key, without quoting it", () => {
    const secret = "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5IGF0IGFsbA==\n-----END PRIVATE KEY-----\n";

    const error = errorOf(JSON.stringify({ ...serviceAccount, private_key: secret }));

    expect(error.message).toContain("private_key is not a PEM private key");
    expect(error.message).not.toContain("bm90IGEga2V5IGF0IGFsbA==");
  });
});

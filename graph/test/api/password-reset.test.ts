// "Forgot password?": asking for a link answers alike whether or not an account uses the
// address, and only an account's address gets an email; the link works once, for 30
// minutes, for its own account and purpose; a refused password leaves it working; using it
// signs the account out everywhere, proves the address and tells the account; and asking for
// links and trying dead ones are throttled per address asked about and per caller's address.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_LENGTH_MESSAGE } from "../../../shared/accounts/sign-up.ts";
import { createApp } from "../../src/app.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { recordingAccountMail } from "../../src/services/accounts/account-mail.ts";
import { issueAccountToken } from "../../src/services/accounts/account-tokens.ts";
import { RESET_LINK_INVALID_MESSAGE } from "../../src/services/accounts/password-reset.ts";
import { RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from "../../src/rest/password-reset.ts";
import { startTestApp, TEST_NOW, type TestApp, withoutRequestId } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";

const PASSWORD = "the old long passphrase";
const NEW_PASSWORD = "a brand new passphrase";

const REQUEST = `mutation($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) {
    __typename
    ... on RequestPasswordResetPayload { accepted }
    ... on Error { message }
    ... on TooManySignInAttemptsError { retryAfterSeconds }
  }
}`;
const RESET = `mutation($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
    ... on ResetPasswordPayload { success }
    ... on Error { message }
    ... on ValidationError { fieldErrors { path message } }
  }
}`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }`;
const VIEWER = `query { viewer { email } }`;

let api: TestApp;
let prisma: PrismaClient;
let now = TEST_NOW;
// The app as behind the production proxy (the caller's address from X-Forwarded-For), with a
// clock the tests move and the email it would have sent kept.
const mail = recordingAccountMail();
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  api = await startTestApp({ providers: 2 });
  prisma = api.db.prisma;
  app = createApp({ db: prisma, clock: { now: () => now }, trustProxy: true, accountMail: mail, logError: () => {} });
});
afterAll(() => api?.close());
beforeEach(() => {
  now = TEST_NOW;
});

let counter = 0;
/** An account of the test's own, and a caller address nobody else uses. */
async function account(label: string) {
  counter += 1;
  const email = `${label}-${counter}@reset.test`;
  const userId = await createAccount(prisma, email, PASSWORD);
  return { email, userId, address: `198.51.100.${counter}` };
}

async function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await withoutRequestId(
    await app.fetch(
      new Request("http://marketplace.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      }),
    ),
  );
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, response };
}

async function rest(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await withoutRequestId(
    await app.fetch(
      new Request(`http://marketplace.test${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    ),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

async function requestReset(email: string, address: string) {
  return (await graphql(REQUEST, { input: { email } }, { "x-forwarded-for": address })).data.requestPasswordReset;
}

async function reset(token: string, password: string, address = "192.0.2.1", headers: Record<string, string> = {}) {
  const { data, response } = await graphql(
    RESET,
    { input: { token, password } },
    { "x-forwarded-for": address, ...headers },
  );
  return { result: data.resetPassword, response };
}

async function signIn(email: string, password: string) {
  const { data, response } = await graphql(SIGN_IN, { input: { email, password } });
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? null;
  return { typename: data.signIn.__typename as string, cookie };
}

/** The emails sent to `email` once the answer's background work is done. */
async function mailTo(email: string, count = 1) {
  await vi.waitFor(() => expect(mail.sent.filter((m) => m.to === email)).toHaveLength(count));
  return mail.sent.filter((m) => m.to === email);
}

function tokenIn(text: string): string {
  const match = /http:\/\/marketplace\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No reset link in ${text}`);
  return match[1]!;
}

/** A reset link of a fresh account, asked for as a person would. */
async function linkFor(label: string) {
  const who = await account(label);
  await requestReset(who.email, who.address);
  const [message] = await mailTo(who.email);
  return { ...who, token: tokenIn(message!.text) };
}

describe("asking for a link", () => {
  it("emails an account's address one link that works, and says when it stops and what to do if unasked", async () => {
    const who = await account("known");
    expect(await requestReset(who.email.toUpperCase(), who.address)).toEqual({
      __typename: "RequestPasswordResetPayload",
      accepted: true,
    });
    const [message] = await mailTo(who.email);
    expect(message!.subject).toBe("Reset your password");
    expect(message!.text).toContain("30 minutes");
    expect(message!.text).toContain("If you did not ask, ignore this email");
    const token = tokenIn(message!.text);
    // The table keeps a digest only.
    expect(await prisma.accountToken.count({ where: { id: token } })).toBe(0);

    expect((await reset(token, NEW_PASSWORD)).result).toEqual({ __typename: "ResetPasswordPayload", success: true });
    expect((await signIn(who.email, PASSWORD)).typename).toBe("InvalidCredentialsError");
    expect((await signIn(who.email, NEW_PASSWORD)).typename).toBe("SignInPayload");
  });

  it("answers an unknown address exactly as a known one, and sends it nothing", async () => {
    const known = await account("twin");
    const before = mail.sent.length;
    const unknown = await requestReset("nobody-here@reset.test", "203.0.113.90");
    const answered = await requestReset(known.email, "203.0.113.91");
    expect(unknown).toEqual(answered);
    await mailTo(known.email);
    // The unknown address's work was queued first and finished before the known one's.
    expect(mail.sent.slice(before).map((m) => m.to)).toEqual([known.email]);
    expect(await prisma.user.count({ where: { email: "nobody-here@reset.test" } })).toBe(0);
  });

  it("answers REST with 202 and the same words either way, and 400 for a malformed address", async () => {
    const known = await account("rest");
    const a = await rest("/api/account/password-reset", { email: known.email }, { "x-forwarded-for": known.address });
    const b = await rest("/api/account/password-reset", { email: "no-account@reset.test" });
    expect([a.status, a.body]).toEqual([202, { message: RESET_REQUESTED_MESSAGE }]);
    expect([b.status, b.body]).toEqual([202, { message: RESET_REQUESTED_MESSAGE }]);
    expect((await rest("/api/account/password-reset", { email: "not an address" })).status).toBe(400);
    expect((await rest("/api/account/password-reset", { email: ["a@b.c"] })).status).toBe(400);
    const token = tokenIn((await mailTo(known.email))[0]!.text);
    const done = await rest("/api/account/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect([done.status, done.body]).toEqual([200, { message: RESET_DONE_MESSAGE }]);
    const again = await rest("/api/account/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect([again.status, again.body]).toEqual([
      400,
      { message: RESET_LINK_INVALID_MESSAGE, fields: [{ field: "token", message: RESET_LINK_INVALID_MESSAGE }] },
    ]);
  });

  it("makes only the newest link work", async () => {
    const who = await account("newest");
    await requestReset(who.email, who.address);
    await mailTo(who.email);
    await requestReset(who.email, who.address);
    const [first, second] = await mailTo(who.email, 2);
    expect((await reset(tokenIn(first!.text), NEW_PASSWORD)).result.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await reset(tokenIn(second!.text), NEW_PASSWORD)).result.__typename).toBe("ResetPasswordPayload");
  });
});

const DEAD_LINK = {
  __typename: "ValidationError",
  message: RESET_LINK_INVALID_MESSAGE,
  fieldErrors: [{ path: ["token"], message: RESET_LINK_INVALID_MESSAGE }],
};

describe("a dead link", () => {
  it("works once", async () => {
    const { token } = await linkFor("once");
    expect((await reset(token, NEW_PASSWORD)).result.__typename).toBe("ResetPasswordPayload");
    expect((await reset(token, "another new passphrase")).result).toEqual(DEAD_LINK);
  });

  it("stops working after 30 minutes", async () => {
    const { token, email } = await linkFor("expired");
    now = new Date(TEST_NOW.getTime() + 30 * 60 * 1000);
    expect((await reset(token, NEW_PASSWORD)).result).toEqual(DEAD_LINK);
    expect((await signIn(email, PASSWORD)).typename).toBe("SignInPayload");
  });

  it("refuses a tampered, unknown, empty or overlong token in the same words", async () => {
    const { token, email } = await linkFor("tampered");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [flipped, `${token}x`, "", "x".repeat(5000), "not-a-token"]) {
      expect((await reset(bad, NEW_PASSWORD)).result, bad.slice(0, 20)).toEqual(DEAD_LINK);
    }
    expect((await reset(token, NEW_PASSWORD)).result.__typename).toBe("ResetPasswordPayload");
    expect((await signIn(email, NEW_PASSWORD)).typename).toBe("SignInPayload");
  });

  it("refuses a token of another purpose, and changes only its own account", async () => {
    const who = await account("purpose");
    const verification = await issueAccountToken(prisma, TEST_NOW, {
      userId: who.userId,
      purpose: "EMAIL_VERIFICATION",
      email: who.email,
    });
    expect((await reset(verification, NEW_PASSWORD)).result).toEqual(DEAD_LINK);
    expect(await prisma.accountToken.findMany({ where: { userId: who.userId } })).toEqual([
      expect.objectContaining({ purpose: "EMAIL_VERIFICATION", usedAt: null }),
    ]);

    const other = await linkFor("other-account");
    expect((await reset(other.token, NEW_PASSWORD)).result.__typename).toBe("ResetPasswordPayload");
    expect((await signIn(who.email, PASSWORD)).typename).toBe("SignInPayload");
    expect((await signIn(other.email, NEW_PASSWORD)).typename).toBe("SignInPayload");
  });
});

describe("a new password", () => {
  it("follows the sign-up rules, in their words, and a refused one leaves the link working", async () => {
    const { token, email } = await linkFor("weak");
    expect((await reset(token, "short")).result).toEqual({
      __typename: "ValidationError",
      message: PASSWORD_LENGTH_MESSAGE,
      fieldErrors: [{ path: ["password"], message: PASSWORD_LENGTH_MESSAGE }],
    });
    expect((await reset(token, "password1234")).result).toEqual({
      __typename: "ValidationError",
      message: COMMON_PASSWORD_MESSAGE,
      fieldErrors: [{ path: ["password"], message: COMMON_PASSWORD_MESSAGE }],
    });
    const weak = await rest("/api/account/password-reset/confirm", { token, password: "short" });
    expect([weak.status, weak.body]).toEqual([
      400,
      { message: PASSWORD_LENGTH_MESSAGE, fields: [{ field: "password", message: PASSWORD_LENGTH_MESSAGE }] },
    ]);
    expect((await reset(token, NEW_PASSWORD)).result.__typename).toBe("ResetPasswordPayload");
    expect((await signIn(email, NEW_PASSWORD)).typename).toBe("SignInPayload");
  });

  it("signs the account out everywhere (old cookies refused) and signs nobody in", async () => {
    const { token, email } = await linkFor("sessions");
    const phone = await signIn(email, PASSWORD);
    const laptop = await signIn(email, PASSWORD);
    expect((await graphql(VIEWER, {}, { cookie: laptop.cookie! })).data.viewer).toEqual({ email });

    // Used from the laptop, still signed in: its cookie is cleared too.
    const { response } = await reset(token, NEW_PASSWORD, "192.0.2.1", { cookie: laptop.cookie! });
    expect(response.headers.get("set-cookie")).toMatch(/sid=;.*Max-Age=0/);
    for (const cookie of [phone.cookie!, laptop.cookie!]) {
      expect((await graphql(VIEWER, {}, { cookie })).data.viewer).toBeNull();
    }
    expect(await prisma.session.count({ where: { user: { email } } })).toBe(0);
  });

  it("leaves a cookie of another account alone", async () => {
    const { token } = await linkFor("bystander-target");
    const bystander = await account("bystander");
    const signedIn = await signIn(bystander.email, PASSWORD);
    const { response } = await reset(token, NEW_PASSWORD, "192.0.2.1", { cookie: signedIn.cookie! });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await graphql(VIEWER, {}, { cookie: signedIn.cookie! })).data.viewer).toEqual({ email: bystander.email });
  });

  it("tells the account, and proves an address the link was sent to", async () => {
    const { token, userId } = await linkFor("notice");
    // An account that never confirmed its address.
    await prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: null } });
    await reset(token, NEW_PASSWORD);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).emailVerifiedAt).toEqual(TEST_NOW);
    expect(await prisma.notification.findMany({ where: { recipientId: userId } })).toEqual([
      expect.objectContaining({ kind: "PASSWORD_CHANGED", title: "Your password was changed" }),
    ]);
  });

  it("proves nothing about an address changed since the link was sent", async () => {
    const { token, userId } = await linkFor("moved");
    await prisma.user.update({
      where: { id: userId },
      data: { email: `moved-${counter}@elsewhere.test`, emailVerifiedAt: null },
    });
    expect((await reset(token, NEW_PASSWORD)).result.__typename).toBe("ResetPasswordPayload");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).emailVerifiedAt).toBeNull();
  });

  it("lets the owner sign in at once even after someone guessed at the account's sign-in", async () => {
    const { token, email } = await linkFor("guessed");
    for (let i = 0; i < 6; i += 1) await signIn(email, `wrong guess ${i} long`);
    expect((await signIn(email, PASSWORD)).typename).toBe("TooManySignInAttemptsError");
    await reset(token, NEW_PASSWORD);
    expect((await signIn(email, NEW_PASSWORD)).typename).toBe("SignInPayload");
  });
});

describe("throttles", () => {
  it("sends one address at most 3 links back to back, then asks to wait, whoever asks", async () => {
    const who = await account("flood");
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset(who.email, `203.0.113.${100 + i}`)).__typename).toBe("RequestPasswordResetPayload");
    }
    const refused = await requestReset(who.email, "203.0.113.110");
    expect(refused).toMatchObject({ __typename: "TooManySignInAttemptsError", retryAfterSeconds: 1 });
    expect(refused.message).toMatch(/^Too many password-reset attempts/);
    await mailTo(who.email, 3);
    const limited = await rest("/api/account/password-reset", { email: who.email });
    expect([limited.status, limited.body.message]).toEqual([429, refused.message]);
    // The wait ends.
    now = new Date(TEST_NOW.getTime() + 1000);
    expect((await requestReset(who.email, "203.0.113.111")).__typename).toBe("RequestPasswordResetPayload");
  });

  it("lets one caller's address ask about 20 addresses, then not, and holds no other caller back", async () => {
    const address = "203.0.113.150";
    for (let i = 0; i < 20; i += 1) {
      expect((await requestReset(`spray-${i}@reset.test`, address)).__typename).toBe("RequestPasswordResetPayload");
    }
    expect((await requestReset("spray-20@reset.test", address)).__typename).toBe("TooManySignInAttemptsError");
    expect((await requestReset("spray-20@reset.test", "203.0.113.151")).__typename).toBe("RequestPasswordResetPayload");
  });

  it("tries 20 dead links from one address, then refuses even a live one there, but not elsewhere", async () => {
    const { token } = await linkFor("guessing");
    const address = "203.0.113.200";
    for (let i = 0; i < 20; i += 1) {
      expect((await reset(`guess-${i}`, NEW_PASSWORD, address)).result.__typename).toBe("ValidationError");
    }
    const refused = (await reset(token, NEW_PASSWORD, address)).result;
    expect(refused.__typename).toBe("TooManySignInAttemptsError");
    expect((await reset(token, NEW_PASSWORD, "203.0.113.201")).result.__typename).toBe("ResetPasswordPayload");
  });
});

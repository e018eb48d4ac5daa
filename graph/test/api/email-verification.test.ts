// Email verification and email change: the links a new account and a change are mailed, what
// following one does (once, before it expires, for its own purpose), what a change needs (the
// password, a free address) and who is told, the rules an unverified account meets (staff
// approval of its business, payout set-up), and the resend limit. Through the real app, as
// a browser and a REST client call it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccountToken } from "../../src/services/accounts/account-tokens.ts";
import {
  ALREADY_VERIFIED_MESSAGE,
  REGISTRANT_UNVERIFIED_MESSAGE,
  SAME_EMAIL_MESSAGE,
  VERIFICATION_LINK_MESSAGE,
  VERIFY_BEFORE_PAYOUTS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "../../src/services/accounts/email-verification.ts";
import { ConflictError, EmailUnavailableError } from "../../src/services/errors.ts";
import { reviewRegistration } from "../../src/services/onboarding/review-registration.ts";
import { systemContext } from "../../src/context.ts";
import { cookieFrom, fixedClock, startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";

let api: TestApp;
let counter = 0;
const PASSWORD = "a long unusual passphrase";
const EMAIL_UNAVAILABLE = new EmailUnavailableError().message;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
});
afterAll(() => api?.close());

async function signUp(email = `person-${++counter}@email.test`): Promise<{ email: string; cookie: string }> {
  const { response, data } = await api.graphql(
    `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on Error { message } } }`,
    { input: { email, name: "Robin Verifier", password: PASSWORD } },
  );
  expect(data?.signUp.__typename).toBe("SignInPayload");
  return { email, cookie: cookieFrom(response) };
}

async function signIn(email: string, password = PASSWORD) {
  const { response, data } = await api.graphql(
    `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }`,
    { input: { email, password } },
  );
  return { result: data?.signIn, cookie: data?.signIn.__typename === "SignInPayload" ? cookieFrom(response) : null };
}

/** The token of the newest link mailed to `to`. */
function lastLinkTo(to: string): string {
  const message = api.accountMail.sent.filter((sent) => sent.to === to).at(-1);
  if (!message) throw new Error(`no mail to ${to}`);
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error(`no link in the mail to ${to}`);
  return match[1]!;
}

function mailCount(to: string): number {
  return api.accountMail.sent.filter((sent) => sent.to === to).length;
}

async function verify(token: string, cookie?: string) {
  const { data, errors } = await api.graphql(
    `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) {
      __typename ... on VerifyEmailPayload { email emailChanged viewer { email emailVerified pendingEmail } }
      ... on Error { message } } }`,
    { input: { token } },
    cookie ? { cookie } : {},
  );
  expect(errors).toBeUndefined();
  return data!.verifyEmail;
}

async function viewer(cookie: string) {
  const { data } = await api.graphql(`{ viewer { email emailVerified pendingEmail } }`, {}, { cookie });
  return data!.viewer;
}

async function changeEmail(cookie: string, newEmail: string, currentPassword = PASSWORD) {
  const { data, errors } = await api.graphql(
    `mutation($input: ChangeEmailInput!) { changeEmail(input: $input) {
      __typename ... on EmailLinkSentPayload { sentTo viewer { email pendingEmail } }
      ... on Error { message } ... on ValidationError { fieldErrors { path message } } } }`,
    { input: { newEmail, currentPassword } },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.changeEmail;
}

async function resend(cookie: string) {
  const { data, errors } = await api.graphql(
    `mutation { resendEmailVerification { __typename ... on EmailLinkSentPayload { sentTo } ... on Error { message } } }`,
    {},
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.resendEmailVerification;
}

describe("verifying an address", () => {
  it("mails a new account a link that confirms it once", async () => {
    const { email, cookie } = await signUp();
    expect(await viewer(cookie)).toEqual({ email, emailVerified: false, pendingEmail: null });
    const message = api.accountMail.sent.find((sent) => sent.to === email)!;
    expect(message.subject).toBe("Confirm your email address");
    expect(message.text).toContain("http://marketplace.test/verify-email/");
    const token = lastLinkTo(email);

    expect(await verify(token, cookie)).toEqual({
      __typename: "VerifyEmailPayload",
      email,
      emailChanged: false,
      viewer: { email, emailVerified: true, pendingEmail: null },
    });
    expect(await viewer(cookie)).toMatchObject({ emailVerified: true });
    expect(await verify(token, cookie)).toEqual({ __typename: "ValidationError", message: VERIFICATION_LINK_MESSAGE });
  });

  it("needs no session, and tells a visitor nothing about the account", async () => {
    const { email, cookie } = await signUp();
    const answer = await verify(lastLinkTo(email));
    expect(answer).toEqual({ __typename: "VerifyEmailPayload", email, emailChanged: false, viewer: null });
    expect(await viewer(cookie)).toMatchObject({ emailVerified: true });
  });

  it("refuses an expired link, a password-reset link and a made-up one alike", async () => {
    const { email, cookie } = await signUp();
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { email } });
    const fourDaysAgo = new Date(TEST_NOW.getTime() - 4 * 24 * 60 * 60 * 1000);
    const expired = await issueAccountToken(api.db.prisma, fourDaysAgo, {
      userId: user.id,
      purpose: "EMAIL_VERIFICATION",
      email,
    });
    const reset = await issueAccountToken(api.db.prisma, TEST_NOW, {
      userId: user.id,
      purpose: "PASSWORD_RESET",
      email,
    });
    for (const token of [expired, reset, "made-up", "x".repeat(300), ""]) {
      expect(await verify(token), token).toEqual({ __typename: "ValidationError", message: VERIFICATION_LINK_MESSAGE });
    }
    expect(await viewer(cookie)).toMatchObject({ emailVerified: false });
  });

  it("sends a new link on request, ends the older one, and stops at three an hour", async () => {
    const { email, cookie } = await signUp();
    const first = lastLinkTo(email);
    for (let i = 0; i < 3; i += 1) {
      expect(await resend(cookie)).toEqual({ __typename: "EmailLinkSentPayload", sentTo: email });
    }
    expect(mailCount(email)).toBe(4);
    const refused = await resend(cookie);
    expect(refused.__typename).toBe("RateLimitedError");
    expect(refused.message).toMatch(/3 confirmation emails per hour/);
    expect(mailCount(email)).toBe(4);
    expect(await verify(first)).toMatchObject({ __typename: "ValidationError" });
    expect(await verify(lastLinkTo(email))).toMatchObject({ __typename: "VerifyEmailPayload" });
    expect(await resend(cookie)).toEqual({ __typename: "ConflictError", message: ALREADY_VERIFIED_MESSAGE });
  });

  it("mails the link to the account a business registration makes", async () => {
    const email = `registrant-${++counter}@email.test`;
    const { data } = await api.graphql(
      `mutation($input: RegisterBusinessInput!) { registerBusiness(input: $input) { __typename ... on Error { message } } }`,
      { input: registrationForm(email) },
    );
    expect(data?.registerBusiness.__typename).toBe("RegisterBusinessPayload");
    expect(lastLinkTo(email)).toBeTruthy();
  });
});

function registrationForm(email: string) {
  return {
    businessName: `Verified Detailing ${counter}`,
    ownerName: "Avery Tremblay",
    email,
    phone: "416 555 0142",
    address: "120 King St W",
    city: "Toronto",
    province: "ON",
    postalCode: "M5H 1J9",
    businessType: "car-detailing",
    description: "Hand wash and full interior detailing at your door.",
    services: ["Interior Detail"],
    isMobile: true,
    isInsured: true,
    yearsInBusiness: 6,
    password: PASSWORD,
  };
}

describe("changing the address", () => {
  it("needs the current password, and changes nothing until the new address answers", async () => {
    const { email, cookie } = await signUp();
    await verify(lastLinkTo(email));
    const newEmail = `moved-${++counter}@email.test`;

    const wrong = await changeEmail(cookie, newEmail, "not my password at all");
    expect(wrong).toMatchObject({
      __typename: "ValidationError",
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      fieldErrors: [{ path: ["currentPassword"], message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    });
    expect(mailCount(newEmail)).toBe(0);
    expect(await changeEmail(cookie, email.toUpperCase())).toMatchObject({ message: SAME_EMAIL_MESSAGE });

    expect(await changeEmail(cookie, newEmail.toUpperCase())).toEqual({
      __typename: "EmailLinkSentPayload",
      sentTo: newEmail,
      viewer: { email, pendingEmail: newEmail },
    });
    expect(api.accountMail.sent.at(-1)).toMatchObject({ to: newEmail, subject: "Confirm your new email address" });
    expect(await viewer(cookie)).toEqual({ email, emailVerified: true, pendingEmail: newEmail });
    expect((await signIn(email)).cookie).not.toBeNull();

    const followed = await verify(lastLinkTo(newEmail), cookie);
    expect(followed).toEqual({
      __typename: "VerifyEmailPayload",
      email: newEmail,
      emailChanged: true,
      viewer: { email: newEmail, emailVerified: true, pendingEmail: null },
    });
    expect((await signIn(email)).result.__typename).toBe("InvalidCredentialsError");
    expect((await signIn(newEmail)).cookie).not.toBeNull();

    // The old address hears of it (by email, as a guest would), and so does the account's bell.
    const notices = await api.db.prisma.notification.findMany({
      where: { kind: "EMAIL_CHANGED", OR: [{ email }, { email: newEmail }] },
      select: { email: true, recipientId: true, body: true },
    });
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { email: newEmail } });
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email, recipientId: null }),
        expect.objectContaining({ email: newEmail, recipientId: user.id }),
      ]),
    );
    expect(notices.find((notice) => notice.email === email)!.body).toContain(newEmail);
  });

  it("refuses an address another account has, in sign-up's words", async () => {
    const other = await signUp();
    const { cookie } = await signUp();
    expect(await changeEmail(cookie, other.email)).toEqual({
      __typename: "EmailUnavailableError",
      message: EMAIL_UNAVAILABLE,
    });
    expect(mailCount(other.email)).toBe(1);
  });

  it("refuses the link when another account took the address meanwhile, and leaves the account as it was", async () => {
    const { email, cookie } = await signUp();
    const wanted = `wanted-${++counter}@email.test`;
    await changeEmail(cookie, wanted);
    const token = lastLinkTo(wanted);
    await signUp(wanted);
    expect(await verify(token, cookie)).toEqual({ __typename: "EmailUnavailableError", message: EMAIL_UNAVAILABLE });
    expect(await viewer(cookie)).toMatchObject({ email });
  });

  it("resends a waiting change's link to the new address", async () => {
    const { cookie } = await signUp();
    const newEmail = `pending-${++counter}@email.test`;
    await changeEmail(cookie, newEmail);
    expect(await resend(cookie)).toEqual({ __typename: "EmailLinkSentPayload", sentTo: newEmail });
    expect(mailCount(newEmail)).toBe(2);
  });

  it("is the same over REST", async () => {
    const { email, cookie } = await signUp();
    const post = (path: string, body?: unknown, withCookie = true) =>
      api.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...(withCookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const newEmail = `rest-${++counter}@email.test`;

    expect((await post("/api/account/email", { newEmail }, false)).status).toBe(401);
    const wrong = await post("/api/account/email", { newEmail, currentPassword: "nope nope nope" });
    expect([wrong.status, await wrong.json()]).toEqual([
      400,
      {
        message: WRONG_CURRENT_PASSWORD_MESSAGE,
        fields: [{ field: "currentPassword", message: WRONG_CURRENT_PASSWORD_MESSAGE }],
      },
    ]);
    const changed = await post("/api/account/email", { newEmail, currentPassword: PASSWORD });
    expect([changed.status, await changed.json()]).toEqual([202, { pendingEmail: newEmail }]);
    const resent = await post("/api/account/email/verification");
    expect([resent.status, await resent.json()]).toEqual([202, { sentTo: newEmail }]);

    const dead = await post("/api/account/email/verify", { token: "nothing" }, false);
    expect([dead.status, await dead.json()]).toEqual([400, { message: VERIFICATION_LINK_MESSAGE }]);
    const followed = await post("/api/account/email/verify", { token: lastLinkTo(newEmail) }, false);
    expect([followed.status, await followed.json()]).toEqual([200, { email: newEmail, emailChanged: true }]);
    expect(await viewer(cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(email).not.toBe(newEmail);
    const again = await post("/api/account/email/verification");
    expect([again.status, await again.json()]).toEqual([409, { message: ALREADY_VERIFIED_MESSAGE }]);
  });
});

describe("what waits for a confirmed address", () => {
  it("staff approve a registration only once its account's address is confirmed", async () => {
    const email = `approve-${++counter}@email.test`;
    const { data } = await api.graphql(
      `mutation($input: RegisterBusinessInput!) { registerBusiness(input: $input) {
        ... on RegisterBusinessPayload { registration { databaseId } } } }`,
      { input: registrationForm(email) },
    );
    const id = data!.registerBusiness.registration.databaseId;
    // The rule is the service's; staff's own door (and its second factor) is the onboarding tests'.
    const staff = systemContext({ db: api.db.prisma, clock: fixedClock });
    const approve = () => reviewRegistration(staff, { id, status: "APPROVED" });

    await expect(approve()).rejects.toThrow(new ConflictError(REGISTRANT_UNVERIFIED_MESSAGE));
    const row = await api.db.prisma.businessRegistration.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "PENDING", providerId: null });
    expect(await api.db.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ role: "CUSTOMER" });

    await verify(lastLinkTo(email));
    expect((await approve()).registration.status).toBe("APPROVED");
    expect(await api.db.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ role: "PROVIDER" });
  });

  it("a provider sets up payouts only once its address is confirmed", async () => {
    const email = `payouts-${++counter}@email.test`;
    const userId = await createAccount(api.db.prisma, email, PASSWORD);
    await api.db.prisma.user.update({
      where: { id: userId },
      data: { role: "PROVIDER", providerId: 1, emailVerifiedAt: null },
    });
    const cookie = (await signIn(email)).cookie!;
    const start = () =>
      api.graphql(
        `mutation { startPayoutSetup { __typename ... on StartPayoutSetupPayload { url } ... on Error { message } } }`,
        {},
        { cookie },
      );
    expect((await start()).data!.startPayoutSetup).toEqual({
      __typename: "ForbiddenError",
      message: VERIFY_BEFORE_PAYOUTS_MESSAGE,
    });
    expect((await api.db.prisma.provider.findUniqueOrThrow({ where: { id: 1 } })).stripeAccountId).toBeNull();

    expect(await resend(cookie)).toEqual({ __typename: "EmailLinkSentPayload", sentTo: email });
    await verify(lastLinkTo(email));
    expect((await start()).data!.startPayoutSetup.__typename).toBe("StartPayoutSetupPayload");
  });
});

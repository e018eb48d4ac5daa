// Two-factor sign-in through the real server: RFC 6238's vectors, enrolment, codes at
// sign-in (right, wrong and throttled, recovery codes once), the staff gate on staff doors
// and the step-up on refunds and approvals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../src/context.ts";
import { totpCode } from "../../src/services/accounts/totp.ts";
import { cookieFrom, startTestApp, type TestApp, TEST_NOW } from "../support/app.ts";
import { createAccount } from "../support/sign-in.ts";
import { enrolTestStaff, TEST_TOTP_SECRET, totpCodeAt } from "../support/second-factor.ts";

let now = TEST_NOW;
const clock: Clock = { now: () => now };
let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ providers: 5, clock });
});
afterAll(() => api?.close());

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }`;

async function signIn(email: string, password: string, code?: string) {
  const { data, response } = await api.graphql(SIGN_IN, { input: { email, password, code } });
  const typename = data!.signIn.__typename as string;
  return { typename, cookie: typename === "SignInPayload" ? cookieFrom(response) : null };
}

async function call(cookie: string, field: string, input: string, vars: Record<string, unknown>, extra = "") {
  const { data, errors } = await api.graphql(
    `mutation($input: ${input}!) { ${field}(input: $input) { __typename ... on Error { message } ${extra} } }`,
    { input: vars },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data![field];
}

describe("TOTP", () => {
  it("gives RFC 6238's SHA-1 test vectors", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", 8 digits.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(secret, new Date(seconds * 1000), 8)).toBe(code);
  });
});

describe("enrolment and sign-in", () => {
  const email = "tess@two-factor.test";
  const password = "two factor passphrase 1";
  let cookie: string;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    now = TEST_NOW;
    await createAccount(api.db.prisma, email, password);
    cookie = (await signIn(email, password)).cookie!;
  });

  it("enrols with a code from the new secret, and shows ten recovery codes once", async () => {
    const { data } = await api.graphql(
      `mutation { startTwoFactorEnrolment { __typename ... on StartTwoFactorEnrolmentPayload { secret otpauthUri qrCodeSvg } } }`,
      {},
      { cookie },
    );
    const enrolment = data!.startTwoFactorEnrolment;
    secret = enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain("issuer=Local%20Services%20Marketplace");
    expect(enrolment.otpauthUri).toContain(encodeURIComponent(email));
    expect(enrolment.qrCodeSvg).toContain("<svg");

    const wrong = await call(cookie, "confirmTwoFactorEnrolment", "ConfirmTwoFactorEnrolmentInput", { code: "000000" });
    expect(wrong.__typename).toBe("InvalidSecondFactorCodeError");
    const confirmed = await call(
      cookie,
      "confirmTwoFactorEnrolment",
      "ConfirmTwoFactorEnrolmentInput",
      { code: totpCodeAt(secret, now) },
      "... on ConfirmTwoFactorEnrolmentPayload { recoveryCodes viewer { twoFactorEnabled secondFactorVerified recoveryCodesLeft } }",
    );
    expect(confirmed.__typename).toBe("ConfirmTwoFactorEnrolmentPayload");
    recoveryCodes = confirmed.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(confirmed.viewer).toEqual({ twoFactorEnabled: true, secondFactorVerified: true, recoveryCodesLeft: 10 });
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { email } });
    const audit = await api.db.prisma.auditEntry.findMany({ where: { targetType: "User", targetId: String(user.id) } });
    expect(audit.map((entry) => entry.action)).toEqual(["twoFactor.enable"]);
    const stored = await api.db.prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
  });

  it("asks for a code after a right password, and makes no session without one", async () => {
    expect(await signIn(email, password)).toEqual({ typename: "SecondFactorRequiredError", cookie: null });
    expect((await signIn(email, "wrong password!!")).typename).toBe("InvalidCredentialsError");
    const right = await signIn(email, password, totpCodeAt(secret, now));
    expect(right.typename).toBe("SignInPayload");
    const { data } = await api.graphql(`{ viewer { secondFactorVerified } }`, {}, { cookie: right.cookie! });
    expect(data!.viewer).toEqual({ secondFactorVerified: true });
  });

  it("refuses a wrong code, and throttles codes like passwords", async () => {
    now = new Date(TEST_NOW.getTime() + 3_600_000);
    let refusals = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await signIn(email, password, "123456");
      if (answer.typename === "InvalidSecondFactorCodeError") refusals += 1;
    }
    expect(refusals).toBeGreaterThan(0);
    expect((await signIn(email, password, totpCodeAt(secret, now))).typename).toBe("TooManySignInAttemptsError");
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect((await signIn(email, password, totpCodeAt(secret, now))).typename).toBe("SignInPayload");
  });

  it("takes a recovery code once", async () => {
    const code = recoveryCodes[0]!.toUpperCase();
    expect((await signIn(email, password, code)).typename).toBe("SignInPayload");
    expect((await signIn(email, password, code)).typename).toBe("InvalidSecondFactorCodeError");
  });

  it("turns off with the password and a code", async () => {
    const answer = await call(cookie, "disableTwoFactor", "DisableTwoFactorInput", {
      code: totpCodeAt(secret, now),
      password,
    });
    expect(answer.__typename).toBe("DisableTwoFactorPayload");
    expect((await signIn(email, password)).typename).toBe("SignInPayload");
  });
});

describe("staff", () => {
  const email = "sol@two-factor.test";
  const password = "staff factor passphrase 1";
  let staffId: number;

  beforeAll(async () => {
    now = TEST_NOW;
    staffId = await createAccount(api.db.prisma, email, password);
    await api.db.prisma.user.update({ where: { id: staffId }, data: { role: "ADMIN" } });
    await enrolTestStaff(api.db.prisma, staffId, TEST_NOW);
  });

  /** A staff session that never proved its second factor (as a password-only sign-in would be). */
  async function unverifiedStaffCookie() {
    const signedIn = await signIn(email, password, totpCodeAt(TEST_TOTP_SECRET, now));
    await api.db.prisma.session.updateMany({ where: { userId: staffId }, data: { secondFactorAt: null } });
    return signedIn.cookie!;
  }

  it("refuses every staff door to a session without the second factor, GraphQL and REST", async () => {
    now = TEST_NOW;
    const cookie = await unverifiedStaffCookie();
    const queries = [
      `{ registrations(first: 1) { edges { node { id } } } }`,
      `{ pendingProviders(first: 1) { edges { node { id } } } }`,
      `{ auditEntries(first: 1) { edges { node { id } } } }`,
      `{ partnerTokens { id } }`,
      `{ contactMessages(first: 1) { edges { node { id } } } }`,
    ];
    for (const query of queries) {
      const { errors } = await api.graphql(query, {}, { cookie });
      expect(errors?.[0], query).toMatchObject({ extensions: { code: "SECOND_FACTOR_REQUIRED" } });
    }
    const issued = await call(cookie, "issuePartnerToken", "IssuePartnerTokenInput", { name: "Gate" });
    expect(issued.__typename).toBe("SecondFactorRequiredError");
    for (const path of ["/api/admin/registrations", "/api/admin/providers/pending", "/api/admin/audit"]) {
      const response = await api.request(path, { headers: { cookie } });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
    }

    const verified = await call(cookie, "verifySecondFactor", "VerifySecondFactorInput", {
      code: totpCodeAt(TEST_TOTP_SECRET, now),
    });
    expect(verified.__typename).toBe("VerifySecondFactorPayload");
    const { errors } = await api.graphql(queries[0]!, {}, { cookie });
    expect(errors).toBeUndefined();
  });

  it("asks for a fresh proof (step-up) before issuing a partner token, 10 minutes on", async () => {
    now = TEST_NOW;
    const { cookie } = await signIn(email, password, totpCodeAt(TEST_TOTP_SECRET, now));
    now = new Date(TEST_NOW.getTime() + 11 * 60_000);
    const refused = await call(cookie!, "issuePartnerToken", "IssuePartnerTokenInput", { name: "Step-up" });
    expect(refused.__typename).toBe("StepUpRequiredError");
    await call(cookie!, "verifySecondFactor", "VerifySecondFactorInput", { code: totpCodeAt(TEST_TOTP_SECRET, now) });
    const issued = await call(cookie!, "issuePartnerToken", "IssuePartnerTokenInput", { name: "Step-up" });
    expect(issued.__typename).toBe("IssuePartnerTokenPayload");
  });

  it("cannot turn two-factor off", async () => {
    now = TEST_NOW;
    const { cookie } = await signIn(email, password, totpCodeAt(TEST_TOTP_SECRET, now));
    const answer = await call(cookie!, "disableTwoFactor", "DisableTwoFactorInput", {
      code: totpCodeAt(TEST_TOTP_SECRET, now),
      password,
    });
    expect(answer).toMatchObject({ __typename: "ForbiddenError" });
  });
});

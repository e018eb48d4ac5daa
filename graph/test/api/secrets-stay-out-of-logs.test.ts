// Passwords, tokens and codes never appear in a log line or in an answer's error message.
// Every door that takes a secret is driven through GraphQL and REST with distinctive values,
// in valid and invalid shapes (a password as a number, as an object, too long, in a field
// that does not exist, in a field of another type; a body that is not JSON around it), while
// the app's error log and console.* are captured. No answer's body, and no captured line,
// may contain any of the values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startTestApp, type TestApp } from "../support/app.ts";
import { captureLogs, secretsIn, type LogCapture } from "../support/log-capture.ts";

const PASSWORD = "Secret-Pass-7f3a9";
const NEW_ACCOUNT_PASSWORD = "Secret-Signup-Pass-5b1c2e9d";
/** A number no request's answer has any business repeating. */
const NUMERIC_PASSWORD = 7_319_057_341;
const LONG_PASSWORD = `Secret-Long-Pass-${"q".repeat(3_000)}`;
const BEARER = "lsm_pt_SecretBearer0c4d2e8f6a1b3c5d7e9f";
const GUEST_TOKEN = "g1.42.1893456000.SecretGuestSignature9a8b7c6d5e4f3a2b1c0d9e8f7a6";
const CLIENT_SECRET = "pi_test_secret_SecretClientSecret3e5f7a";
const PUSH_TOKEN = "Secret-Push-Token-4d6f8b0a2c";
const EMAIL_TOKEN = "SecretEmailToken-9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8";
const TWO_FACTOR_CODE = "Secret-Code-4917";
const RECOVERY_CODE = "Secret-Recovery-Code-7q8w";
const RESET_TOKEN = "SecretResetToken-1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2";

const SECRETS = [
  PASSWORD,
  PASSWORD.replaceAll("-", "_"),
  NEW_ACCOUNT_PASSWORD,
  String(NUMERIC_PASSWORD),
  "Secret-Long-Pass-",
  BEARER,
  GUEST_TOKEN,
  "SecretGuestSignature",
  CLIENT_SECRET,
  PUSH_TOKEN,
  RESET_TOKEN,
  EMAIL_TOKEN,
  TWO_FACTOR_CODE,
  RECOVERY_CODE,
];

let api: TestApp;
let logs: LogCapture;
let customerCookie: string;
/** Each answer whose body carried a secret back, by the request that got it. */
const leaks: string[] = [];
let requests = 0;

async function send(label: string, path: string, init: RequestInit = {}): Promise<string> {
  const response = await api.request(path, init);
  const body = await response.text();
  requests += 1;
  const found = secretsIn(body, SECRETS);
  if (found.length > 0) leaks.push(`${label} (${response.status}): ${body.slice(0, 400)}`);
  // A secret never costs the server its composure either.
  expect(response.status, `${label}: ${body.slice(0, 300)}`).toBeLessThan(500);
  return body;
}

function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** A GraphQL request: a document and its variables, as JSON. */
function graphql(label: string, query: string, variables: unknown = {}, headers: Record<string, string> = {}) {
  return send(`GraphQL ${label}`, "/graphql", json({ query, variables }, headers));
}

/** What a password field may wrongly be given: each shape a client might send. */
const PASSWORD_SHAPES: [string, unknown][] = [
  ["a wrong password", PASSWORD],
  ["a number", NUMERIC_PASSWORD],
  ["an object", { value: PASSWORD }],
  ["a list", [PASSWORD]],
  ["too long", LONG_PASSWORD],
];

const SIGN_IN = `mutation($input: SignInInput!) {
  signIn(input: $input) { __typename ... on Error { message } }
}`;
const SIGN_UP = `mutation($input: SignUpInput!) {
  signUp(input: $input) { __typename ... on Error { message } }
}`;
const DELETE_ACCOUNT = `mutation($input: DeleteAccountInput!) {
  deleteAccount(input: $input) { __typename ... on Error { message } }
}`;

beforeAll(async () => {
  logs = captureLogs();
  api = await startTestApp({ providers: 3, logError: logs.logError });
  const { response, data } = await api.graphql(SIGN_IN, {
    input: { email: "customer@demo.test", password: "demo-password" },
  });
  expect(data?.signIn.__typename).toBe("SignInPayload");
  customerCookie = cookieFrom(response);
});

afterAll(async () => {
  logs?.restore();
  await api?.close();
});

describe("signing in", () => {
  it("takes a password in every shape without repeating it", async () => {
    for (const [shape, password] of PASSWORD_SHAPES) {
      for (const email of ["customer@demo.test", "nobody@demo.test"]) {
        await graphql(`signIn, ${shape}, ${email}`, SIGN_IN, { input: { email, password } });
      }
    }
    // In a field that does not exist, beside the real one, and in the email's place.
    await graphql("signIn, misspelt field", SIGN_IN, { input: { email: "customer@demo.test", pasword: PASSWORD } });
    await graphql("signIn, extra field", SIGN_IN, {
      input: { email: "customer@demo.test", password: "demo-password-wrong", confirm: PASSWORD },
    });
    await graphql("signIn, secret as the email", SIGN_IN, { input: { email: PASSWORD, password: PASSWORD } });
    await graphql("signIn, input as the password", SIGN_IN, { input: PASSWORD });
    // Written into the document rather than sent as a variable.
    await graphql(
      "signIn, literal of the wrong type",
      `mutation { signIn(input: { email: "a@b.ca", password: ${NUMERIC_PASSWORD} }) { __typename } }`,
    );
    await graphql(
      "signIn, literal in a misspelt field",
      `mutation { signIn(input: { email: "a@b.ca", pasword: "${PASSWORD}" }) { __typename } }`,
    );
    await graphql("signIn, literal in an Int argument", `{ cities(first: "${PASSWORD}") { totalCount } }`);
    await graphql(
      "signIn, literal in an enum argument",
      `{ contactMessages(status: ${PASSWORD.replaceAll("-", "_")}) { totalCount } }`,
    );
    // Where the parser expects a name: the lexer quotes the token it stopped at.
    await graphql(
      "signIn, literal where a name goes",
      `mutation { signIn(input: { email: "a@b.ca" "${PASSWORD}" }) { __typename } }`,
    );
    await graphql("signIn, unterminated literal", `mutation { signIn(input: { password: "${PASSWORD}`);
    await graphql(
      "signIn, variable in an Int argument",
      `
        query ($first: Int) {
          cities(first: $first) {
            totalCount
          }
        }
      `,
      {
        first: PASSWORD,
      },
    );
    await graphql(
      "signIn, variable of an undeclared type",
      `
        mutation ($input: SignInInputs!) {
          signIn(input: $input) {
            __typename
          }
        }
      `,
      {
        input: { email: "a@b.ca", password: PASSWORD },
      },
    );
  });

  it("takes a body that is not JSON around a password without repeating it", async () => {
    const text = `{"query":"mutation($input: SignInInput!) { signIn(input: $input) { __typename } }","variables":{"input":{"email":"customer@demo.test","password":"${PASSWORD}"`;
    await send("GraphQL signIn, truncated JSON", "/graphql", json(text));
    await send("GraphQL signIn, JSON with a stray token", "/graphql", json(`{"variables":{"password":${PASSWORD}}}`));
    await send("GraphQL signIn, form body", "/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "graphql-require-preflight": "1" },
      body: `query=${encodeURIComponent(SIGN_IN)}&variables=${encodeURIComponent(`{"input":{"password":"${PASSWORD}"`)}`,
    });
    await send(
      "GraphQL signIn, GET with the password",
      `/graphql?query=${encodeURIComponent(SIGN_IN)}&variables=${encodeURIComponent(`{"input":{"email":"a@b.ca","password":"${PASSWORD}"}}`)}`,
      { headers: { accept: "application/json" } },
    );
  });
});

describe("signing up and registering a business", () => {
  it("takes a new account's password in every shape without repeating it", async () => {
    let n = 0;
    for (const [shape, password] of [...PASSWORD_SHAPES, ["a good one", NEW_ACCOUNT_PASSWORD] as [string, unknown]]) {
      n += 1;
      await graphql(`signUp, ${shape}`, SIGN_UP, {
        input: { email: `secret-signup-${n}@example.ca`, name: "Sam Secret", password },
      });
    }
    // An address already in use, and a password too short or too common.
    await graphql("signUp, taken address", SIGN_UP, {
      input: { email: "customer@demo.test", name: "Sam Secret", password: NEW_ACCOUNT_PASSWORD },
    });
    await graphql("signUp, short password", SIGN_UP, {
      input: { email: "secret-short@example.ca", name: "Sam Secret", password: "Secret-Pass" },
    });
    await graphql("signUp, password in the name", SIGN_UP, {
      input: { email: "secret-name@example.ca", name: LONG_PASSWORD, password: NEW_ACCOUNT_PASSWORD },
    });
  });

  it("takes a registrant's password through GraphQL and REST without repeating it", async () => {
    const registration = (password: unknown) => ({
      businessName: "Secret Cleaning Co",
      ownerName: "Sam Secret",
      email: "secret-business@example.ca",
      phone: "4165550199",
      street: "1 Secret Street",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 2T6",
      serviceCategories: ["house-cleaning"],
      password,
    });
    for (const [shape, password] of PASSWORD_SHAPES) {
      await graphql(
        `registerBusiness, ${shape}`,
        `
          mutation ($input: RegisterBusinessInput!) {
            registerBusiness(input: $input) {
              __typename
              ... on Error {
                message
              }
            }
          }
        `,
        { input: registration(password) },
      );
      await send(`REST business-registration, ${shape}`, "/api/business-registration", json(registration(password)));
    }
    await send(
      "REST business-registration, truncated JSON",
      "/api/business-registration",
      json(`{"email":"secret-business@example.ca","password":"${PASSWORD}"`),
    );
    await send(
      "REST business-registration, stray token",
      "/api/business-registration",
      json(`{"email":"secret-business@example.ca","password":${PASSWORD}}`),
    );
  });
});

describe("deleting an account", () => {
  it("takes the confirming password in every shape without repeating it", async () => {
    for (const [shape, password] of PASSWORD_SHAPES) {
      await graphql(`deleteAccount, ${shape}`, DELETE_ACCOUNT, { input: { password } }, { cookie: customerCookie });
      await graphql(`deleteAccount signed out, ${shape}`, DELETE_ACCOUNT, { input: { password } });
    }
    await graphql(
      "deleteAccount, misspelt field",
      DELETE_ACCOUNT,
      { input: { passwd: PASSWORD } },
      { cookie: customerCookie },
    );
  });
});

describe("resetting a forgotten password", () => {
  const RESET_PASSWORD = `mutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) { __typename ... on Error { message } }
  }`;

  it("takes a reset link's token and the new password in every shape without repeating them", async () => {
    const before = api.accountMail.sent.length;
    await graphql(
      "requestPasswordReset",
      `
        mutation ($input: RequestPasswordResetInput!) {
          requestPasswordReset(input: $input) {
            __typename
          }
        }
      `,
      { input: { email: "provider@demo.test" } },
    );
    await send("REST password-reset, secret as the address", "/api/account/password-reset", json({ email: PASSWORD }));
    // The email goes out after the answer, so that its timing tells nobody who has an account.
    await expect.poll(() => api.accountMail.sent.length, { timeout: 5_000 }).toBeGreaterThan(before);
    const mail = api.accountMail.sent.slice(before).find((message) => message.to === "provider@demo.test");
    const token = /\/reset-password\/([^\s/]+)/.exec(mail?.text ?? "")?.[1];
    expect(token, "the reset email's link").toBeTruthy();
    // The real token is a secret too: no answer or log line may hold it.
    SECRETS.push(token!);

    for (const [shape, password] of PASSWORD_SHAPES) {
      await graphql(`resetPassword, ${shape}, real token`, RESET_PASSWORD, { input: { token, password } });
      await graphql(`resetPassword, ${shape}, unknown token`, RESET_PASSWORD, {
        input: { token: RESET_TOKEN, password },
      });
      await send(
        `REST reset confirm, ${shape}`,
        "/api/account/password-reset/confirm",
        json({ token: RESET_TOKEN, password }),
      );
    }
    await graphql("resetPassword, token as an object", RESET_PASSWORD, {
      input: { token: { value: token }, password: NEW_ACCOUNT_PASSWORD },
    });
    await graphql("resetPassword, misspelt field", RESET_PASSWORD, { input: { token, pasword: PASSWORD } });
    await send(
      "REST reset confirm, truncated JSON",
      "/api/account/password-reset/confirm",
      json(`{"token":"${token}","password":"${PASSWORD}"`),
    );
    await send(
      "REST reset confirm, token as a number",
      "/api/account/password-reset/confirm",
      json({ token: NUMERIC_PASSWORD, password: PASSWORD }),
    );
    // And the one that works: the link is used up, and nothing it carried is repeated.
    await graphql("resetPassword, good", RESET_PASSWORD, { input: { token, password: `${NEW_ACCOUNT_PASSWORD}-2` } });
    await graphql("resetPassword, used link", RESET_PASSWORD, {
      input: { token, password: `${NEW_ACCOUNT_PASSWORD}-3` },
    });
  });
});

describe("the account's own security doors", () => {
  it("take current passwords, email links' tokens and two-factor codes without repeating them", async () => {
    const cookie = { cookie: customerCookie };
    const mutation = (field: string, type: string) =>
      `mutation($input: ${type}!) { ${field}(input: $input) { __typename ... on Error { message } } }`;
    for (const [shape, password] of PASSWORD_SHAPES) {
      await graphql(
        `changePassword, ${shape}`,
        mutation("changePassword", "ChangePasswordInput"),
        { input: { currentPassword: password, newPassword: password } },
        cookie,
      );
      await send(
        `REST password change, ${shape}`,
        "/api/account/password",
        json({ currentPassword: password, newPassword: NEW_ACCOUNT_PASSWORD }, cookie),
      );
      await graphql(
        `changeEmail, ${shape}`,
        mutation("changeEmail", "ChangeEmailInput"),
        { input: { currentPassword: password, newEmail: "secret-new@example.ca" } },
        cookie,
      );
      await send(
        `REST email change, ${shape}`,
        "/api/account/email",
        json({ currentPassword: password, newEmail: "secret-new@example.ca" }, cookie),
      );
    }
    for (const token of [EMAIL_TOKEN, NUMERIC_PASSWORD, { value: EMAIL_TOKEN }]) {
      const shown = typeof token === "string" ? "a string" : typeof token;
      await graphql(`verifyEmail, ${shown}`, mutation("verifyEmail", "VerifyEmailInput"), { input: { token } });
      await send(`REST email verify, ${shown}`, "/api/account/email/verify", json({ token }));
    }
    for (const code of [TWO_FACTOR_CODE, RECOVERY_CODE, NUMERIC_PASSWORD, { value: RECOVERY_CODE }]) {
      const shown = typeof code === "string" ? code.slice(0, 12) : typeof code;
      for (const [field, type] of [
        ["verifySecondFactor", "VerifySecondFactorInput"],
        ["confirmTwoFactorEnrolment", "ConfirmTwoFactorEnrolmentInput"],
        ["regenerateRecoveryCodes", "RegenerateRecoveryCodesInput"],
      ]) {
        await graphql(`${field}, ${shown}`, mutation(field!, type!), { input: { code } }, cookie);
      }
      await graphql(
        `disableTwoFactor, ${shown}`,
        mutation("disableTwoFactor", "DisableTwoFactorInput"),
        { input: { code, password: PASSWORD } },
        cookie,
      );
    }
  });
});

describe("partners' bearer tokens", () => {
  it("refuses a token that is not live without repeating it", async () => {
    for (const authorization of [
      `Bearer ${BEARER}`,
      `Bearer ${BEARER} extra`,
      BEARER,
      `Basic ${BEARER}`,
      `Bearer ${LONG_PASSWORD}`,
    ]) {
      const headers = { authorization };
      await send(`REST providers, ${authorization.slice(0, 20)}`, "/api/providers", { headers });
      await send(`REST write, ${authorization.slice(0, 20)}`, "/api/quiz", json({}, headers));
      await graphql(
        `GraphQL, ${authorization.slice(0, 20)}`,
        `
          {
            categories {
              name
            }
          }
        `,
        {},
        headers,
      );
    }
  });
});

describe("guests' booking links", () => {
  it("refuses a link's token that is not good without repeating it", async () => {
    const tokens = [GUEST_TOKEN, `${GUEST_TOKEN}${"x".repeat(3_000)}`, "SecretGuestSignature"];
    for (const token of tokens) {
      const shown = token.slice(0, 12);
      await graphql(
        `guestBooking, ${shown}`,
        `
          query ($token: String!) {
            guestBooking(token: $token) {
              __typename
              ... on Error {
                message
              }
            }
          }
        `,
        { token },
      );
      for (const mutation of ["cancelGuestBooking", "startGuestBookingCheckout"]) {
        await graphql(
          `${mutation}, ${shown}`,
          `mutation($input: GuestBookingTokenInput!) { ${mutation}(input: $input) { __typename ... on Error { message } } }`,
          { input: { token } },
        );
      }
      const path = `/api/guest-bookings/${encodeURIComponent(token)}`;
      await send(`REST guest booking, ${shown}`, path, { headers: { accept: "application/json" } });
      await send(`REST guest cancel, ${shown}`, `${path}/cancel`, json({}));
      await send(`REST guest checkout, ${shown}`, `${path}/checkout`, json({}));
    }
    await graphql(
      "guestBooking, token as a number",
      `
        query ($token: String!) {
          guestBooking(token: $token) {
            __typename
          }
        }
      `,
      {
        token: NUMERIC_PASSWORD,
      },
    );
    await graphql(
      "cancelGuestBooking, token as an object",
      `
        mutation ($input: GuestBookingTokenInput!) {
          cancelGuestBooking(input: $input) {
            __typename
          }
        }
      `,
      {
        input: { token: { value: GUEST_TOKEN } },
      },
    );
  });
});

describe("payments' client secrets and devices' push tokens", () => {
  it("refuses them without repeating them", async () => {
    await graphql(
      "payWithTestCard, unknown client secret",
      `
        mutation ($input: PayWithTestCardInput!) {
          payWithTestCard(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { clientSecret: CLIENT_SECRET, cardNumber: "4242424242424242" } },
      { cookie: customerCookie },
    );
    await graphql(
      "payGuestBookingWithTestCard, unknown token",
      `
        mutation ($input: PayGuestBookingWithTestCardInput!) {
          payGuestBookingWithTestCard(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { token: GUEST_TOKEN, clientSecret: CLIENT_SECRET, cardNumber: "4242424242424242" } },
    );
    await graphql(
      "registerPushToken, too long",
      `
        mutation ($input: PushTokenInput!) {
          registerPushToken(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { token: `${PUSH_TOKEN}${"z".repeat(5_000)}`, platform: PASSWORD } },
      { cookie: customerCookie },
    );
    await send(
      "REST push token, as a number",
      "/api/notifications/tokens",
      json({ token: NUMERIC_PASSWORD }, { cookie: customerCookie }),
    );
    await send(
      "REST push token, truncated JSON",
      "/api/notifications/tokens",
      json(`{"token":"${PUSH_TOKEN}"`, { cookie: customerCookie }),
    );
  });
});

describe("afterwards", () => {
  it("no answer carried a secret back", () => {
    expect(requests).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });

  it("no log line holds a secret", () => {
    const leaked = logs.lines.filter((line) => secretsIn(line, SECRETS).length > 0);
    expect(leaked.map((line) => line.slice(0, 400))).toEqual([]);
  });
});

import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignInDocument as SIGN_IN, ViewerDocument as VIEWER } from "../__generated__/graphql.ts";
import { systemContext } from "../../src/context.ts";
import { purgeSignInRecords } from "../../src/jobs/purge-sign-in-records.ts";
import { purgeStaleFailedSignIns } from "../../src/services/accounts/sign-in-throttle.ts";
import { cookieFrom, fixedClock, startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
});
afterAll(() => api?.close());

async function signIn(email: string, password = "demo-password") {
  const result = await api.graphql(SIGN_IN, { input: { email, password } });
  return { ...result, cookie: result.response.headers.get("set-cookie") ? cookieFrom(result.response) : "" };
}

describe("sign-in", () => {
  it.each([
    ["customer@demo.test", "CUSTOMER", "Casey Customer"],
    ["provider@demo.test", "PROVIDER", "Priya Provider"],
    ["admin@demo.test", "ADMIN", "Alex Admin"],
  ])("signs %s in as %s and remembers them by cookie", async (email, role, name) => {
    const { data, cookie } = await signIn(email);
    expect(data!.signIn).toMatchObject({ __typename: "SignInPayload", viewer: { role, name, email } });
    const viewer = await api.graphql(VIEWER, {}, { cookie });
    expect(viewer.data!.viewer).toMatchObject({ role, name });
  });

  it("links the provider account to provider 1", async () => {
    const { data } = await signIn("provider@demo.test");
    expect(data!.signIn).toMatchObject({ viewer: { provider: { databaseId: 1 } } });
  });

  it("accepts the email in any letter case", async () => {
    const { data } = await signIn("Customer@Demo.TEST");
    expect(data!.signIn.__typename).toBe("SignInPayload");
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, not Secure outside production", async () => {
    const { response } = await signIn("customer@demo.test");
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it("refuses a wrong password, and an unknown email, with the same typed error and no cookie", async () => {
    for (const email of ["customer@demo.test", "nobody@demo.test"]) {
      const { data, response } = await signIn(email, "wrong-password");
      expect(data!.signIn).toEqual({ __typename: "InvalidCredentialsError", message: "Incorrect email or password." });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a malformed email as a validation error naming the field", async () => {
    const { data } = await signIn("not-an-email");
    expect(data!.signIn).toEqual({
      __typename: "ValidationError",
      message: "Please enter a valid email address",
      fieldErrors: [{ path: ["email"], message: "Please enter a valid email address" }],
    });
  });

  it("is a visitor without a cookie, or with a forged one", async () => {
    expect((await api.graphql(VIEWER)).data!.viewer).toBeNull();
    expect((await api.graphql(VIEWER, {}, { cookie: "sid=forged" })).data!.viewer).toBeNull();
  });
});

describe("sign-out", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const { cookie } = await signIn("customer@demo.test");
    const result = await api.graphql(`mutation { signOut { success } }`, {}, { cookie });
    expect(result.data!.signOut).toEqual({ success: true });
    expect(result.response.headers.get("set-cookie")).toMatch(/sid=;.*Max-Age=0/);
    expect((await api.graphql(VIEWER, {}, { cookie })).data!.viewer).toBeNull();
  });
});

describe("sign-in throttling", () => {
  const email = "provider@demo.test";

  it("locks an email after 5 failures in 15 minutes, even for the right password, and not other emails", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(email, "wrong-password")).data!.signIn.__typename).toBe("InvalidCredentialsError");
    }
    const locked = await signIn(email);
    expect(locked.data!.signIn).toEqual({
      __typename: "TooManySignInAttemptsError",
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
    expect(locked.cookie).toBe("");
    expect((await signIn("admin@demo.test")).data!.signIn.__typename).toBe("SignInPayload");
  });

  it("lets the email in again once the failures are older than the window, and forgets them", async () => {
    await api.db.prisma.failedSignIn.updateMany({
      where: { email },
      data: { createdAt: new Date(TEST_NOW.getTime() - 16 * 60 * 1000) },
    });
    expect((await signIn(email)).data!.signIn.__typename).toBe("SignInPayload");
    expect(await api.db.prisma.failedSignIn.count({ where: { email } })).toBe(0);
  });

  it("purges only failures past the window", async () => {
    await api.db.prisma.failedSignIn.createMany({
      data: [
        { email: "a@demo.test", createdAt: new Date(TEST_NOW.getTime() - 20 * 60 * 1000) },
        { email: "b@demo.test", createdAt: new Date(TEST_NOW.getTime() - 60 * 1000) },
      ],
    });
    expect(await purgeStaleFailedSignIns(systemContext({ db: api.db.prisma, clock: fixedClock }))).toBe(1);
    const left = await api.db.prisma.failedSignIn.findMany({
      where: { email: { in: ["a@demo.test", "b@demo.test"] } },
    });
    expect(left.map((failure) => failure.email)).toEqual(["b@demo.test"]);
  });
});

describe("expired sessions", () => {
  it("are refused, and purged without touching live ones", async () => {
    const { cookie } = await signIn("customer@demo.test");
    const live = await signIn("admin@demo.test");
    // The stored id is the SHA-256 of the cookie's token.
    const token = cookie.slice(cookie.indexOf("=") + 1);
    const expired = { id: createHash("sha256").update(token).digest("hex") };
    await api.db.prisma.session.update({
      where: { id: expired.id },
      data: { expiresAt: new Date(TEST_NOW.getTime() - 1000) },
    });
    expect((await api.graphql(VIEWER, {}, { cookie })).data!.viewer).toBeNull();

    // The hourly job, as the server runs it: a system context, "now" from the clock.
    const purged = await purgeSignInRecords(systemContext({ db: api.db.prisma, clock: fixedClock }));
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(await api.db.prisma.session.findUnique({ where: { id: expired.id } })).toBeNull();
    expect((await api.graphql(VIEWER, {}, { cookie: live.cookie })).data!.viewer).toMatchObject({ name: "Alex Admin" });
  });
});

describe("accounts are private", () => {
  it("shows a user to themselves and to staff, but not to another customer", async () => {
    const provider = await signIn("provider@demo.test");
    const providerId = (await api.graphql(VIEWER, {}, { cookie: provider.cookie })).data!.viewer!.id;
    const query = `query($id: ID!) { node(id: $id) { ... on User { email } } }`;

    const asCustomer = await api.graphql(
      query,
      { id: providerId },
      { cookie: (await signIn("customer@demo.test")).cookie },
    );
    expect(asCustomer.data?.node ?? null).toBeNull();
    expect(asCustomer.errors?.[0]?.message).toBe("You do not have permission to do that.");

    const asAdmin = await api.graphql(query, { id: providerId }, { cookie: (await signIn("admin@demo.test")).cookie });
    expect(asAdmin.data!.node).toEqual({ email: "provider@demo.test" });
  });
});

describe("in production", () => {
  it("marks the session cookie Secure", async () => {
    const secure = await startTestAppSecure();
    try {
      const result = await secure.graphql(SIGN_IN, {
        input: { email: "customer@demo.test", password: "demo-password" },
      });
      expect(result.response.headers.get("set-cookie")).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});

function startTestAppSecure() {
  return startTestApp({ providers: 1, secureCookies: true });
}

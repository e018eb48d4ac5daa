import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignInDocument as SIGN_IN, ViewerDocument as VIEWER } from "../__generated__/graphql.ts";
import { systemContext } from "../../src/context.ts";
import { purgeSignInRecords } from "../../src/jobs/purge-sign-in-records.ts";
import { createApp } from "../../src/app.ts";
import { TooManySignInAttemptsError } from "../../src/services/errors.ts";
import { cookieFrom, fixedClock, startTestApp, TEST_NOW, type TestApp, TEST_STAFF_CODE } from "../support/app.ts";
import { createAccount, readSignInAnswer, type SignInAttempt, signInRequestInit } from "../support/sign-in.ts";

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
});
afterAll(() => api?.close());

async function signIn(email: string, password = "demo-password") {
  const result = await api.graphql(SIGN_IN, { input: { email, password, code: TEST_STAFF_CODE } });
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

/**
 * The real app over the test database, with a clock the test moves and the caller's
 * address taken from X-Forwarded-For (trustProxy), as behind the production proxy.
 */
function throttleDoor() {
  let now = TEST_NOW;
  const app = createApp({ db: api.db.prisma, clock: { now: () => now }, trustProxy: true, logError: () => {} });
  return {
    signIn: async (attempt: SignInAttempt) =>
      readSignInAnswer(await app.fetch(new Request("http://marketplace.test/graphql", signInRequestInit(attempt)))),
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

type Door = ReturnType<typeof throttleDoor>;

const PASSWORD = "correct-horse-battery";

/** `count` wrong passwords, one after another; returns the answers' typenames. */
async function wrongPasswords(door: Door, count: number, attempt: Omit<SignInAttempt, "password">) {
  const typenames: string[] = [];
  for (let i = 0; i < count; i += 1) {
    typenames.push((await door.signIn({ ...attempt, password: "wrong-password" })).result.__typename);
  }
  return typenames;
}

const checked = (n: number) => Array<string>(n).fill("InvalidCredentialsError");
const refused = (n: number) => Array<string>(n).fill("TooManySignInAttemptsError");

describe("sign-in throttle", () => {
  it("checks no more than 5 passwords for an email, then refuses even the right one, saying how long to wait", async () => {
    const door = throttleDoor();
    const email = "limit@throttle.test";
    await createAccount(api.db.prisma, email, PASSWORD);
    expect(await wrongPasswords(door, 5, { email })).toEqual(checked(5));

    const refusal = await door.signIn({ email, password: PASSWORD });
    expect(refusal.result).toEqual({
      __typename: "TooManySignInAttemptsError",
      message: "Too many sign-in attempts. Please wait 1 second and try again.",
      retryAfterSeconds: 1,
    });
    expect(refusal.setCookies).toEqual([]);
    expect(await api.db.prisma.signInThrottle.findUnique({ where: { key: `email:${email}` } })).toMatchObject({
      attempts: 5,
    });
  });

  it("counts an email whatever its letter case, and whether or not it has an account", async () => {
    const door = throttleDoor();
    expect(await wrongPasswords(door, 3, { email: "Nobody@Throttle.test" })).toEqual(checked(3));
    expect(await wrongPasswords(door, 3, { email: "nobody@throttle.test" })).toEqual([...checked(2), ...refused(1)]);
  });

  it("makes each attempt past the limit wait twice as long as the one before, up to 15 minutes", async () => {
    const door = throttleDoor();
    const email = "doubling@throttle.test";
    expect(await wrongPasswords(door, 5, { email })).toEqual(checked(5));

    const waits: number[] = [];
    for (let attempt = 6; attempt <= 17; attempt += 1) {
      const refusal = (await door.signIn({ email, password: "wrong-password" })).result;
      if (refusal.__typename !== "TooManySignInAttemptsError") throw new Error(`attempt ${attempt} was checked`);
      waits.push(refusal.retryAfterSeconds);
      // A millisecond early is still too early; on time, the attempt is checked.
      door.advance(refusal.retryAfterSeconds * 1000 - 1);
      expect((await door.signIn({ email, password: "wrong-password" })).result).toMatchObject({
        retryAfterSeconds: 1,
      });
      door.advance(1);
      expect(await wrongPasswords(door, 1, { email })).toEqual(checked(1));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect((await door.signIn({ email, password: "wrong-password" })).result).toMatchObject({
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
  });

  it("does not refuse a free attempt whose clock reads a little before the previous attempt's", async () => {
    // Two instances (or two requests of one) read "now" before queuing on the key's row, so
    // the one that reserves second may hold the earlier time.
    const door = throttleDoor();
    const email = "earlier@throttle.test";
    await createAccount(api.db.prisma, email, PASSWORD);
    expect(await wrongPasswords(door, 1, { email })).toEqual(checked(1));
    door.advance(-5);
    expect((await door.signIn({ email, password: PASSWORD })).result.__typename).toBe("SignInPayload");
    // Past the free attempts the wait still holds, however the clocks are ordered.
    expect(await wrongPasswords(door, 5, { email })).toEqual(checked(5));
    door.advance(-5);
    expect(await wrongPasswords(door, 1, { email })).toEqual(refused(1));
  });

  it("starts an email's count over after a correct password", async () => {
    const door = throttleDoor();
    const email = "clears@throttle.test";
    await createAccount(api.db.prisma, email, PASSWORD);
    expect(await wrongPasswords(door, 4, { email })).toEqual(checked(4));
    expect((await door.signIn({ email, password: PASSWORD })).result.__typename).toBe("SignInPayload");
    expect(await api.db.prisma.signInThrottle.findUnique({ where: { key: `email:${email}` } })).toBeNull();
    expect(await wrongPasswords(door, 6, { email })).toEqual([...checked(5), ...refused(1)]);
  });

  it("forgets an email's count an hour after its wait ended", async () => {
    const door = throttleDoor();
    const email = "forgets@throttle.test";
    expect(await wrongPasswords(door, 6, { email })).toEqual([...checked(5), ...refused(1)]);
    door.advance(1000 + 60 * 60 * 1000 - 1);
    // Within the hour the count stands: one attempt, then a 2-second wait.
    expect(await wrongPasswords(door, 2, { email })).toEqual([...checked(1), ...refused(1)]);
    door.advance(2000 + 60 * 60 * 1000);
    expect(await wrongPasswords(door, 6, { email })).toEqual([...checked(5), ...refused(1)]);
  });

  it("lets the owner's trusted browser in while the email is throttled, and holds that browser to its own limit", async () => {
    const door = throttleDoor();
    const email = "owner@throttle.test";
    await createAccount(api.db.prisma, email, PASSWORD);
    const first = await door.signIn({ email, password: PASSWORD, address: "198.51.100.1" });
    const deviceToken = first.deviceToken!;
    expect(deviceToken).toMatch(/^[\w-]{43}$/);

    // Someone else hammers the email until it must wait.
    expect(await wrongPasswords(door, 10, { email, address: "203.0.113.66" })).toEqual([...checked(5), ...refused(5)]);
    expect((await door.signIn({ email, password: PASSWORD })).result.__typename).toBe("TooManySignInAttemptsError");

    const owner = await door.signIn({ email, password: PASSWORD, address: "198.51.100.1", deviceToken });
    expect(owner.result).toMatchObject({ __typename: "SignInPayload", viewer: { email } });
    expect(owner.sessionToken).not.toBeNull();
    // Each sign-in replaces the device's token: a copy of the old cookie is trusted no more.
    expect(owner.deviceToken).not.toBe(deviceToken);
    expect((await door.signIn({ email, password: PASSWORD, deviceToken })).result.__typename).toBe(
      "TooManySignInAttemptsError",
    );

    // A stolen device cookie buys no more guesses than the email would.
    const stolen = { email, deviceToken: owner.deviceToken! };
    expect(await wrongPasswords(door, 5, stolen)).toEqual(checked(5));
    expect((await door.signIn({ ...stolen, password: PASSWORD })).result).toMatchObject({
      __typename: "TooManySignInAttemptsError",
      retryAfterSeconds: 1,
    });
  });

  it("does not trust one account's browser for another account", async () => {
    const door = throttleDoor();
    await createAccount(api.db.prisma, "alice@throttle.test", PASSWORD);
    await createAccount(api.db.prisma, "bob@throttle.test", PASSWORD);
    const { deviceToken } = await door.signIn({ email: "alice@throttle.test", password: PASSWORD });
    expect(await wrongPasswords(door, 5, { email: "bob@throttle.test" })).toEqual(checked(5));
    const bob = await door.signIn({ email: "bob@throttle.test", password: PASSWORD, deviceToken: deviceToken! });
    expect(bob.result.__typename).toBe("TooManySignInAttemptsError");
  });

  it("holds one address to 20 attempts across many emails (password spraying), and no other address", async () => {
    const door = throttleDoor();
    const email = "sprayed@throttle.test";
    await createAccount(api.db.prisma, email, PASSWORD);
    const { deviceToken } = await door.signIn({ email, password: PASSWORD, address: "198.51.100.2" });

    const address = "203.0.113.7";
    for (let i = 1; i <= 20; i += 1) {
      expect(await wrongPasswords(door, 1, { email: `spray-${i}@throttle.test`, address })).toEqual(checked(1));
    }
    expect((await door.signIn({ email, password: PASSWORD, address })).result).toMatchObject({
      __typename: "TooManySignInAttemptsError",
      retryAfterSeconds: 1,
    });
    // The same account from another address, and its owner's browser even from this one.
    expect((await door.signIn({ email, password: PASSWORD, address: "198.51.100.3" })).result.__typename).toBe(
      "SignInPayload",
    );
    expect(
      (await door.signIn({ email, password: PASSWORD, address, deviceToken: deviceToken! })).result.__typename,
    ).toBe("SignInPayload");
  });

  it("counts every IPv6 address of one /64 as one address", async () => {
    const door = throttleDoor();
    for (let i = 1; i <= 20; i += 1) {
      const address = `2001:db8:7:1::${i.toString(16)}`;
      expect(await wrongPasswords(door, 1, { email: `v6-${i}@throttle.test`, address })).toEqual(checked(1));
    }
    expect(await wrongPasswords(door, 1, { email: "v6-21@throttle.test", address: "2001:db8:7:1:ffff::1" })).toEqual(
      refused(1),
    );
    expect(await wrongPasswords(door, 1, { email: "v6-21@throttle.test", address: "2001:db8:7:2::1" })).toEqual(
      checked(1),
    );
  });

  it("does not count an office's successful sign-ins against its address", async () => {
    const door = throttleDoor();
    const email = "office@throttle.test";
    await createAccount(api.db.prisma, email, PASSWORD);
    for (let i = 1; i <= 21; i += 1) {
      expect((await door.signIn({ email, password: PASSWORD, address: "192.0.2.50" })).result.__typename).toBe(
        "SignInPayload",
      );
    }
  });

  it("checks no more than 5 of 50 wrong passwords sent at once", async () => {
    const door = throttleDoor();
    const email = "burst@throttle.test";
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => door.signIn({ email, password: "wrong-password", address: "192.0.2.99" })),
    );
    const typenames = answers.map((answer) => answer.result.__typename).sort();
    expect(typenames).toEqual([...checked(5), ...refused(45)]);
    // Refused attempts reserve nothing, not even at the address.
    expect(await api.db.prisma.signInThrottle.findUnique({ where: { key: "address:192.0.2.99" } })).toMatchObject({
      attempts: 5,
    });
  });

  it("says how long to wait in seconds under a minute, then in whole minutes", () => {
    const words = (seconds: number) => new TooManySignInAttemptsError(seconds);
    expect(words(0.2)).toMatchObject({ retryAfterSeconds: 1, message: expect.stringContaining("wait 1 second and") });
    expect(words(45)).toMatchObject({ retryAfterSeconds: 45, message: expect.stringContaining("wait 45 seconds and") });
    expect(words(60).message).toContain("wait 1 minute and");
    expect(words(64)).toMatchObject({ retryAfterSeconds: 64, message: expect.stringContaining("wait 2 minutes and") });
    expect(words(900).message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
  });

  it("sets the device cookie HttpOnly and SameSite=Lax for 180 days, and sign-out keeps the browser trusted", async () => {
    const answer = await throttleDoor().signIn({ email: "customer@demo.test", password: "demo-password" });
    const cookie = answer.setCookies.find((header) => header.startsWith("device="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=15552000/);
    expect(cookie).not.toMatch(/Secure/);
    const signOut = await api.graphql(`mutation { signOut { success } }`, {}, { cookie: `sid=${answer.sessionToken}` });
    expect(signOut.response.headers.getSetCookie().some((header) => header.startsWith("device="))).toBe(false);
  });

  it("stores only digests of device tokens", async () => {
    const door = throttleDoor();
    await createAccount(api.db.prisma, "digest@throttle.test", PASSWORD);
    const { deviceToken } = await door.signIn({ email: "digest@throttle.test", password: PASSWORD });
    const id = createHash("sha256").update(deviceToken!).digest("hex");
    expect(await api.db.prisma.trustedDevice.findUnique({ where: { id } })).not.toBeNull();
    expect(await api.db.prisma.trustedDevice.findUnique({ where: { id: deviceToken! } })).toBeNull();
  });

  it("purges keys an hour past their wait and expired devices, and nothing else", async () => {
    const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);
    const hour = 60 * 60 * 1000;
    await api.db.prisma.signInThrottle.createMany({
      data: [
        { key: "email:stale@purge.test", attempts: 9, blockedUntil: ago(hour) },
        { key: "email:recent@purge.test", attempts: 9, blockedUntil: ago(hour - 1000) },
        { key: "email:waiting@purge.test", attempts: 9, blockedUntil: ago(-hour) },
      ],
    });
    const userId = await createAccount(api.db.prisma, "devices@purge.test", PASSWORD);
    await api.db.prisma.trustedDevice.createMany({
      data: [
        { id: "expired-device", userId, expiresAt: ago(1) },
        { id: "live-device", userId, expiresAt: ago(-1) },
      ],
    });

    const purged = await purgeSignInRecords(systemContext({ db: api.db.prisma, clock: fixedClock }));
    expect(purged).toMatchObject({ signInThrottles: 1, trustedDevices: 1 });
    const keys = await api.db.prisma.signInThrottle.findMany({ where: { key: { endsWith: "@purge.test" } } });
    expect(keys.map((row) => row.key).sort()).toEqual(["email:recent@purge.test", "email:waiting@purge.test"]);
    const devices = await api.db.prisma.trustedDevice.findMany({ where: { userId } });
    expect(devices.map((device) => device.id)).toEqual(["live-device"]);
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
    // Null, as for an id that names nothing: the answer does not confirm the account exists.
    expect(asCustomer.errors).toBeUndefined();

    const asAdmin = await api.graphql(query, { id: providerId }, { cookie: (await signIn("admin@demo.test")).cookie });
    expect(asAdmin.data!.node).toEqual({ email: "provider@demo.test" });
  });
});

describe("in production", () => {
  it("marks the session and device cookies Secure", async () => {
    const secure = await startTestAppSecure();
    try {
      const result = await secure.graphql(SIGN_IN, {
        input: { email: "customer@demo.test", password: "demo-password" },
      });
      const cookies = result.response.headers.getSetCookie();
      expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["sid", "device"]);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

function startTestAppSecure() {
  return startTestApp({ providers: 1, secureCookies: true });
}

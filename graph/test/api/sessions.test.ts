// Sessions that end, the sessions list and the password change. A session ends at its
// role's absolute lifetime from sign-in, or sooner once unused for the role's idle limit;
// staff's are much shorter. The one statement that reads the viewer also moves lastUsedAt,
// at most once every few minutes. The account sees where it is signed in (browser and
// system from the User-Agent), and can end any of those sessions, or all but its own; a
// password change asks for the current one (throttled like sign-in) and ends the others.
// Runs on PGlite, and on PostgreSQL through `npm run test:pg` (scripts/test-pg.ts).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/context.ts";
import { SESSION_COOKIE } from "../../src/http/session-cookie.ts";
import { publicSessionId } from "../../src/services/accounts/account-sessions.ts";
import {
  purgeExpiredSessions,
  SESSION_LIMITS,
  SESSION_TOUCH_INTERVAL_MS,
  STAFF_SESSION_LIMITS,
} from "../../src/services/accounts/sessions.ts";
import { ACCOUNT_FREE_ATTEMPTS } from "../../src/services/accounts/sign-in-throttle.ts";
import { startTestApp, TEST_NOW, type TestApp } from "../support/app.ts";
import { steppingClock } from "../support/schedules.ts";
import { createAccount } from "../support/sign-in.ts";

const PASSWORD = "sessions test passphrase 1";
const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const MINUTE_MS = 60_000;

const clock = steppingClock(TEST_NOW);
let api: TestApp;

beforeAll(async () => {
  api = await startTestApp({ clock, providers: 4 });
});
afterAll(() => api?.close());

async function account(email: string, role: "CUSTOMER" | "PROVIDER" | "ADMIN" = "CUSTOMER") {
  const id = await createAccount(api.db.prisma, email, PASSWORD);
  await api.db.prisma.user.update({ where: { id }, data: { role } });
  return id;
}

interface Signed {
  cookie: string;
  /** The session's key in the table (the token's digest). */
  key: string;
  maxAge: number;
}

async function signIn(email: string, userAgent = CHROME_ON_MAC, password = PASSWORD): Promise<Signed> {
  const response = await api.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "user-agent": userAgent },
    body: JSON.stringify({
      query: `mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }`,
      variables: { input: { email, password } },
    }),
  });
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error(`no session for ${email}: ${await response.text()}`);
  const cookie = header.split(";")[0]!;
  const token = cookie.slice(SESSION_COOKIE.length + 1);
  return {
    cookie,
    key: createHash("sha256").update(token).digest("hex"),
    maxAge: Number(/Max-Age=(\d+)/i.exec(header)?.[1]),
  };
}

const gql = async (query: string, variables: Record<string, unknown>, session: Signed | null) =>
  api.graphql(query, variables, session ? { cookie: session.cookie } : {});

async function viewerOf(session: Signed): Promise<string | null> {
  const { data } = await gql(`{ viewer { email } }`, {}, session);
  return data?.viewer?.email ?? null;
}

const SESSIONS = `{ viewer { sessions { id browser os createdAt lastUsedAt current } } }`;

async function sessionsOf(session: Signed) {
  const { data, errors } = await gql(SESSIONS, {}, session);
  expect(errors).toBeUndefined();
  return data!.viewer.sessions as {
    id: string;
    browser: string | null;
    os: string | null;
    createdAt: string;
    lastUsedAt: string;
    current: boolean;
  }[];
}

const lastUsedAtOf = async (session: Signed) =>
  (await api.db.prisma.session.findUniqueOrThrow({ where: { id: session.key } })).lastUsedAt.toISOString();

/** Runs `check` at TEST_NOW and puts the clock back after it. */
async function fromNow(check: () => Promise<void>) {
  clock.set(TEST_NOW);
  try {
    await check();
  } finally {
    clock.set(TEST_NOW);
  }
}

describe("a session's end", () => {
  it("comes for a customer after the idle limit without a request", () =>
    fromNow(async () => {
      await account("idle@sessions.test");
      const session = await signIn("idle@sessions.test");
      clock.set(new Date(TEST_NOW.getTime() + SESSION_LIMITS.idleMs - MINUTE_MS));
      expect(await viewerOf(session)).toBe("idle@sessions.test");
      // That request moved lastUsedAt: idleness counts from it.
      clock.advanceDays(SESSION_LIMITS.idleMs / 86_400_000);
      expect(await viewerOf(session)).toBeNull();
    }));

  it("comes for staff after much shorter idleness and lifetime", () =>
    fromNow(async () => {
      expect(STAFF_SESSION_LIMITS.idleMs).toBeLessThan(SESSION_LIMITS.idleMs);
      expect(STAFF_SESSION_LIMITS.lifetimeMs).toBeLessThan(SESSION_LIMITS.lifetimeMs);
      await account("staff@sessions.test", "ADMIN");
      const idle = await signIn("staff@sessions.test");
      expect(idle.maxAge).toBe(STAFF_SESSION_LIMITS.lifetimeMs / 1000);
      clock.set(new Date(TEST_NOW.getTime() + STAFF_SESSION_LIMITS.idleMs));
      expect(await viewerOf(idle)).toBeNull();

      clock.set(TEST_NOW);
      const busy = await signIn("staff@sessions.test");
      const end = TEST_NOW.getTime() + STAFF_SESSION_LIMITS.lifetimeMs;
      for (let at = TEST_NOW.getTime(); at < end; at += STAFF_SESSION_LIMITS.idleMs / 2) {
        clock.set(new Date(at));
        expect(await viewerOf(busy)).toBe("staff@sessions.test");
      }
      clock.set(new Date(end));
      expect(await viewerOf(busy)).toBeNull();
    }));

  it("comes for a customer at the absolute lifetime, however busy", () =>
    fromNow(async () => {
      await account("busy@sessions.test");
      const session = await signIn("busy@sessions.test");
      expect(session.maxAge).toBe(SESSION_LIMITS.lifetimeMs / 1000);
      const end = TEST_NOW.getTime() + SESSION_LIMITS.lifetimeMs;
      for (let at = TEST_NOW.getTime(); at < end; at += SESSION_LIMITS.idleMs / 2) {
        clock.set(new Date(at));
        expect(await viewerOf(session)).toBe("busy@sessions.test");
      }
      clock.set(new Date(end - 1));
      expect(await viewerOf(session)).toBe("busy@sessions.test");
      clock.set(new Date(end));
      expect(await viewerOf(session)).toBeNull();
    }));

  it("comes at once for a session started before its account was made staff", () =>
    fromNow(async () => {
      const id = await account("promoted@sessions.test");
      const session = await signIn("promoted@sessions.test");
      clock.set(new Date(TEST_NOW.getTime() + STAFF_SESSION_LIMITS.lifetimeMs + MINUTE_MS));
      expect(await viewerOf(session)).toBe("promoted@sessions.test");
      await api.db.prisma.user.update({ where: { id }, data: { role: "ADMIN" } });
      expect(await viewerOf(session)).toBeNull();
    }));

  it("is purged once idle or expired, and a live one is kept", () =>
    fromNow(async () => {
      await account("purge@sessions.test");
      const stale = await signIn("purge@sessions.test");
      clock.set(new Date(TEST_NOW.getTime() + SESSION_LIMITS.idleMs - MINUTE_MS));
      const live = await signIn("purge@sessions.test");
      clock.set(new Date(TEST_NOW.getTime() + SESSION_LIMITS.idleMs));
      await purgeExpiredSessions(systemContext({ db: api.db.prisma, clock }));
      expect(await api.db.prisma.session.findUnique({ where: { id: stale.key } })).toBeNull();
      expect(await api.db.prisma.session.findUnique({ where: { id: live.key } })).not.toBeNull();
    }));
});

describe("a session's last use", () => {
  it("moves forward at most once every few minutes, in the viewer's one statement", () =>
    fromNow(async () => {
      await account("touch@sessions.test");
      const session = await signIn("touch@sessions.test");
      expect(await lastUsedAtOf(session)).toBe(TEST_NOW.toISOString());
      const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
      clock.set(at(SESSION_TOUCH_INTERVAL_MS - 1));
      await viewerOf(session);
      expect(await lastUsedAtOf(session)).toBe(TEST_NOW.toISOString());
      clock.set(at(SESSION_TOUCH_INTERVAL_MS));
      await viewerOf(session);
      expect(await lastUsedAtOf(session)).toBe(at(SESSION_TOUCH_INTERVAL_MS).toISOString());
      clock.set(at(SESSION_TOUCH_INTERVAL_MS + 4 * MINUTE_MS));
      await viewerOf(session);
      expect(await lastUsedAtOf(session)).toBe(at(SESSION_TOUCH_INTERVAL_MS).toISOString());
    }));

  it("is not moved by a session that is refused", () =>
    fromNow(async () => {
      await account("refused@sessions.test");
      const session = await signIn("refused@sessions.test");
      clock.set(new Date(TEST_NOW.getTime() + SESSION_LIMITS.idleMs));
      expect(await viewerOf(session)).toBeNull();
      expect(await lastUsedAtOf(session)).toBe(TEST_NOW.toISOString());
    }));
});

describe("the sessions list", () => {
  it("shows each session's browser and system, and which one is this", () =>
    fromNow(async () => {
      await account("list@sessions.test");
      const mac = await signIn("list@sessions.test", CHROME_ON_MAC);
      clock.set(new Date(TEST_NOW.getTime() + MINUTE_MS));
      const windows = await signIn("list@sessions.test", FIREFOX_ON_WINDOWS);
      const sessions = await sessionsOf(mac);
      expect(sessions.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual([
        { browser: "Firefox", os: "Windows", current: false },
        { browser: "Chrome", os: "macOS", current: true },
      ]);
      expect(sessions[1]!.createdAt).toBe(TEST_NOW.toISOString());
      // Ids are neither the key nor part of it.
      for (const { id } of sessions) {
        expect(id).toMatch(/^[0-9a-f]{16}$/);
        expect(mac.key.includes(id) || windows.key.includes(id)).toBe(false);
      }
      expect(sessions.map((s) => s.id)).toEqual([publicSessionId(windows.key), publicSessionId(mac.key)]);
    }));

  it("keeps 512 characters of a User-Agent, and names none it cannot read", () =>
    fromNow(async () => {
      await account("agent@sessions.test");
      const session = await signIn("agent@sessions.test", `x${"y".repeat(2000)}`);
      const row = await api.db.prisma.session.findUniqueOrThrow({ where: { id: session.key } });
      expect(row.userAgent).toHaveLength(512);
      expect(await sessionsOf(session)).toMatchObject([{ browser: null, os: null, current: true }]);
    }));

  it("is empty for another account, even for staff", () =>
    fromNow(async () => {
      const owner = await account("owner@sessions.test");
      await signIn("owner@sessions.test");
      await account("reader@sessions.test", "ADMIN");
      const staff = await signIn("reader@sessions.test");
      const { data } = await gql(
        `query ($id: ID!) { node(id: $id) { ... on User { sessions { id } } } }`,
        { id: Buffer.from(`User:${owner}`).toString("base64") },
        staff,
      );
      expect(data?.node?.sessions ?? []).toEqual([]);
    }));
});

const SIGN_OUT_SESSION = `mutation ($id: ID!) { signOutSession(input: { id: $id }) {
  __typename ... on SignOutSessionsPayload { signedOutSessionIds viewer { email } } ... on Error { message } } }`;
const SIGN_OUT_OTHERS = `mutation { signOutOtherSessions { signedOutSessionIds viewer { email } } }`;

describe("signing out a session", () => {
  it("ends the one named, and no other", () =>
    fromNow(async () => {
      await account("one@sessions.test");
      const here = await signIn("one@sessions.test");
      const there = await signIn("one@sessions.test", FIREFOX_ON_WINDOWS);
      const { data } = await gql(SIGN_OUT_SESSION, { id: publicSessionId(there.key) }, here);
      expect(data!.signOutSession).toEqual({
        __typename: "SignOutSessionsPayload",
        signedOutSessionIds: [publicSessionId(there.key)],
        viewer: { email: "one@sessions.test" },
      });
      expect(await viewerOf(there)).toBeNull();
      expect(await viewerOf(here)).toBe("one@sessions.test");
    }));

  it("refuses another account's session, a made-up id and a visitor alike", () =>
    fromNow(async () => {
      await account("mine@sessions.test");
      await account("theirs@sessions.test");
      const mine = await signIn("mine@sessions.test");
      const theirs = await signIn("theirs@sessions.test");
      for (const id of [publicSessionId(theirs.key), "0".repeat(16)]) {
        const { data } = await gql(SIGN_OUT_SESSION, { id }, mine);
        expect(data!.signOutSession).toMatchObject({ __typename: "NotFoundError" });
      }
      const { data: bad } = await gql(SIGN_OUT_SESSION, { id: theirs.key }, mine);
      expect(bad!.signOutSession).toMatchObject({ __typename: "ValidationError" });
      const visitor = await gql(SIGN_OUT_SESSION, { id: publicSessionId(theirs.key) }, null);
      expect(visitor.errors?.[0]?.message).toMatch(/sign in/i);
      expect(await viewerOf(theirs)).toBe("theirs@sessions.test");
    }));

  it("of this very session signs out and clears the cookie", () =>
    fromNow(async () => {
      await account("self@sessions.test");
      const here = await signIn("self@sessions.test");
      const { data, response } = await gql(SIGN_OUT_SESSION, { id: publicSessionId(here.key) }, here);
      expect(data!.signOutSession.viewer).toBeNull();
      expect(response.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      expect(await viewerOf(here)).toBeNull();
    }));

  it("everywhere else ends every other session of the account, and no other account's", () =>
    fromNow(async () => {
      await account("all@sessions.test");
      await account("bystander@sessions.test");
      const here = await signIn("all@sessions.test");
      const others = [await signIn("all@sessions.test"), await signIn("all@sessions.test", FIREFOX_ON_WINDOWS)];
      const bystander = await signIn("bystander@sessions.test");
      const { data } = await gql(SIGN_OUT_OTHERS, {}, here);
      expect([...data!.signOutOtherSessions.signedOutSessionIds].sort()).toEqual(
        others.map((session) => publicSessionId(session.key)).sort(),
      );
      for (const other of others) expect(await viewerOf(other)).toBeNull();
      expect(await viewerOf(here)).toBe("all@sessions.test");
      expect(await viewerOf(bystander)).toBe("bystander@sessions.test");
      expect(await sessionsOf(here)).toHaveLength(1);
    }));
});

describe("the sessions over REST", () => {
  const rest = (path: string, method: string, session: Signed | null, body?: unknown) =>
    api.request(path, {
      method,
      headers: {
        accept: "application/json",
        ...(body ? { "content-type": "application/json" } : {}),
        ...(session ? { cookie: session.cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  it("lists, ends one, and ends all but this one", () =>
    fromNow(async () => {
      await account("rest@sessions.test");
      await account("rest-other@sessions.test");
      const here = await signIn("rest@sessions.test");
      const one = await signIn("rest@sessions.test", FIREFOX_ON_WINDOWS);
      const two = await signIn("rest@sessions.test");
      const stranger = await signIn("rest-other@sessions.test");

      const listed = await rest("/api/account/sessions", "GET", here);
      expect(listed.status).toBe(200);
      expect(listed.headers.get("cache-control")).toBe("no-store");
      const sessions = (await listed.json()) as { id: string; browser: string; current: boolean }[];
      expect(sessions).toHaveLength(3);
      expect(sessions.find((s) => s.current)?.id).toBe(publicSessionId(here.key));
      expect(sessions.find((s) => s.id === publicSessionId(one.key))).toMatchObject({
        browser: "Firefox",
        os: "Windows",
      });

      expect((await rest(`/api/account/sessions/${publicSessionId(stranger.key)}`, "DELETE", here)).status).toBe(404);
      expect((await rest(`/api/account/sessions/not-an-id`, "DELETE", here)).status).toBe(400);
      expect((await rest(`/api/account/sessions/${publicSessionId(one.key)}`, "DELETE", here)).status).toBe(204);
      expect(await viewerOf(one)).toBeNull();

      const all = await rest("/api/account/sessions", "DELETE", here);
      expect(all.status).toBe(200);
      expect(await all.json()).toEqual({ signedOutSessionIds: [publicSessionId(two.key)] });
      expect(await viewerOf(two)).toBeNull();
      expect(await viewerOf(here)).toBe("rest@sessions.test");
      expect(await viewerOf(stranger)).toBe("rest-other@sessions.test");

      for (const [path, method] of [
        ["/api/account/sessions", "GET"],
        ["/api/account/sessions", "DELETE"],
        [`/api/account/sessions/${publicSessionId(here.key)}`, "DELETE"],
      ] as const) {
        expect((await rest(path, method, null)).status, `${method} ${path}`).toBe(401);
      }
    }));

  it("changes the password", () =>
    fromNow(async () => {
      await account("rest-password@sessions.test");
      const here = await signIn("rest-password@sessions.test");
      const other = await signIn("rest-password@sessions.test");
      const newPassword = "a brand new rest passphrase";
      const wrong = await rest("/api/account/password", "POST", here, { currentPassword: "nope", newPassword });
      expect(wrong.status).toBe(400);
      const changed = await rest("/api/account/password", "POST", here, { currentPassword: PASSWORD, newPassword });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual({ otherSessionsEnded: 1 });
      expect(await viewerOf(other)).toBeNull();
      expect(
        (await rest("/api/account/password", "POST", null, { currentPassword: PASSWORD, newPassword })).status,
      ).toBe(401);
    }));
});

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
  __typename ... on ChangePasswordPayload { otherSessionsEnded }
  ... on Error { message } ... on ValidationError { fieldErrors { path message } } } }`;

describe("changing the password", () => {
  const change = (session: Signed, currentPassword: string, newPassword: string) =>
    gql(CHANGE_PASSWORD, { input: { currentPassword, newPassword } }, session).then(
      ({ data }) => data!.changePassword as Record<string, any>,
    );

  it("signs out every other session, keeps this one, and sends the notice", () =>
    fromNow(async () => {
      const id = await account("change@sessions.test");
      const here = await signIn("change@sessions.test");
      const others = [await signIn("change@sessions.test"), await signIn("change@sessions.test")];
      const newPassword = "correct horse battery staple 9";
      expect(await change(here, PASSWORD, newPassword)).toEqual({
        __typename: "ChangePasswordPayload",
        otherSessionsEnded: 2,
      });
      for (const other of others) expect(await viewerOf(other)).toBeNull();
      expect(await viewerOf(here)).toBe("change@sessions.test");
      await expect(signIn("change@sessions.test", CHROME_ON_MAC, PASSWORD)).rejects.toThrow(/no session/);
      expect(await viewerOf(await signIn("change@sessions.test", CHROME_ON_MAC, newPassword))).toBe(
        "change@sessions.test",
      );
      const notices = await api.db.prisma.notification.findMany({
        where: { recipientId: id, kind: "PASSWORD_CHANGED" },
      });
      expect(notices).toHaveLength(1);
      expect(notices[0]!.body).toMatch(/other devices were signed out/);
    }));

  it("keeps sign-up's rules for the new password", () =>
    fromNow(async () => {
      await account("rules@sessions.test");
      const here = await signIn("rules@sessions.test");
      const short = await change(here, PASSWORD, "short");
      expect(short).toMatchObject({ __typename: "ValidationError" });
      expect(short.fieldErrors[0].path).toEqual(["newPassword"]);
      const common = await change(here, PASSWORD, "password1234");
      expect(common).toMatchObject({ __typename: "ValidationError" });
      expect(common.fieldErrors[0].path).toEqual(["newPassword"]);
      expect(await viewerOf(await signIn("rules@sessions.test"))).toBe("rules@sessions.test");
    }));

  it("refuses a wrong current password, then throttles the guesses as sign-in does", () =>
    fromNow(async () => {
      const id = await account("guess@sessions.test");
      const here = await signIn("guess@sessions.test");
      const other = await signIn("guess@sessions.test");
      for (let attempt = 0; attempt < ACCOUNT_FREE_ATTEMPTS; attempt += 1) {
        const wrong = await change(here, `wrong guess ${attempt}`, "a new passphrase for this");
        expect(wrong).toMatchObject({ __typename: "ValidationError" });
        expect(wrong.fieldErrors[0].path).toEqual(["currentPassword"]);
      }
      // Even the right one waits now, and signing in shares the count.
      expect(await change(here, PASSWORD, "a new passphrase for this")).toMatchObject({
        __typename: "TooManySignInAttemptsError",
      });
      await expect(signIn("guess@sessions.test")).rejects.toThrow(/no session/);
      expect(await viewerOf(other)).toBe("guess@sessions.test");
      expect(await api.db.prisma.notification.count({ where: { recipientId: id, kind: "PASSWORD_CHANGED" } })).toBe(0);
    }));

  it("asks a visitor to sign in", async () => {
    const { errors } = await gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: PASSWORD, newPassword: "x".repeat(20) } },
      null,
    );
    expect(errors?.[0]?.message).toMatch(/sign in/i);
  });
});

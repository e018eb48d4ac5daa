// Knowing who asks: the session cookie's viewer is read in one statement (the session joined
// to its account), only when the operation may need it. A signed-in browser's trusted public
// document (paging a search, the city picker) reads no session and gets a visitor's answer;
// everything personal still shows the viewer's own; a session ended, expired or deleted is
// refused on the very next request, and a role change shows at once (nothing is kept).
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import manifest from "../../../shared/graphql/__generated__/persisted-operations.json" with { type: "json" };
import { isViewerFree, viewerFreeDocuments } from "../../src/http/viewer-free.ts";
import { schema } from "../../src/schema/index.ts";
import { SESSION_LIMITS } from "../../src/services/accounts/sessions.ts";
import { TEST_NOW } from "../support/app.ts";
import { type CountedApps, startCountedApps, VERSION_READ } from "../support/counted-apps.ts";
import { steppingClock } from "../support/schedules.ts";

const clock = steppingClock(TEST_NOW);
let apps: CountedApps;
let app: ReturnType<CountedApps["open"]>;

beforeAll(async () => {
  apps = await startCountedApps({ clock });
  app = apps.open();
});
afterAll(() => apps?.close());

const documents: Record<string, string> = manifest;

/** The manifest's id for an operation of the SPA, by its name. */
function idOf(operationName: string): string {
  const entry = Object.entries(documents).find(([, text]) => new RegExp(`^query ${operationName}\\b`).test(text));
  if (!entry) throw new Error(`${operationName} is not a query in the manifest`);
  return entry[0];
}

const TORONTO = { search: { location: "Toronto, Ontario" } };
const VIEWER = `{ viewer { name email role } }`;

/** A trusted document POSTed by id, as the SPA sends it. */
async function postById(operationName: string, variables: object, cookie?: string) {
  const response = await app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ documentId: idOf(operationName), operationName, variables }),
  });
  return { response, text: await response.text() };
}

/** The statements that read a session: the viewer's, or any other touching the table. */
const sessionReads = (operations: string[]) => operations.filter((operation) => /Session/.test(operation));

describe("a signed-in request", () => {
  it("knows its viewer from one statement, the session joined to its account", async () => {
    const cookie = await apps.signedIn(app, "una@viewer.test", "CUSTOMER");
    const { operations, value } = await apps.counting(() => app.post(VIEWER, {}, { cookie }));
    expect(JSON.parse(value.text).data.viewer).toEqual({ name: "una", email: "una@viewer.test", role: "CUSTOMER" });
    expect(sessionReads(operations)).toHaveLength(1);
    // Its touch of lastUsedAt rides in the same statement (a writable CTE).
    expect(sessionReads(operations)[0]).toMatch(
      /^\$queryRaw WITH live AS \( SELECT .* FROM "Session" s JOIN "User" u /,
    );
  });

  it("reads no session for a trusted public document, and gets a visitor's answer", async () => {
    const cookie = await apps.signedIn(app, "vic@viewer.test", "ADMIN");
    const variables = { ...TORONTO, count: 12 };
    const visitor = await postById("ProviderResultsPaginationQuery", variables);
    const signedIn = await apps.counting(() => postById("ProviderResultsPaginationQuery", variables, cookie));
    expect(sessionReads(signedIn.operations)).toEqual([]);
    // The visitor's answer, from memory: the version's read is all it costs.
    expect(signedIn.operations).toEqual([VERSION_READ]);
    expect(signedIn.value.text).toBe(visitor.text);
    expect(JSON.parse(visitor.text).data.providers.edges.length).toBeGreaterThan(2);
    // Never shared over HTTP: a POST's answer is not, and this one carried a session.
    expect(signedIn.value.response.headers.get("cache-control") ?? "").not.toMatch(/public/);
    expect(signedIn.value.response.headers.get("etag")).toBeNull();
  });

  it("reads the session for a trusted document with personal fields, and shows the viewer's own", async () => {
    const cookie = await apps.signedIn(app, "wren@viewer.test", "CUSTOMER");
    const { operations, value } = await apps.counting(() => postById("HomePageQuery", TORONTO, cookie));
    const body = JSON.parse(value.text);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toMatchObject({ name: "wren", email: "wren@viewer.test" });
    expect(sessionReads(operations)).toHaveLength(1);
    // A visitor's answer to the same document, kept in memory, was not handed out.
    expect(JSON.parse((await postById("HomePageQuery", TORONTO)).text).data.viewer).toBeNull();
  });

  it("reads the public data version in the session's own statement, not in one of its own", async () => {
    const cookie = await apps.signedIn(app, "yves@viewer.test", "CUSTOMER");
    // Twice: the second answers the public fields (categories, reviews, cities) from memory,
    // under the version the session's statement read.
    await postById("HomePageQuery", TORONTO, cookie);
    const { operations, value } = await apps.counting(() => postById("HomePageQuery", TORONTO, cookie));
    expect(JSON.parse(value.text).data.viewer).toMatchObject({ email: "yves@viewer.test" });
    expect(operations).not.toContain(VERSION_READ);
    expect(sessionReads(operations)).toHaveLength(1);
    expect(sessionReads(operations)[0]).toMatch(/LEFT JOIN "PublicDataVersion" version ON version."id" = 1/);
    expect(operations.filter((operation) => /PublicDataVersion/.test(operation))).toHaveLength(1);
    // Then the search and the last service address: the viewer's name and email are the
    // session statement's, so three in all.
    expect(operations).toHaveLength(3);
  });

  it("reads the account again only for viewer fields the session's statement did not read", async () => {
    const cookie = await apps.signedIn(app, "zoe@viewer.test", "CUSTOMER");
    const fromSession = await apps.counting(() => app.post(`{ viewer { id name email role } }`, {}, { cookie }));
    expect(fromSession.operations).toHaveLength(1);
    const more = await apps.counting(() => app.post(`{ viewer { name emailVerified } }`, {}, { cookie }));
    expect(more.operations[1]).toBe("User.findUnique");
    expect(JSON.parse(more.value.text).data.viewer).toEqual({ name: "zoe", emailVerified: true });
    expect(more.operations).toHaveLength(2);
  });

  it("asking over GET with a session cookie is answered privately, with the viewer's own", async () => {
    const cookie = await apps.signedIn(app, "xan@viewer.test", "CUSTOMER");
    const response = await app.get(`{ viewer { name } categories { slug } }`, {}, { cookie });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    expect((await response.json()).data.viewer).toEqual({ name: "xan" });
  });
});

describe("a session", () => {
  const viewerOf = async (cookie: string) => JSON.parse((await app.post(VIEWER, {}, { cookie })).text).data.viewer;

  it("is refused on the very next request after signing out", async () => {
    const cookie = await apps.signedIn(app, "yara@viewer.test", "CUSTOMER");
    expect(await viewerOf(cookie)).not.toBeNull();
    const signOut = await app.post(`mutation { signOut { success } }`, {}, { cookie });
    expect(JSON.parse(signOut.text).data.signOut.success).toBe(true);
    expect(await viewerOf(cookie)).toBeNull();
    expect(JSON.parse((await postById("HomePageQuery", TORONTO, cookie)).text).data.viewer).toBeNull();
  });

  it("is refused from its expiry on, however recently it was used", async () => {
    const cookie = await apps.signedIn(app, "zed@viewer.test", "CUSTOMER");
    const expiry = clock.now().getTime() + SESSION_LIMITS.lifetimeMs;
    try {
      // Used within its idle limit all along, so only the expiry can end it.
      for (let at = TEST_NOW.getTime(); at < expiry; at += SESSION_LIMITS.idleMs / 2) {
        clock.set(new Date(at));
        expect(await viewerOf(cookie)).not.toBeNull();
      }
      clock.set(new Date(expiry - 1));
      expect(await viewerOf(cookie)).not.toBeNull();
      clock.set(new Date(expiry));
      expect(await viewerOf(cookie)).toBeNull();
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it("shows a role change and an account's deletion on the next request", async () => {
    const cookie = await apps.signedIn(app, "abe@viewer.test", "CUSTOMER");
    await apps.db.prisma.user.update({ where: { email: "abe@viewer.test" }, data: { role: "ADMIN" } });
    expect(await viewerOf(cookie)).toMatchObject({ role: "ADMIN" });
    await apps.db.prisma.user.delete({ where: { email: "abe@viewer.test" } });
    expect(await viewerOf(cookie)).toBeNull();
  });
});

describe("a viewer-free document", () => {
  const free = (text: string) => isViewerFree(schema, parse(text));

  it("is a query of public fields that are not personal", () => {
    expect(free(`{ providers(first: 2) { edges { node { name city { name } } } } categories { slug } }`)).toBe(true);
    expect(free(`{ categories { slug } viewer { name } }`)).toBe(false);
    expect(free(`{ node(id: "UHJvdmlkZXI6MQ==") { id } }`)).toBe(false);
    expect(free(`query { ...Q } fragment Q on Query { nodes(ids: []) { id } }`)).toBe(false);
    expect(free(`mutation { signOut { success } }`)).toBe(false);
    // A field only staff may read, and a root field that is not public.
    expect(free(`{ providers(first: 2) { edges { node { approvedBy } } } }`)).toBe(false);
    expect(free(`{ availability(providerId: "1", start: "2026-11-21", end: "2026-11-22") { today } }`)).toBe(false);
  });

  it("covers the app's public paging and pickers, and none of its pages that show the viewer", () => {
    const isFree = viewerFreeDocuments(schema);
    for (const name of ["ProviderResultsPaginationQuery", "CityPickerResultsQuery", "NearbyLocationQuery"]) {
      expect(isFree(idOf(name)), name).toBe(true);
    }
    for (const name of [
      "HomePageQuery",
      "CityPageQuery",
      "HeaderQuery",
      "SavedProviderBatchQuery",
      "ContactPageQuery",
    ]) {
      expect(isFree(idOf(name)), name).toBe(false);
    }
    expect(isFree("0".repeat(64))).toBe(false);
  });
});

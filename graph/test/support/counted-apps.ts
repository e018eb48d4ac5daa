// Apps over one seeded test database whose database work is counted, for the tests of the
// public answers kept in memory: an answer served from memory costs one statement,
// the public data version's read. Several apps may share the database, as the processes of a
// production deployment do; each keeps its own memory.
import { seedDatabase } from "../../../prisma/seed/seed.ts";
import { type AppOptions, createApp } from "../../src/app.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { systemClock } from "../../src/context.ts";
import { cookieFrom, TEST_NOW } from "./app.ts";
import { createTestDatabase } from "./database.ts";
import { enrolAllTestStaff, enrolTestStaff, TEST_TOTP_SECRET, totpCodeAt } from "./second-factor.ts";
import { createAccount } from "./sign-in.ts";

export const PASSWORD = "counted apps passphrase 1";

export async function startCountedApps(
  options: Pick<AppOptions, "clock" | "partnerRateLimit"> & { providers?: number },
) {
  const db = await createTestDatabase();
  await seedDatabase(db.prisma, { providers: options.providers ?? 40, seed: 7, now: TEST_NOW });
  await enrolAllTestStaff(db.prisma, TEST_NOW);
  const operations: string[] = [];
  // Every Prisma operation the apps run: a model query (one statement or more) or a raw one.
  const counted = db.prisma.$extends({
    query: {
      $allOperations({ model, operation, args, query }) {
        operations.push(describeOperation(model, operation, args));
        return query(args);
      },
    },
  }) as unknown as PrismaClient;

  function open(appOptions: Partial<AppOptions> = {}) {
    const app = createApp({ db: counted, logError: () => {}, ...options, ...appOptions });
    const request = async (path: string, init: RequestInit = {}): Promise<Response> =>
      app.fetch(new Request(`http://marketplace.test${path}`, init));
    /** A POST of `query` as JSON; the answer's text, to compare byte for byte. */
    const post = async (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
      const response = await request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { response, text: await response.text() };
    };
    /** The same operation as a GET, as a browser or a CDN may cache it. */
    const get = (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
      const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      return request(`/graphql?${search}`, { headers: { accept: "application/json", ...headers } });
    };
    /** Staff's authenticator code at this app's clock. */
    const staffCode = () => totpCodeAt(TEST_TOTP_SECRET, (appOptions.clock ?? options.clock ?? systemClock).now());
    return { app, request, post, get, staffCode };
  }

  /** The operations `run` makes the apps issue, with what it returns. */
  async function counting<T>(run: () => Promise<T>): Promise<{ operations: string[]; value: T }> {
    const before = operations.length;
    const value = await run();
    return { operations: operations.slice(before), value };
  }

  /** A new account of `role`, signed in through `app`: its session cookie. */
  async function signedIn(
    app: ReturnType<typeof open>,
    email: string,
    role: "CUSTOMER" | "PROVIDER" | "ADMIN",
    providerId: number | null = null,
  ): Promise<string> {
    const userId = await createAccount(db.prisma, email, PASSWORD);
    await db.prisma.user.update({ where: { id: userId }, data: { role, providerId } });
    if (role === "ADMIN") await enrolTestStaff(db.prisma, userId, TEST_NOW);
    const { response } = await app.post(SIGN_IN, { input: { email, password: PASSWORD, code: app.staffCode() } });
    return cookieFrom(response);
  }

  return { db, open, counting, signedIn, close: () => db.close() };
}

/** The one statement an answer from memory costs. */
export const VERSION_READ = '$queryRaw SELECT "version"::text AS "version" FROM "PublicDataVersion" WHERE "id" = 1';

/** "Provider.findMany", or a raw statement's text with ? for its values. */
function describeOperation(model: string | undefined, operation: string, args: unknown): string {
  if (model) return `${model}.${operation}`;
  const sql =
    args && typeof args === "object" && "strings" in args
      ? (args.strings as string[]).join("?")
      : Array.isArray(args)
        ? String(args[0])
        : "";
  return `${operation} ${sql.replace(/\s+/g, " ").trim()}`;
}

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }`;

export type CountedApps = Awaited<ReturnType<typeof startCountedApps>>;

// Process-level: the real `npm start` prepares an empty database once (migrations, demo
// data), and a restart on the same database keeps everything, including rows written
// while it ran (a session), without migrating or seeding again.
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { graphql, makeTempDataDir, removeDataDir, startServer, type RunningServer } from "./support/server.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const migrationNames = readdirSync(path.join(projectRoot, "prisma/migrations"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const SEED_PROVIDERS = 40;

const SNAPSHOT = /* GraphQL */ `
  {
    providers(first: 1) {
      totalCount
      edges {
        node {
          databaseId
          name
        }
      }
    }
    cities(first: 1) {
      totalCount
    }
  }
`;
const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
    }
  }
`;
const VIEWER = `{ viewer { name role } }`;

interface Snapshot {
  providerCount: number;
  firstProvider: { databaseId: number; name: string };
  cityCount: number;
}

async function snapshot(server: RunningServer): Promise<Snapshot> {
  const { data, errors } = await graphql(server.url, SNAPSHOT);
  expect(errors).toBeUndefined();
  return {
    providerCount: data.providers.totalCount,
    firstProvider: data.providers.edges[0].node,
    cityCount: data.cities.totalCount,
  };
}

async function signInAsCustomer(server: RunningServer): Promise<string> {
  const { data, response } = await graphql(server.url, SIGN_IN, {
    input: { email: "customer@demo.test", password: "demo-password" },
  });
  expect(data.signIn.__typename).toBe("SignInPayload");
  const setCookie = response.headers.get("set-cookie");
  expect(setCookie).toBeTruthy();
  return setCookie!.split(";")[0]!;
}

async function viewerName(server: RunningServer, cookie: string): Promise<string | null> {
  const { data } = await graphql(server.url, VIEWER, {}, { cookie });
  return data.viewer?.name ?? null;
}

const seedingLine = /Empty database: seeding/;

/**
 * First start on an empty database: `firstStartLog` must match; then a restart on the
 * same database must find the schema current, skip seeding and serve the same data.
 */
async function expectDataSurvivesRestart(start: () => Promise<RunningServer>, firstStart: { migrated: boolean }) {
  let server = await start();
  let cookie: string;
  let before: Snapshot;
  try {
    // The server answers /readyz as soon as it is ready and logs so just after, through an
    // asynchronous writer and a pipe: on a busy machine the line arrives a moment later.
    await vi.waitFor(() => expect(server.log()).toContain("Ready: http://localhost:"), { timeout: 15_000 });
    const log = server.log();
    if (firstStart.migrated) expect(log).toContain(`Applied migrations: ${migrationNames.join(", ")}`);
    else expect(log).toContain("Database schema is up to date");
    expect(log).toMatch(seedingLine);

    before = await snapshot(server);
    expect(before.providerCount).toBeGreaterThanOrEqual(SEED_PROVIDERS);
    expect(before.cityCount).toBeGreaterThan(400);
    expect(before.firstProvider.name).not.toBe("");
    cookie = await signInAsCustomer(server);
    expect(await viewerName(server, cookie)).toBe("Casey Customer");
  } finally {
    const exit = await server.stop();
    expect(exit.code, server.log()).toBe(0);
  }

  server = await start();
  try {
    const log = server.log();
    expect(log).toContain("Database schema is up to date");
    expect(log).not.toContain("Applied migrations");
    expect(log).not.toMatch(seedingLine);
    expect(await snapshot(server)).toEqual(before);
    // The session was written while the first process ran: it signs the customer in still.
    expect(await viewerName(server, cookie)).toBe("Casey Customer");
  } finally {
    const exit = await server.stop();
    expect(exit.code, server.log()).toBe(0);
  }
}

describe("restarting on the embedded database (PGlite)", () => {
  let dataDir: string | undefined;
  afterAll(() => removeDataDir(dataDir));

  it("migrates and seeds an empty DATA_DIR once, then keeps its data across a restart", async () => {
    dataDir = await makeTempDataDir();
    const dir = dataDir;
    await expectDataSurvivesRestart(() => startServer({ dataDir: dir, seedProviders: SEED_PROVIDERS }), {
      migrated: true,
    });
  });
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(testDatabaseUrl)("restarting on PostgreSQL (TEST_DATABASE_URL)", () => {
  const databaseName = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  let created = false;

  function urlFor(name: string): string {
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    return url.href;
  }

  afterAll(async () => {
    if (created)
      await withDatabase(testDatabaseUrl!, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
      );
  });

  it("npm run db:migrate applies the migrations to a new database, and is a no-op the second time", async () => {
    await withDatabase(testDatabaseUrl!, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
    created = true;

    const first = await dbMigrate(urlFor(databaseName));
    for (const name of migrationNames) expect(first).toContain(name);

    const tables = await withDatabase(urlFor(databaseName), (client) =>
      client.query<{ migration_name: string }>(
        `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`,
      ),
    );
    expect(tables.rows.map((row) => row.migration_name)).toEqual(migrationNames);

    const second = await dbMigrate(urlFor(databaseName));
    expect(second).toMatch(/up to date/);
    for (const name of migrationNames) expect(second).not.toContain(name);
  });

  it("seeds the migrated database once when asked (SEED_DEMO_DATA), then keeps its data across a restart", async () => {
    expect(created, "the database is created by the previous test").toBe(true);
    await expectDataSurvivesRestart(
      () =>
        startServer({
          databaseUrl: urlFor(databaseName),
          seedProviders: SEED_PROVIDERS,
          env: { SEED_DEMO_DATA: "true" },
        }),
      { migrated: false },
    );
  });

  it("NODE_ENV=production on an empty database seeds the cities and categories, and no demo account", async () => {
    const production = `${databaseName}_prod`;
    await withDatabase(testDatabaseUrl!, (client) => client.query(`CREATE DATABASE "${production}"`));
    try {
      // Even asked for, demo data never goes into production at start-up.
      const server = await startServer({
        databaseUrl: urlFor(production),
        seedProviders: SEED_PROVIDERS,
        env: {
          NODE_ENV: "production",
          SEED_DEMO_DATA: "true",
          // Production refuses to start without the secret that signs guests' booking links.
          GUEST_LINK_SECRET: "e2e-only-secret-for-guest-booking-links-0123456789",
        },
      });
      try {
        expect(server.log()).toMatch(/seeding the built-in lists only .*no demo data, because NODE_ENV=production/);
        const { data } = await graphql(server.url, SNAPSHOT);
        expect(data.cities.totalCount).toBeGreaterThan(400);
        expect(data.providers.totalCount).toBe(0);
        const { data: signIn } = await graphql(server.url, SIGN_IN, {
          input: { email: "customer@demo.test", password: "demo-password" },
        });
        expect(signIn.signIn.__typename).toBe("InvalidCredentialsError");
      } finally {
        expect((await server.stop()).code, server.log()).toBe(0);
      }
      const counts = await withDatabase(urlFor(production), (client) =>
        client.query<{ users: number; categories: number }>(
          `SELECT (SELECT count(*)::int FROM "User") AS users, (SELECT count(*)::int FROM "Category") AS categories`,
        ),
      );
      expect(counts.rows[0]).toEqual({ users: 0, categories: 12 });
    } finally {
      await withDatabase(testDatabaseUrl!, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${production}" WITH (FORCE)`),
      );
    }
  });
});

async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `npm run db:migrate` (the same script, without npm's own output); returns its output. */
async function dbMigrate(databaseUrl: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, FORCE_COLOR: "0" };
  delete env.DATA_DIR;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"), "scripts/db-migrate.ts"],
      { cwd: projectRoot, env, timeout: 120_000 },
    );
    return `${stdout}\n${stderr}`;
  } catch (error) {
    const e = error as { message: string; stdout?: string; stderr?: string };
    throw new Error(`db:migrate failed: ${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`);
  }
}

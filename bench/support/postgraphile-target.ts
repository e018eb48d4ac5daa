// bench:search's PostGraphile target: the home search as an auto-generated GraphQL server
// answers it, from a PostgreSQL function over the same tables.
//
// The function's body is the capped baseline's statement (search-baseline.ts), word for word:
// SQL functions read their arguments as $1, $2, … too, so it returns the providers the SPA's
// search returns, in its order, with the page's one extra row that tells more follow. It is
// LANGUAGE sql, STABLE, not STRICT and without SET options, so PostgreSQL inlines it into
// PostGraphile's statement and plans it with the request's values, as it does the baseline's.
// It lives in a schema of its own (SCHEMA) in the bench's database only, made afresh each run.
//
// PostGraphile is pinned in bench/postgraphile/ (its own package.json and lock), installed
// there with `npm ci` when missing, and runs in its own process (postgraphile-server.ts).
import { execFileSync, fork } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { FOUND_COUNT_CAP } from "../../graph/src/services/providers/search-input.ts";
import { graphqlTarget } from "./home-search.ts";
import { type BaselineCity, CAPPED_BASELINE_SQL, cappedSearchParams } from "./search-baseline.ts";
import type { Target } from "./search-load.ts";

const SCHEMA = "bench_postgraphile";
const packageFolder = path.resolve(import.meta.dirname, "../postgraphile");

/** The function's arguments: CAPPED_BASELINE_SQL's parameters, in its order ($1 … $14). */
const ARGUMENTS = [
  ["city_latitude", "float8", "Float"],
  ["city_longitude", "float8", "Float"],
  ["service_type", "text", "String"],
  ["max_distance", "float8", "Float"],
  ["min_latitude", "float8", "Float"],
  ["max_latitude", "float8", "Float"],
  ["min_longitude", "float8", "Float"],
  ["max_longitude", "float8", "Float"],
  ["page_size", "int", "Int"],
  ["circle_distance", "float8", "Float"],
  ["circle_min_latitude", "float8", "Float"],
  ["circle_max_latitude", "float8", "Float"],
  ["circle_min_longitude", "float8", "Float"],
  ["circle_max_longitude", "float8", "Float"],
] as const;

/**
 * The row type: CAPPED_BASELINE_SQL's columns in its order (CREATE FUNCTION checks they
 * match), named so that PostGraphile's camelCase gives the app's field names.
 */
const CARD_COLUMNS = `total int, distance_km float8, database_id int, rating float8, name text, description text,
  image_url text, review_count int, starting_price int, specialties text[], availability text[],
  is_certified boolean, is_mobile_service boolean, phone text, email text, service_area text, services text[]`;

/** The SPA's card fields, as far as the row has them (no global ids, cursors or city). */
const CARD_FIELDS = `total distanceKm databaseId name description imageUrl rating reviewCount startingPrice
      services specialties availability isCertified isMobileService phone email serviceArea`;

const camelCase = (name: string) => name.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Asks for `nodes`, every row the function returns: the extra row says whether more follow
 * and the last card holds the next cursor's values, as they do for the baseline. PostGraphile's
 * own `first`/`pageInfo` would call the function a second time to find the next page.
 */
const QUERY = `query HomeSearch(${ARGUMENTS.map(([name, , type]) => `$${camelCase(name)}: ${type}!`).join(", ")}) {
  homeSearch(${ARGUMENTS.map(([name]) => `${camelCase(name)}: $${camelCase(name)}`).join(", ")}) {
    nodes { ${CARD_FIELDS} }
  }
}`;

/** The search function in its own schema, dropped first: a reused database holds the last run's. */
export async function createSearchFunction(pool: pg.Pool): Promise<void> {
  const args = ARGUMENTS.map(([name, type]) => `${name} ${type}`).join(", ");
  await pool.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await pool.query(`CREATE SCHEMA ${SCHEMA}`);
  await pool.query(`CREATE TYPE ${SCHEMA}.provider_card AS (${CARD_COLUMNS})`);
  await pool.query(`
    CREATE FUNCTION ${SCHEMA}.home_search(${args}) RETURNS SETOF ${SCHEMA}.provider_card
    LANGUAGE sql STABLE AS $body$ ${CAPPED_BASELINE_SQL} $body$`);
}

/** Installs bench/postgraphile's locked dependencies unless the pinned version is there already. */
export function installPostGraphile(): void {
  const pinned = JSON.parse(readFileSync(path.join(packageFolder, "package.json"), "utf8")).dependencies.postgraphile;
  const installed = path.join(packageFolder, "node_modules/postgraphile/package.json");
  if (existsSync(installed) && JSON.parse(readFileSync(installed, "utf8")).version === pinned) return;
  console.log(`Installing PostGraphile ${pinned} into ${packageFolder}`);
  execFileSync("npm", ["ci", "--prefix", packageFolder, "--no-audit", "--no-fund"], { stdio: "inherit" });
}

export interface PostGraphileServer {
  url: string;
  stop(): void;
}

/** PostGraphile over SCHEMA, in its own process, its connections named `bench_postgraphile`. */
export async function startPostGraphile(databaseUrl: string): Promise<PostGraphileServer> {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", SCHEMA);
  const child = fork(path.join(import.meta.dirname, "postgraphile-server.ts"), [url.href, SCHEMA], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`PostGraphile's process exited (${code})`)));
    child.once("message", (message) => resolve(message as { port: number }));
  });
  return { url: `http://127.0.0.1:${port}/graphql`, stop: () => void child.kill("SIGTERM") };
}

/** The bench's search as PostGraphile is asked it: the same values the capped baseline binds. */
export function postGraphileRequest(
  url: string,
  city: BaselineCity,
  radius: number,
  serviceType: string,
  first: number,
) {
  const values = cappedSearchParams(city, radius, serviceType, first);
  const variables = Object.fromEntries(ARGUMENTS.map(([name], index) => [camelCase(name), values[index]]));
  return graphqlTarget(url, { query: QUERY, variables });
}

/** PostGraphile's page, as far as the check reads it. */
interface PostGraphileAnswer {
  data: { homeSearch: { nodes: { databaseId: number; total: number }[] } };
}

/**
 * Throws unless PostGraphile names the app's providers, in the app's order, with the same
 * "providers found" (the row's count stops one past the cap, as the app's does).
 */
export async function assertSameProviders(
  target: Target,
  app: { ids: number[]; found: number },
  first: number,
): Promise<void> {
  const response = await fetch(target.url, target);
  const text = await response.text();
  const nodes = (JSON.parse(text.startsWith("{") ? text : "{}") as Partial<PostGraphileAnswer>).data?.homeSearch.nodes;
  if (!nodes) throw new Error(`PostGraphile failed to answer (${response.status}): ${text.slice(0, 600)}`);
  const ids = nodes.slice(0, first).map((node) => node.databaseId);
  const found = Math.min(nodes[0]?.total ?? 0, FOUND_COUNT_CAP);
  if (JSON.stringify(ids) !== JSON.stringify(app.ids) || found !== app.found)
    throw new Error(`PostGraphile and the app disagree:\n${JSON.stringify({ ids, found })}\n${JSON.stringify(app)}`);
}

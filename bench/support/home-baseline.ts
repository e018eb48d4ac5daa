// The bare baseline of bench:home: node:http and pg answering the SPA's home query
// (HomePageQuery) with the same JSON text the app answers, byte for byte, from hand-written
// statements, each prepared once per connection: the search (search-baseline.ts's capped
// statement, as the SPA counts and pages), categories, the three recent reviews, the ten
// largest cities and, with a session cookie, the viewer and their last service address in
// one. The marketplace's figures are counted once a minute, as the app counts them
// (services/marketplace/figures.ts). Like the app, it knows the searched city beforehand.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type pg from "pg";
import { formatPriceRange } from "../../graph/src/services/categories/price-range.ts";
import {
  type BaselineCity,
  type BaselineRow,
  CAPPED_BASELINE_SQL,
  cappedSearchParams,
  globalId,
  spaAnswer,
} from "./search-baseline.ts";
import { requestText, sessionToken } from "./bare-http.ts";

/** The home page's page size (ProviderResults_query's `first: 12`). */
const HOME_PAGE_SIZE = 12;
const FIGURES_MAX_AGE_MS = 60_000;

const STATEMENTS = {
  categories: `SELECT id, name, slug, "minPriceCents", "maxPriceCents" FROM "Category" ORDER BY "sortOrder", id`,
  reviews: `SELECT r.id, r."customerName", r.rating, r.comment, r."createdAt" AT TIME ZONE 'UTC' AS "createdAt"
    FROM "Review" r JOIN "Provider" p ON p.id = r."providerId" WHERE p.status = 'ACTIVE'
    ORDER BY r."createdAt" DESC, r.id DESC LIMIT 3`,
  cities: `SELECT id, name, slug, province, population FROM "City" WHERE tier = 1
    ORDER BY population DESC, id LIMIT 10`,
  viewer: `SELECT u.id, u.name, u.email, a.address, a."addressUnit", a."postalCode",
      c.id AS "cityId", c.name AS "cityName", c.province, c."provinceCode"
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    LEFT JOIN LATERAL (
      SELECT * FROM (
        (SELECT address, "addressUnit", "postalCode", "addressCityId", "createdAt", 0 AS rank FROM "Booking"
         WHERE "customerId" = u.id AND "postalCode" IS NOT NULL AND "addressCityId" IS NOT NULL
         ORDER BY "createdAt" DESC, id DESC LIMIT 1)
        UNION ALL
        (SELECT address, "addressUnit", "postalCode", "addressCityId", "createdAt", 1 FROM "RecurringSchedule"
         WHERE "customerId" = u.id AND "postalCode" IS NOT NULL AND "addressCityId" IS NOT NULL
         ORDER BY "createdAt" DESC, id DESC LIMIT 1)
      ) latest ORDER BY "createdAt" DESC, rank LIMIT 1
    ) a ON u.role = 'CUSTOMER'
    LEFT JOIN "City" c ON c.id = a."addressCityId"
    WHERE s.id = $1 AND s."expiresAt" > now() AT TIME ZONE 'UTC'`,
  figures: `SELECT (SELECT count(*)::int FROM "City") AS cities, p."verifiedProviders",
      (SELECT count(*)::int FROM "Booking" WHERE status = 'COMPLETED') AS "completedJobs",
      p."ratingSum", p."reviewCount"
    FROM (SELECT count(*)::int AS "verifiedProviders", sum(rating * "reviewCount")::float8 AS "ratingSum",
                 coalesce(sum("reviewCount"), 0)::int AS "reviewCount"
          FROM "Provider" WHERE status = 'ACTIVE') p`,
};

export async function startHomeBaseline(pool: pg.Pool): Promise<Server> {
  const {
    rows: [city],
  } = await pool.query<BaselineCity>(
    `SELECT id, name, province, latitude, longitude FROM "City" WHERE slug = 'toronto-ontario'`,
  );
  let figures: { at: number; answer: Promise<unknown> } | null = null;
  const marketplaceFigures = () => {
    if (!figures || Date.now() - figures.at >= FIGURES_MAX_AGE_MS) {
      figures = { at: Date.now(), answer: pool.query({ name: "figures", text: STATEMENTS.figures }).then(figuresOf) };
    }
    return figures.answer;
  };
  const run = <R extends pg.QueryResultRow>(name: keyof typeof STATEMENTS, values: unknown[] = []) =>
    pool.query<R>({ name, text: STATEMENTS[name], values }).then((result) => result.rows);

  async function answer(request: IncomingMessage, response: ServerResponse) {
    try {
      const body = JSON.parse(await requestText(request)) as {
        variables: { search: { maxDistance: number; serviceType: string } };
      };
      const { maxDistance, serviceType } = body.variables.search;
      const token = sessionToken(request);
      const [search, categories, reviews, viewer, counted, cities] = await Promise.all([
        pool.query<BaselineRow>({
          name: "search",
          text: CAPPED_BASELINE_SQL,
          values: cappedSearchParams(city!, maxDistance, serviceType, HOME_PAGE_SIZE),
        }),
        run<{ id: number; name: string; slug: string; minPriceCents: number; maxPriceCents: number }>("categories"),
        run<{ id: number; customerName: string; rating: number; comment: string; createdAt: Date }>("reviews"),
        token ? run<ViewerRow>("viewer", [createHash("sha256").update(token).digest("hex")]) : [],
        marketplaceFigures(),
        run<{ id: number; name: string; slug: string; province: string; population: number }>("cities"),
      ]);
      // In the order the app's execution answers (graphql-jit's, not the document's).
      const data = {
        cities: {
          edges: cities.map((row) => ({
            node: {
              id: globalId("City", row.id),
              name: row.name,
              slug: row.slug,
              province: row.province,
              population: row.population,
            },
          })),
        },
        marketplaceFigures: counted,
        categories: categories.map((row) => ({
          slug: row.slug,
          name: row.name,
          id: globalId("Category", row.id),
          priceRange: formatPriceRange(row.minPriceCents, row.maxPriceCents),
        })),
        viewer: viewer[0] ? viewerOf(viewer[0]) : null,
        recentReviews: reviews.map((row) => ({
          id: globalId("Review", row.id),
          customerName: row.customerName,
          rating: row.rating,
          comment: row.comment,
          createdAt: row.createdAt.toISOString(),
        })),
        providers: spaAnswer(search.rows, city!, HOME_PAGE_SIZE),
      };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data }));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  }
  // The handler catches its own failures: Node's server ignores the promise it returns.
  return createServer((request, response) => void answer(request, response));
}

interface ViewerRow {
  id: number;
  name: string;
  email: string;
  address: string | null;
  addressUnit: string;
  postalCode: string;
  cityId: number | null;
  cityName: string;
  province: string;
  provinceCode: string;
}

function viewerOf(row: ViewerRow) {
  return {
    name: row.name,
    email: row.email,
    id: globalId("User", row.id),
    lastServiceAddress:
      row.address && row.cityId !== null
        ? {
            street: row.address,
            unit: row.addressUnit,
            postalCode: row.postalCode,
            city: {
              databaseId: row.cityId,
              displayName: `${row.cityName}, ${row.province}`,
              provinceCode: row.provinceCode,
              id: globalId("City", row.cityId),
            },
          }
        : null,
  };
}

function figuresOf({ rows: [row] }: pg.QueryResult) {
  const { cities, verifiedProviders, completedJobs, ratingSum, reviewCount } = row;
  const averageRating = reviewCount > 0 && ratingSum !== null ? ratingSum / reviewCount : null;
  return { cities, verifiedProviders, completedJobs, averageRating, reviewCount };
}

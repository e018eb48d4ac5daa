// The bare baseline of `npm run bench:search`: a node:http handler answering the home search
// with ONE hand-written SQL statement through `pg`, over the app's schema and indexes. Like
// the app (which remembers cities), it knows the city's coordinates and box before the
// request; literal bounds also give the planner the row estimates it needs.
//
//   GET /          counts every match exactly, and answers the bench's full document's fields
//   GET /text      the first, with words (?q=): the providers themselves, not the category's
//                  entries (as the app searches with words), their searchDocument matched as
//                  the app matches it (English or French stems, accents removed)
//   GET /capped    counts and pages as the SPA's search does (up to FOUND_COUNT_CAP; past it
//                  the page comes from the first circle, an eighth of the radius, each branch
//                  gated on the count) and answers exactly what the SPA's trusted document
//                  does: the same JSON, global ids, cursors and page info included
//
// `?prepared` runs the same statement prepared once per connection, as the app's searches are
// (db/rows.ts): PostgreSQL then plans it once instead of on every request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isDeepStrictEqual } from "node:util";
import type pg from "pg";
import { boundingBox, EARTH_RADIUS_KM } from "../../graph/src/services/providers/geo.ts";
import { encodeSearchCursor } from "../../graph/src/services/providers/search-cursor.ts";
import { FOUND_COUNT_CAP } from "../../graph/src/services/providers/search-input.ts";

/** The category's entries near the city: the search without words. */
const CATEGORY_ENTRIES = `"ProviderSearchEntry" p WHERE p."categoryId" = (SELECT id FROM "Category" WHERE slug = $3)`;
/** The providers offering the category whose words match $10's: the search with words. */
const PROVIDERS_WITH_WORDS = `"Provider" p
    WHERE EXISTS (SELECT 1 FROM "ProviderCategory" pc WHERE pc."providerId" = p.id
                    AND pc."categoryId" IN (SELECT id FROM "Category" WHERE slug IN ($3)))
      AND p."searchDocument" @@ (SELECT websearch_to_tsquery('english', public.unaccent($10::text))
                                        || websearch_to_tsquery('french', public.unaccent($10::text)))`;

const candidatesSql = (radius: string, box: [string, string, string, string], source = CATEGORY_ENTRIES) => `
  SELECT id, rating, distance FROM (
    SELECT ${source === CATEGORY_ENTRIES ? 'p."providerId"' : "p.id"} AS id, p.rating,
           2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
             power(sin(radians(p.latitude - $1::float8) / 2), 2)
             + cos(radians($1::float8)) * cos(radians(p.latitude))
               * power(sin(radians(p.longitude - $2::float8) / 2), 2)))) AS distance
    FROM ${source}
      AND p.status = 'ACTIVE'
      AND p.latitude BETWEEN ${box[0]}::float8 AND ${box[1]}::float8
      AND p.longitude BETWEEN ${box[2]}::float8 AND ${box[3]}::float8
    OFFSET 0 -- as the app's: each distance worked out once, not again for the sort
  ) candidate WHERE distance <= ${radius}::float8`;
const WHOLE_RADIUS = candidatesSql("$4", ["$5", "$6", "$7", "$8"]);
/** The page's cards, with `total`, from CTEs `page` and `matched`; `columns` are the provider's. */
const CARDS_OF_PAGE = (total: string, columns: string) => `
  SELECT ${total} AS total, page.distance, p.id, p.rating, ${columns},
         (SELECT array_agg(cat.name ORDER BY cat."sortOrder") FROM "ProviderCategory" pc
            JOIN "Category" cat ON cat.id = pc."categoryId" WHERE pc."providerId" = p.id) AS services
  FROM page JOIN "Provider" p ON p.id = page.id JOIN "City" c ON c.id = p."cityId"
  ORDER BY page.distance, page.rating DESC, page.id`;
const DOCUMENT_COLUMNS = `p.name, p."reviewCount", p."startingPrice", p.specialties, p."isCertified",
  p."isMobileService", c.name AS "cityName", c.province`;
const SPA_COLUMNS = `p.name, p.description, p."imageUrl", p."reviewCount", p."startingPrice", p.specialties,
  p.availability, p."isCertified", p."isMobileService", p.phone, p.email, p."serviceArea"`;

export const BASELINE_SQL = `
  WITH matched AS (${WHOLE_RADIUS}),
  page AS (SELECT * FROM matched ORDER BY distance, rating DESC, id LIMIT $9)
  ${CARDS_OF_PAGE("(SELECT count(*) FROM matched)::int", DOCUMENT_COLUMNS)}`;

/** BASELINE_SQL with words: one more parameter, $10, the words. */
export const TEXT_BASELINE_SQL = `
  WITH matched AS (${candidatesSql("$4", ["$5", "$6", "$7", "$8"], PROVIDERS_WITH_WORDS)}),
  page AS (SELECT * FROM matched ORDER BY distance, rating DESC, id LIMIT $9)
  ${CARDS_OF_PAGE("(SELECT count(*) FROM matched)::int", DOCUMENT_COLUMNS)}`;

// Five more parameters: the circle's radius and box. The page holds one more row than
// shown, which tells whether more follow (hasNextPage), as the app's does.
export const CAPPED_BASELINE_SQL = `
  WITH matched AS MATERIALIZED (${WHOLE_RADIUS} LIMIT ${FOUND_COUNT_CAP + 1}),
  total AS (SELECT count(*)::int AS count FROM matched),
  page AS (
    (SELECT * FROM matched WHERE (SELECT count FROM total) <= ${FOUND_COUNT_CAP}
     ORDER BY distance, rating DESC, id LIMIT $9 + 1)
    UNION ALL
    (SELECT * FROM (${candidatesSql("$10", ["$11", "$12", "$13", "$14"])}) circle
     WHERE (SELECT count FROM total) > ${FOUND_COUNT_CAP} ORDER BY distance, rating DESC, id LIMIT $9 + 1))
  ${CARDS_OF_PAGE("(SELECT count FROM total)", SPA_COLUMNS)}`;

export interface BaselineCity {
  id: number;
  name: string;
  province: string;
  latitude: number;
  longitude: number;
}

export interface SearchBaseline {
  server: Server;
  /** The baseline's statement and parameters, for EXPLAIN. */
  statement: { query: string; params: string };
}

/** A row of either statement; the document's or the SPA's columns are there as each selects. */
export interface BaselineRow {
  total: number;
  distance: number;
  id: number;
  rating: number;
  name: string;
  description: string;
  imageUrl: string | null;
  reviewCount: number;
  startingPrice: number;
  services: string[] | null;
  specialties: string[];
  availability: string[];
  isCertified: boolean;
  isMobileService: boolean;
  phone: string;
  email: string;
  serviceArea: string;
  cityName: string;
  province: string;
}

export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

export function startSearchBaseline(
  pool: pg.Pool,
  city: BaselineCity,
  radius: number,
  serviceType: string,
  first: number,
) {
  const params = searchParams(city, radius, serviceType, first);
  const cappedParams = cappedSearchParams(city, radius, serviceType, first);

  // The handler catches its own failures: Node's server ignores the promise it returns.
  const server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse) {
    try {
      const url = new URL(request.url!, "http://baseline");
      const capped = url.pathname === "/capped";
      const words = url.pathname === "/text" ? (url.searchParams.get("q") ?? "") : null;
      const text = capped ? CAPPED_BASELINE_SQL : words !== null ? TEXT_BASELINE_SQL : BASELINE_SQL;
      const name = url.searchParams.has("prepared") ? (capped ? "baseline_capped" : "baseline") : undefined;
      const values = capped ? cappedParams : words !== null ? [...params, words] : params;
      const { rows } = await pool.query<BaselineRow>({ name, text, values });
      const body = capped ? spaAnswer(rows, city, first) : documentAnswer(rows);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  }
  return { server, statement: { query: BASELINE_SQL, params: JSON.stringify(params) } };
}

function searchParams(city: BaselineCity, radius: number, serviceType: string, first: number) {
  const box = boundingBox(city, radius);
  const params = [city.latitude, city.longitude, serviceType, radius];
  params.push(box.minLatitude, box.maxLatitude, box.minLongitude!, box.maxLongitude!, first);
  return params;
}

/** CAPPED_BASELINE_SQL's parameters: the whole radius's, then its first circle's. */
export function cappedSearchParams(city: BaselineCity, radius: number, serviceType: string, first: number) {
  const circle = boundingBox(city, radius / 8);
  const params = [...searchParams(city, radius, serviceType, first), radius / 8, circle.minLatitude];
  params.push(circle.maxLatitude, circle.minLongitude!, circle.maxLongitude!);
  return params;
}

/** What the bench's full document asks for. */
function documentAnswer(rows: BaselineRow[]) {
  return {
    totalCount: rows[0]?.total ?? 0,
    edges: rows.map((row) => ({
      distanceKm: row.distance,
      node: {
        databaseId: row.id,
        name: row.name,
        rating: row.rating,
        reviewCount: row.reviewCount,
        startingPrice: row.startingPrice,
        services: row.services,
        specialties: row.specialties,
        isCertified: row.isCertified,
        isMobileService: row.isMobileService,
        city: { name: row.cityName, province: row.province },
      },
    })),
  };
}

/**
 * `data.providers` of the SPA's ProviderResultsPaginationQuery (and of its home query), field
 * for field and in the order the app's execution answers them, so the JSON text is the same byte
 * for byte.
 */
export function spaAnswer(rows: BaselineRow[], city: BaselineCity, first: number) {
  const total = rows[0]?.total ?? 0;
  const edges = rows.slice(0, first).map((row) => {
    const id = globalId("Provider", row.id);
    return {
      distanceKm: row.distance,
      node: {
        id,
        __typename: "Provider",
        databaseId: row.id,
        name: row.name,
        description: row.description,
        imageUrl: row.imageUrl,
        rating: row.rating,
        reviewCount: row.reviewCount,
        startingPrice: row.startingPrice,
        services: row.services ?? [],
        specialties: row.specialties,
        availability: row.availability,
        isCertified: row.isCertified,
        isMobileService: row.isMobileService,
        phone: row.phone,
        email: row.email,
        serviceArea: row.serviceArea,
      },
      cursor: encodeSearchCursor({ distanceKm: row.distance, rating: row.rating, id: row.id }),
    };
  });
  return {
    foundCount: { count: Math.min(total, FOUND_COUNT_CAP), isLowerBound: total > FOUND_COUNT_CAP },
    location: {
      __typename: "City",
      __isNode: "City",
      id: globalId("City", city.id),
      displayName: `${city.name}, ${city.province}`,
    },
    edges,
    pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > first },
  };
}

/** Throws unless the SPA's answer and the capped baseline's are the same JSON. */
export function assertSameAnswer(spa: unknown, baseline: unknown): void {
  if (!isDeepStrictEqual(spa, baseline)) {
    throw new Error(
      `The SPA's search and the capped baseline disagree:\n${JSON.stringify(spa).slice(0, 600)}\n` +
        JSON.stringify(baseline).slice(0, 600),
    );
  }
}

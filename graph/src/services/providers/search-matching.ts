// What a search matches, as SQL: the approved providers (or a service type's own entries)
// passing its filters, with their distance from the searched city, for the page, the counts
// and the circles to select from.
import { type City, Prisma } from "../../generated/prisma/client.ts";
import { distanceSql, offersServiceSql, withinBoxSql } from "./provider-sql.ts";
import { dollarsToCents, type SearchInput } from "./search-input.ts";

/** The rows a search matches, as SQL: candidates with their distance (null without a city). */
export interface Matching {
  candidates: Prisma.Sql;
  /** Condition on the candidates' `distance`. */
  withinRadius: Prisma.Sql;
  located: boolean;
}

export function matchingProviders(input: SearchInput, city: City | null, serviceType: string | undefined): Matching {
  // A service type searches its category's entries (they carry every column filtered on
  // but the name); otherwise, or by name, the providers themselves. Both are `p`.
  const byCategory = serviceType !== undefined && !input.name && !input.text;
  const conditions: Prisma.Sql[] = [Prisma.sql`p.status = 'ACTIVE'`];
  if (city) conditions.push(...withinBoxSql(city, input.maxDistance));
  if (byCategory) conditions.push(Prisma.sql`p."categoryId" = (SELECT id FROM "Category" WHERE slug = ${serviceType})`);
  else if (serviceType !== undefined) conditions.push(offersServiceSql([serviceType]));
  if (input.minRating !== undefined) conditions.push(Prisma.sql`p.rating >= ${input.minRating}::float8`);
  if (input.maxPrice !== undefined)
    conditions.push(Prisma.sql`p."startingPrice" <= ${dollarsToCents(input.maxPrice)}::int`);
  if (input.mobileOnly) conditions.push(Prisma.sql`p."isMobileService"`);
  if (input.certifiedOnly) conditions.push(Prisma.sql`p."isCertified"`);
  if (input.name) conditions.push(Prisma.sql`p.name ILIKE ${`%${escapeLikePattern(input.name)}%`}`);
  if (input.text) conditions.push(matchesWordsSql(input.text));

  const distance = city ? distanceSql(city.latitude, city.longitude) : Prisma.sql`NULL::float8`;
  // With a city, OFFSET 0 keeps PostgreSQL from pulling the candidates up into the query
  // around them, where the distance would be worked out once for the radius filter and
  // again for the sort: a sixth of a crowded search's statement. Without a city there is
  // no distance, and the planner keeps the freedom to walk an index in rating order.
  const fence = city ? Prisma.sql`OFFSET 0` : Prisma.empty;
  return {
    candidates: byCategory
      ? Prisma.sql`SELECT p."providerId" AS id, p.rating, ${distance} AS distance
          FROM "ProviderSearchEntry" p WHERE ${Prisma.join(conditions, " AND ")} ${fence}`
      : Prisma.sql`SELECT p.id, p.rating, ${distance} AS distance FROM "Provider" p
          WHERE ${Prisma.join(conditions, " AND ")} ${fence}`,
    withinRadius: city ? Prisma.sql`distance <= ${input.maxDistance}::float8` : Prisma.sql`TRUE`,
    located: city !== null,
  };
}

/**
 * The provider's words (Provider."searchDocument", kept by the migration provider_text_search's
 * triggers) match the search's, read the way a search box is (quoted phrases, "or", "-word"),
 * accents removed, in English or in French: either language's query finds its own stems.
 * Words that are all stop words ("the", "le") leave nothing to match, and filter nothing.
 */
function matchesWordsSql(text: string): Prisma.Sql {
  const words = Prisma.sql`public.unaccent(${text}::text)`;
  const query = Prisma.sql`(websearch_to_tsquery('english', ${words}) || websearch_to_tsquery('french', ${words}))`;
  // Each a scalar subquery, so the query is parsed once per statement, not once per row.
  return Prisma.sql`((SELECT numnode(${query}) = 0) OR p."searchDocument" @@ (SELECT ${query}))`;
}

/** Text matched literally inside a LIKE pattern: its own % and _ (and \\) are not wildcards. */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// A search page's providers in the same statement as the page itself. What a result card
// shows (the provider's columns, its city, its services) is what nearly every search asks
// for; loading it beside the page's ids saves a second statement, its round trip and its
// planning, and Prisma's mapping of the rows. Any other selection (reviews, a narrow
// `select`) is still loaded by Prisma with loadProvidersById.
import { isDeepStrictEqual } from "node:util";
import { Prisma, type Provider } from "../../generated/prisma/client.ts";
import type { ProviderQuery } from "./provider-sql.ts";
import { providerServicesSelect } from "./providers.ts";

/** The relations a card may include, each exactly as Pothos asks for it. */
const CARD_RELATIONS: Record<string, unknown> = {
  city: true,
  categories: providerServicesSelect.categories,
};

/**
 * What a page's cards carry: the provider's row (or only its public card columns), and its
 * city and services when the selection includes them. Each is work for the database and the
 * driver (a city is another row, services a subquery per card), so a card carries no more.
 */
export interface CardShape {
  /** Only PUBLIC_CARD_COLUMNS of the provider, for a caller that reads nothing else. */
  publicColumnsOnly: boolean;
  city: boolean;
  services: boolean;
}

/**
 * The provider's columns a public result card shows, and those its access rule reads
 * (id, status). A caller that reads none but these gets them alone (SearchOptions).
 */
export const PUBLIC_CARD_COLUMNS = [
  "id",
  "status",
  "name",
  "description",
  "address",
  "serviceArea",
  "phone",
  "email",
  "imageUrl",
  "rating",
  "reviewCount",
  "startingPrice",
  "specialties",
  "availability",
  "isMobileService",
  "isCertified",
] as const satisfies readonly (keyof Provider)[];

/**
 * The cards' shape for `query` (Pothos' selection for the page's providers), or null when it
 * asks for more than a card's data (the provider's scalars, plus its city and its services or
 * not) and Prisma must load the page's providers.
 */
export function cardShape(query: ProviderQuery | undefined, publicColumnsOnly = false): CardShape | null {
  if (query === undefined) return { publicColumnsOnly, city: false, services: false };
  const { include = {}, ...rest } = query as { include?: Record<string, unknown> };
  if (Object.keys(rest).length > 0) return null;
  const isCard = Object.entries(include).every(
    ([relation, selection]) => relation in CARD_RELATIONS && isDeepStrictEqual(selection, CARD_RELATIONS[relation]),
  );
  return isCard ? { publicColumnsOnly, city: "city" in include, services: "categories" in include } : null;
}

type ListColumn = { [K in keyof Provider]: Provider[K] extends unknown[] ? K : never }[keyof Provider];
type DateColumn = { [K in keyof Provider]: Provider[K] extends Date | null ? K : never }[keyof Provider];
// The columns JSON cannot carry as Prisma types them (the compiler keeps both lists complete):
/** Prisma reads a NULL list as []; so must the card. */
const LIST_COLUMNS: Record<ListColumn, true> = { specialties: true, availability: true };
/** Timestamps (UTC, without a zone in the column) arrive as text and become Dates. */
const DATE_COLUMNS: Record<DateColumn, true> = {
  approvedAt: true,
  rejectedAt: true,
  suspendedAt: true,
  payoutsStatusAt: true,
  taxProfileUpdatedAt: true,
  createdAt: true,
  updatedAt: true,
};

const PUBLIC_PROVIDER_JSON = Prisma.raw(
  `json_build_object(${PUBLIC_CARD_COLUMNS.map((column) => `'${column}', p."${column}"`).join(", ")})`,
);

/**
 * `, <the card>` after a page's own columns, when the page carries cards: one JSON value
 * per row, far less work for the driver than a dozen typed cells.
 */
export function cardColumnsSql(card: CardShape | null): Prisma.Sql {
  if (!card) return Prisma.empty;
  const provider = card.publicColumnsOnly ? PUBLIC_PROVIDER_JSON : Prisma.sql`to_json(p)`;
  const city = card.city ? Prisma.sql`, 'city', to_json(c)` : Prisma.empty;
  // The services' names and order; serviceNames() sorts them as it does Prisma's rows.
  const services = card.services
    ? Prisma.sql`, 'services', (
        SELECT coalesce(json_agg(json_build_object('name', cat.name, 'sortOrder', cat."sortOrder")), '[]')
        FROM "ProviderCategory" pc JOIN "Category" cat ON cat.id = pc."categoryId" WHERE pc."providerId" = p.id)`
    : Prisma.empty;
  return Prisma.sql`, json_build_object('provider', ${provider}${city}${services}) AS card`;
}

/** The card's tables joined onto a page aliased `page` (with an `id` column), when it carries cards. */
export function cardJoinsSql(card: CardShape | null): Prisma.Sql {
  if (!card) return Prisma.empty;
  const provider = Prisma.sql`LEFT JOIN "Provider" p ON p.id = page.id`;
  return card.city ? Prisma.sql`${provider} LEFT JOIN "City" c ON c.id = p."cityId"` : provider;
}

interface CardJson {
  provider: Record<string, unknown>;
  city?: Record<string, unknown>;
  services?: { name: string; sortOrder: number }[];
}

/**
 * A row's card, shaped as Prisma would have returned the provider with what the card
 * includes (`city`, `categories`). A card of public columns has those columns alone.
 */
export function providerFromCardRow<P>(row: object): P {
  const { provider, city, services } = (row as { card: CardJson }).card;
  for (const column in LIST_COLUMNS) if (column in provider) provider[column] ??= [];
  for (const column in DATE_COLUMNS) {
    const value = provider[column];
    if (typeof value === "string") provider[column] = new Date(`${value}Z`);
  }
  if (city) provider.city = city;
  if (services) provider.categories = services.map((category) => ({ category }));
  return provider as P;
}

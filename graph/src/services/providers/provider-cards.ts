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
 * Whether `query` (Pothos' selection for the page's providers) asks for nothing but a
 * card's data: the provider's scalars, plus its city and its services or not.
 */
export function isCardQuery(query: ProviderQuery | undefined): boolean {
  if (query === undefined) return true;
  const { include, ...rest } = query as { include?: Record<string, unknown> };
  if (Object.keys(rest).length > 0) return false;
  return Object.entries(include ?? {}).every(
    ([relation, selection]) => relation in CARD_RELATIONS && isDeepStrictEqual(selection, CARD_RELATIONS[relation]),
  );
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
  payoutsStatusAt: true,
  createdAt: true,
  updatedAt: true,
};

/**
 * The card as one JSON value: the provider's row, its city's and its services. One cell per
 * row is far less work for the driver and Prisma than forty typed ones.
 */
const CARD_COLUMN = Prisma.sql`json_build_object(
  'provider', to_json(p),
  'city', to_json(c),
  -- The services' names and order; serviceNames() sorts them as it does Prisma's rows.
  'services', (SELECT coalesce(json_agg(json_build_object('name', cat.name, 'sortOrder', cat."sortOrder")), '[]')
               FROM "ProviderCategory" pc JOIN "Category" cat ON cat.id = pc."categoryId"
               WHERE pc."providerId" = p.id)) AS card`;

/** `, <the card's columns>` after a page's own columns, when the page carries cards. */
export function cardColumnsSql(cards: boolean): Prisma.Sql {
  return cards ? Prisma.sql`, ${CARD_COLUMN}` : Prisma.empty;
}

/** The card's tables joined onto a page aliased `page` (with an `id` column), when it carries cards. */
export function cardJoinsSql(cards: boolean): Prisma.Sql {
  return cards
    ? Prisma.sql`LEFT JOIN "Provider" p ON p.id = page.id LEFT JOIN "City" c ON c.id = p."cityId"`
    : Prisma.empty;
}

interface CardJson {
  provider: Record<string, unknown>;
  city: Record<string, unknown>;
  services: { name: string; sortOrder: number }[];
}

/** A row's card, shaped as Prisma would have returned the provider with `city` and `categories`. */
export function providerFromCardRow<P>(row: object): P {
  const { provider, city, services } = (row as { card: CardJson }).card;
  for (const column in LIST_COLUMNS) provider[column] ??= [];
  for (const column in DATE_COLUMNS) {
    const value = provider[column];
    if (typeof value === "string") provider[column] = new Date(`${value}Z`);
  }
  provider.city = city;
  provider.categories = services.map((category) => ({ category }));
  return provider as P;
}

// Which tables a Prisma query reads, against the ones whose writes raise the public data
// version. A public root field's query follows the document's selection, so a caller can
// reach past the public tables (a review's provider's registration, whose account...): data
// read from there could change without the version moving, and must not be kept under it.
import { getDatamodel } from "../generated/pothos-types.ts";

/** The models whose tables have a `*_public_data_changed` trigger (migration public_data_version). */
export const VERSIONED_MODELS: ReadonlySet<string> = new Set([
  "City",
  "Category",
  "Provider",
  "ProviderCategory",
  "Review",
]);

let relations: ReadonlyMap<string, ReadonlyMap<string, string>> | undefined;

/** Each model's relation fields and the model each leads to, read once from Prisma's datamodel. */
function relationsOf(model: string): ReadonlyMap<string, string> | undefined {
  relations ??= new Map(
    Object.entries(getDatamodel().datamodel.models).map(([name, { fields }]) => [
      name,
      new Map(fields.filter((field) => field.kind === "object").map((field) => [field.name, field.type])),
    ]),
  );
  return relations.get(model);
}

/**
 * Whether every table `query` reads, starting from `model`, is versioned. Any key naming a
 * relation of the model it is met under (in `select`, `include`, `_count`, `where`,
 * `orderBy`...) leads to that relation's model; every other key keeps the model. A key that
 * only looks like a relation makes the answer false, which merely costs the cache a miss.
 */
export function readsVersionedTablesOnly(model: string, query: unknown): boolean {
  if (!VERSIONED_MODELS.has(model)) return false;
  if (query === null || typeof query !== "object" || query instanceof Date) return true;
  if (Array.isArray(query)) return query.every((item) => readsVersionedTablesOnly(model, item));
  const fields = relationsOf(model);
  return Object.entries(query).every(([key, value]) => readsVersionedTablesOnly(fields?.get(key) ?? model, value));
}

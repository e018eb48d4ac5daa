import type { CityPageQuery$variables } from "./__generated__/CityPageQuery.graphql";

/** Spec section 9: the city page searches 50 km around the city. */
export const CITY_RADIUS_KM = 50;

/** The page query's variables for a city's slug (the route loader's, so apart from the page's code). */
export function cityPageVariables(slug: string): CityPageQuery$variables {
  return { slug, search: { location: slug, maxDistance: CITY_RADIUS_KM } };
}

import type { CleaningFinderPageQuery$variables } from "./__generated__/CleaningFinderPageQuery.graphql";
import { finderInput, parseFinderParams, showsResults } from "./finderParams";

/**
 * The page query's variables for the URL's criteria (the route loader's), or null while
 * the URL shows the form: only complete criteria, not being changed, are searched for.
 */
export function cleaningFinderVariables(searchParams: URLSearchParams): CleaningFinderPageQuery$variables | null {
  const state = parseFinderParams(searchParams);
  return showsResults(state) ? { criteria: finderInput(state.draft) } : null;
}

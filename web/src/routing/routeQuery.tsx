import { createContext, use, useCallback, useContext, useEffect, type ReactNode } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLocation, useMatches, useNavigate } from "react-router-dom";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import type { QueryRegistry } from "./queryRegistry";
import type { LoaderQuery } from "./routeLoaders";

const RegistryContext = createContext<QueryRegistry | null>(null);

/** Wraps the root route: gives pages the registry and sweeps it after every commit. */
export function QueryRegistryProvider({ registry, children }: { registry: QueryRegistry; children: ReactNode }) {
  const matches = useMatches();
  useEffect(() => {
    registry.sweep(matches.map((match) => match.data));
  }, [registry, matches]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** usePreloadedQuery for a reference a route loader made: keeps it alive while read. */
export function useRouteQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  queryRef: PreloadedQuery<Q>,
): Q["response"] {
  const registry = useContext(RegistryContext);
  useEffect(() => {
    if (!registry) return;
    const ref = queryRef as unknown as PreloadedQuery<OperationType>;
    registry.acquire(ref);
    return () => registry.release(ref);
  }, [registry, queryRef]);
  return usePreloadedQuery<Q>(query, queryRef);
}

/**
 * useRouteQuery for loader data that may have no query yet, or none at all (routeLoaders'
 * forRoles, afterViewer and loadWhen): suspends while the loader waits for what its
 * variables need, and throws that wait's failure. Render it only where the loader starts a
 * query (inside RequireRole, for the roles it lets in; the finder's results...).
 */
export function useLoaderQuery<Q extends OperationType>(query: GraphQLTaggedNode, data: LoaderQuery<Q>): Q["response"] {
  return useRouteQuery<Q>(query, useDecidedRef(data));
}

function useDecidedRef<Q extends OperationType>(data: LoaderQuery<Q>): PreloadedQuery<Q> {
  if (!data.queryRef && data.decided) use(data.decided);
  // RequireRole and the loader read the same viewer from the store, so this is only reached
  // if they disagree (the viewer changed in between): the error card's retry asks again.
  if (!data.queryRef) throw new Error("The route's loader started no query for this viewer");
  return data.queryRef;
}

/**
 * A failed page query's retry: the same URL again, so the route's loader starts the query
 * afresh (Relay keeps a failure for minutes under the old reference). The new loader data
 * is the error boundary's new resetKey.
 */
export function useRouteRetry(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => void navigate(location, { replace: true, preventScrollReset: true }), [navigate, location]);
}

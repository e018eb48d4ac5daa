import { createContext, useContext, useEffect, type ReactNode } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useMatches } from "react-router-dom";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import type { QueryRegistry } from "./queryRegistry";

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

import { loadQuery, type LoadQueryOptions, type PreloadedQuery } from "react-relay/hooks";
import type { Environment, GraphQLTaggedNode, OperationType } from "relay-runtime";
import type { QueryRegistry, RouteQuery } from "./queryRegistry";
import { accessFor } from "./RequireRoleAccess";
import { whenViewerKnown, type KnownViewer } from "./viewerAccess";

/**
 * What the loader of a page for some viewers returns. Its query starts only once the viewer
 * is known to be one of them, so a visitor's or another role's browser never asks for what
 * the server would refuse (an error in its log, and nothing the page would show): at once
 * when the store knows the viewer (every navigation after the first), otherwise when the
 * header's query, started beside it by the root loader, has answered.
 */
export interface GuardedRouteQuery<Q extends OperationType> {
  /** The page's query; null while the viewer is being loaded, or for good if it is not for them. */
  queryRef: PreloadedQuery<Q> | null;
  /** Settles once the loader has decided; null or absent when it decided at once. */
  decided?: Promise<void> | null;
}

/** The route loaders' ways to start a page's query, each tracked by the registry. */
export function createRouteLoaders(environment: Environment, registry: QueryRegistry) {
  function load<Q extends OperationType>(
    query: GraphQLTaggedNode,
    variables: Q["variables"],
    options?: LoadQueryOptions,
  ): RouteQuery<Q> {
    return registry.track(loadQuery<Q>(environment, query, variables, options));
  }

  /**
   * Starts the query with the variables `variablesFor` gives for what `known` is or will be
   * (none if it gives null). The returned object is the route's loader data: the reference
   * is put into it when it is made, so the registry (which looks for `queryRef` in the loader
   * data on screen) keeps it for the page. If `known` fails, so does `decided`: the page
   * reading it throws that error to its boundary.
   */
  function loadWhen<Q extends OperationType, T>(
    query: GraphQLTaggedNode,
    known: T | Promise<T>,
    variablesFor: (known: T) => Q["variables"] | null,
    options?: LoadQueryOptions,
  ): GuardedRouteQuery<Q> {
    const start = (value: T) => {
      const variables = variablesFor(value);
      return variables ? load<Q>(query, variables, options).queryRef : null;
    };
    if (!(known instanceof Promise)) return { queryRef: start(known), decided: null };
    const data: GuardedRouteQuery<Q> = { queryRef: null, decided: null };
    data.decided = known.then((value) => {
      data.queryRef = start(value);
    });
    // Read (and thrown) by the page, if it gets that far; not an unhandled rejection meanwhile.
    data.decided.catch(() => {});
    return data;
  }

  /** loadWhen for the viewer, known at once from the store or once the header's query answers. */
  function afterViewer<Q extends OperationType>(
    query: GraphQLTaggedNode,
    variablesFor: (viewer: KnownViewer) => Q["variables"] | null,
    options?: LoadQueryOptions,
  ): GuardedRouteQuery<Q> {
    return loadWhen<Q, KnownViewer | undefined>(
      query,
      whenViewerKnown(environment),
      (viewer) => (viewer ? variablesFor(viewer) : null),
      options,
    );
  }

  /** The query of a page that RequireRole guards, started only for the roles it lets in. */
  function forRoles<Q extends OperationType>(
    roles: readonly string[],
    query: GraphQLTaggedNode,
    variablesFor: (viewer: KnownViewer) => Q["variables"] | null,
    options?: LoadQueryOptions,
  ): GuardedRouteQuery<Q> {
    return afterViewer<Q>(
      query,
      (viewer) => (accessFor(viewer.role, roles) === "allowed" ? variablesFor(viewer) : null),
      options,
    );
  }

  return { load, loadWhen, afterViewer, forRoles };
}

export type RouteLoaders = ReturnType<typeof createRouteLoaders>;

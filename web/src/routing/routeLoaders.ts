import { loadQuery, type LoadQueryOptions, type PreloadedQuery } from "react-relay/hooks";
import type { ConcreteRequest, Environment, OperationType, PreloadableConcreteRequest } from "relay-runtime";
import type { QueryRegistry } from "./queryRegistry";
import { accessFor, secondFactorStepFor } from "./RequireRoleAccess";
import { whenViewerKnown, type KnownViewer } from "./viewerAccess";

/**
 * What a route loader returns: its page's query, which may start a little later (it waits
 * for the viewer, or for the helpers its variables come from), or not at all (a page for
 * other viewers, a form with nothing to search for yet). Read it with useLoaderQuery.
 */
export interface LoaderQuery<Q extends OperationType> {
  /** The page's query; null until it has started, or for good if there is none. */
  queryRef: PreloadedQuery<Q> | null;
  /** Settles once the loader has decided; null when it decided at once. */
  decided: Promise<void> | null;
}

/**
 * A page query for a loader: its `$parameters` artifact (the query marked @preloadable: its
 * id and name, a few hundred bytes, so the route table's chunk stays small) or, in tests,
 * its full artifact. The request goes out at once; Relay reads the answer once the page's
 * code (with the full artifact) has arrived.
 */
type QueryNode = PreloadableConcreteRequest<OperationType> | ConcreteRequest;

/** A value now, or one to come. */
export type Eventually<T> = T | Promise<T>;

/** `next` of the value: at once when it is here, so a loader with all it needs decides at once. */
export function whenHere<T, U>(value: Eventually<T>, next: (value: T) => Eventually<U>): Eventually<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/**
 * A module the loaders need only for some routes (a page's variables helpers and what they
 * import), kept out of the route table's chunk: imported by the first loader that asks,
 * then at hand for the next ones.
 */
export function lazyModule<M>(importModule: () => Promise<M>): { get(): Eventually<M> } {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    get: () =>
      loaded ??
      (pending ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

/** The route loaders' ways to start a page's query, each tracked by the registry. */
export function createRouteLoaders(environment: Environment, registry: QueryRegistry) {
  /**
   * Starts the query with the variables `variablesFor` gives for what `known` is or will be
   * (none if it gives null). The returned object is the route's loader data: the reference
   * is put into it when it is made, so the registry (which looks for `queryRef` in the loader
   * data on screen) keeps it for the page. If `known` fails, so does `decided`: the page
   * reading it throws that error to its boundary.
   */
  function loadWhen<Q extends OperationType, T>(
    query: QueryNode,
    known: Eventually<T>,
    variablesFor: (known: T) => Eventually<Q["variables"] | null>,
    options?: LoadQueryOptions,
  ): LoaderQuery<Q> {
    const started = whenHere(known, (value) =>
      whenHere(variablesFor(value), (variables) =>
        variables ? registry.track(loadQuery<Q>(environment, query, variables, options)).queryRef : null,
      ),
    );
    if (!(started instanceof Promise)) return { queryRef: started, decided: null };
    const data: LoaderQuery<Q> = { queryRef: null, decided: null };
    data.decided = started.then((queryRef) => {
      data.queryRef = queryRef;
    });
    // Read (and thrown) by the page, if it gets that far; not an unhandled rejection meanwhile.
    data.decided.catch(() => {});
    return data;
  }

  /** The query with these variables, at once. */
  function load<Q extends OperationType>(
    query: QueryNode,
    variables: Q["variables"],
    options?: LoadQueryOptions,
  ): LoaderQuery<Q> {
    return loadWhen<Q, null>(query, null, () => variables, options);
  }

  /**
   * The query with the variables `variablesFor` gives for the viewer, once known: at once
   * from the store (every navigation after the first), else when the header's query, which
   * the root loader started beside this one, has answered (joined, not repeated).
   */
  function afterViewer<Q extends OperationType>(
    query: QueryNode,
    variablesFor: (viewer: KnownViewer) => Eventually<Q["variables"] | null>,
    options?: LoadQueryOptions,
  ): LoaderQuery<Q> {
    return loadWhen<Q, KnownViewer | undefined>(
      query,
      whenViewerKnown(environment),
      (viewer) => (viewer ? variablesFor(viewer) : null),
      options,
    );
  }

  /**
   * The query of a page that RequireRole guards, started only for the roles it lets in: a
   * visitor's or another role's browser never asks for what the server would refuse (an
   * error in its log, and nothing the page would show). Nor does a staff session that has
   * still to give its second factor: RequireRole asks for it first.
   */
  function forRoles<Q extends OperationType>(
    roles: readonly string[],
    query: QueryNode,
    variablesFor: (viewer: KnownViewer) => Eventually<Q["variables"] | null>,
    options?: LoadQueryOptions,
  ): LoaderQuery<Q> {
    return afterViewer<Q>(
      query,
      (viewer) =>
        accessFor(viewer.role, roles) === "allowed" && secondFactorStepFor(viewer, roles) === null
          ? variablesFor(viewer)
          : null,
      options,
    );
  }

  return { load, loadWhen, afterViewer, forRoles };
}

export type RouteLoaders = ReturnType<typeof createRouteLoaders>;

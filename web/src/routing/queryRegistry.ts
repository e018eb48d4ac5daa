import type { PreloadedQuery } from "react-relay/hooks";
import type { OperationType } from "relay-runtime";

type AnyQueryRef = PreloadedQuery<OperationType>;

/** What a route loader returns: the query it started, for the page to read. */
export interface RouteQuery<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

/** The slice of a react-router data router's state the registry looks at. */
export interface RouterStateLike {
  navigation: { state: string };
  revalidation: string;
  loaderData: Record<string, unknown>;
}

/**
 * Route loaders start queries with loadQuery, which retains the result and holds the
 * network request until disposed. The registry remembers every reference a loader made
 * and disposes one only when nothing needs it any more:
 * - it is not in the loader data of the screen React last committed (`sweep`, called
 *   from an effect after each commit): the previous screen stays mounted, and may
 *   re-render, until the next one commits;
 * - it is not in the router's latest state: a navigation's loader has run, and its screen
 *   is still rendering (suspended in a transition) when the previous commit's effects run;
 * - no mounted component reads it (`acquire`/`release` from effects): a Suspense boundary
 *   keeps hidden content mounted while it shows a fallback.
 * Releases are checked after a tick because StrictMode releases and re-acquires at once.
 * References of abandoned navigations go at the next sweep.
 */
export function createQueryRegistry(defer: (fn: () => void) => void = queueMicrotask) {
  const live = new Set<AnyQueryRef>();
  const readers = new Map<AnyQueryRef, number>();
  let onScreen = new Set<unknown>();
  let routerState: (() => RouterStateLike) | undefined;

  const refsIn = (loaderData: Iterable<unknown>) => {
    const refs = new Set<unknown>();
    for (const data of loaderData) {
      if (data && typeof data === "object" && "queryRef" in data) refs.add(data.queryRef);
    }
    return refs;
  };

  function disposeUnused(candidates: Iterable<AnyQueryRef>) {
    const state = routerState?.();
    // Mid-navigation, a loader may have made a reference the state does not show yet.
    if (state && (state.navigation.state !== "idle" || state.revalidation !== "idle")) return;
    const routed = state ? refsIn(Object.values(state.loaderData)) : new Set<unknown>();
    for (const ref of [...candidates]) {
      if (!live.has(ref) || onScreen.has(ref) || routed.has(ref) || (readers.get(ref) ?? 0) > 0) continue;
      live.delete(ref);
      readers.delete(ref);
      ref.dispose();
    }
  }

  return {
    track<Q extends OperationType>(queryRef: PreloadedQuery<Q>): RouteQuery<Q> {
      live.add(queryRef as unknown as AnyQueryRef);
      return { queryRef };
    },
    /** Lets the registry see the router's latest state (its loaders run before a commit). */
    attach(getState: () => RouterStateLike) {
      routerState = getState;
    },
    /** Call after each commit with the loader data of the routes on screen. */
    sweep(loaderData: Iterable<unknown>) {
      onScreen = refsIn(loaderData);
      disposeUnused(live);
    },
    acquire(queryRef: PreloadedQuery<OperationType>) {
      readers.set(queryRef, (readers.get(queryRef) ?? 0) + 1);
    },
    release(queryRef: PreloadedQuery<OperationType>) {
      readers.set(queryRef, Math.max(0, (readers.get(queryRef) ?? 0) - 1));
      defer(() => disposeUnused([queryRef]));
    },
    size: () => live.size,
  };
}

export type QueryRegistry = ReturnType<typeof createQueryRegistry>;

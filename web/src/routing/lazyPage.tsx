import type { ComponentType } from "react";
import { lazyComponent, type LazyComponent } from "./lazyComponent";

/** A page whose code is a separate chunk, fetched when its route is first visited. */
export type LazyPage = LazyComponent<object>;

/**
 * The route loader calls preload(), so the page's code downloads beside its query instead
 * of after the first render; a download that failed is the route's error, and 'Try Again'
 * (which runs the loader again) imports afresh.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return lazyComponent<object>(load);
}

/**
 * A page a first visit lands on (the home, a city page, the cities directory, the cleaning
 * finder's shared results): its words are in the first download, so it renders without
 * waiting for the rest of the catalog.
 * The build finds these calls in routes.tsx (scripts/vite/messageCatalogParts.ts): write
 * them as `firstViewPage(() => import("./pages/..."))`.
 */
export function firstViewPage(load: () => Promise<ComponentType>): LazyPage {
  return lazyComponent<object>(load, { words: "firstView" });
}

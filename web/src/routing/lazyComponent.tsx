import { use, type ComponentType } from "react";
import { loadWholeCatalog } from "../i18n/locales";

/** A component whose code is a separate chunk, fetched the first time it is needed. */
export interface LazyComponent<P extends object> {
  Component: ComponentType<P>;
  /** Starts the download (again, if the last one failed). Safe to call often: one download at a time. */
  preload(): Promise<ComponentType<P>>;
}

export interface LazyOptions {
  /**
   * "firstView" for a first-view page (see firstViewPage), whose words ship in the first
   * download; otherwise the code renders once the rest of the catalog is in as well.
   */
  words?: "firstView" | "whole";
}

/**
 * Like React.lazy, with two differences. Whoever knows it will be needed (a route loader, a
 * button being pointed at) can start the download before the first render. And a failed
 * download is not kept for good: the render throws it to the nearest error boundary, and the
 * next preload() imports afresh. React.lazy would throw the same error forever.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { words = "whole" }: LazyOptions = {},
): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let failed = false;
  let loaded: ComponentType<P> | undefined;

  const preload = () => {
    if (!pending || failed) {
      failed = false;
      const code = words === "whole" ? Promise.all([load(), loadWholeCatalog()]).then(([Loaded]) => Loaded) : load();
      pending = code.then(
        (Loaded) => (loaded = Loaded),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return pending;
  };

  function Lazy(props: P) {
    // Once loaded, render straight away: `use` suspends for a tick on a promise it has not
    // seen. The render never restarts a failed download (its retries would loop).
    const Loaded = loaded ?? use(pending ?? preload());
    return <Loaded {...props} />;
  }
  return { Component: Lazy, preload };
}

import { use, type ComponentType } from "react";

/** A page whose code is a separate chunk, fetched when its route is first visited. */
export interface LazyPage {
  Component: ComponentType;
  /** Starts the download (again, if the last one failed); the route loader calls it. */
  preload(): Promise<ComponentType>;
}

/**
 * Like React.lazy, with two differences. The route loader starts the download, beside the
 * page's query, instead of the first render after it. And a failed download is not kept
 * for good: the render throws it to the route's error card, and 'Try Again' (which runs
 * the loader again) imports afresh. React.lazy would throw the same error forever.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let pending: Promise<ComponentType> | undefined;
  let failed = false;
  let loaded: ComponentType | undefined;

  const preload = () => {
    if (!pending || failed) {
      failed = false;
      pending = load().then(
        (Page) => (loaded = Page),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return pending;
  };

  function LazyPage() {
    // Once loaded, render straight away: `use` suspends for a tick on a promise it has not
    // seen. The render never restarts a failed download (its retries would loop).
    const Page = loaded ?? use(pending ?? preload());
    return <Page />;
  }
  return { Component: LazyPage, preload };
}

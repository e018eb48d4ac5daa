import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "../components/ErrorBoundary/ErrorBoundary";

interface LazyPartProps {
  /** What stands in for the part while its code downloads, and for good if the download fails. */
  fallback: ReactNode;
  /** The lazily loaded component(s); see lazyComponent. */
  children: ReactNode;
}

/**
 * A part of the screen whose code is not worth a first visit's download (the signed-in
 * header's bell, a tooltip) but that has a plain stand-in of the same size: the stand-in
 * shows until the code is in, so nothing moves when it arrives, and a failed download
 * leaves the stand-in rather than a hole.
 */
export function LazyPart({ fallback, children }: LazyPartProps) {
  return (
    <ErrorBoundary fallback={() => fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

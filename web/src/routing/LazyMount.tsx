import { Suspense, useEffect, useState, type ReactNode } from "react";
import { ErrorBoundary } from "../components/ErrorBoundary/ErrorBoundary";

interface LazyMountProps {
  /** The lazily loaded component(s) the children render. */
  code: { preload(): Promise<unknown> };
  /** Whether the children are wanted now (a dialog is open, the tray has something to show). */
  open: boolean;
  /** The download failed: the opener closes again, so its next opening tries afresh. */
  onFailed?: () => void;
  /** Shown while the code downloads; nothing by default (a dialog has no place on the page). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Where a part of a screen that is not on its first view goes (a dialog, the comparison
 * tray): nothing, and none of its code, until it is first wanted; then its code, and the
 * part itself, kept mounted from then on (a dialog's closing and the return of focus need
 * it). Each opening retries a download that failed.
 */
export function LazyMount({ code, open, onFailed, fallback = null, children }: LazyMountProps) {
  const [wasOpen, setWasOpen] = useState(false);
  // Counts the openings: each one gives a failed download another chance.
  const [openings, setOpenings] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      // Before the render that needs it, so a failed download is not what that render finds.
      code.preload().catch(() => {});
      setOpenings((n) => n + 1);
    }
  }
  if (openings === 0) return null;
  return (
    <ErrorBoundary resetKey={openings} fallback={() => <Failed onFailed={onFailed} />}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function Failed({ onFailed }: { onFailed?: () => void }) {
  useEffect(() => onFailed?.(), [onFailed]);
  return null;
}

import { useCallback, useEffect, useRef, useState } from "react";
import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import type { Subscription } from "relay-runtime";
import NotificationBellRefetchQueryNode, {
  type NotificationBellRefetchQuery,
} from "./__generated__/NotificationBellRefetchQuery.graphql";

/** While the tab is visible, the bell asks again this often, so a new booking shows without a reload. */
export const BELL_REFRESH_INTERVAL_MS = 60_000;

export interface NotificationRefresh {
  /** Ask the server now; the answer lands in the store, and the bell's fragment re-renders. */
  refresh(): void;
  refreshing: boolean;
  /** The last ask failed: what shows may be out of date. */
  failed: boolean;
  /** When the last answer came (ms since the epoch), for the list's "5 minutes ago". */
  checkedAt: number;
}

/**
 * Keeps the viewer's bell current. Spec section 7 has no automatic refetching, but the
 * bell is only useful if it notices new events: every minute while the
 * tab is visible, at once when the tab becomes visible again, and when the bell is opened.
 *
 * fetchQuery rather than the fragment's refetch(): a refetch that fails throws into render
 * (the header's error boundary would hide the bell), while a failed background check
 * should only say the list may be stale. The header's query retains the same records, so
 * nothing here needs retaining.
 */
export function useNotificationRefresh(viewerId: string): NotificationRefresh {
  const environment = useRelayEnvironment();
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const inFlight = useRef<Subscription | null>(null);

  const refresh = useCallback(() => {
    // One ask at a time: a newer one replaces an older one still on its way.
    inFlight.current?.unsubscribe();
    setRefreshing(true);
    inFlight.current = fetchQuery<NotificationBellRefetchQuery>(
      environment,
      NotificationBellRefetchQueryNode,
      { id: viewerId },
      { fetchPolicy: "network-only" },
    ).subscribe({
      complete() {
        inFlight.current = null;
        setRefreshing(false);
        setFailed(false);
        setCheckedAt(Date.now());
      },
      error() {
        inFlight.current = null;
        setRefreshing(false);
        setFailed(true);
      },
    });
  }, [environment, viewerId]);

  useEffect(() => {
    const whenVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    const timer = window.setInterval(whenVisible, BELL_REFRESH_INTERVAL_MS);
    document.addEventListener("visibilitychange", whenVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", whenVisible);
      inFlight.current?.unsubscribe();
      inFlight.current = null;
    };
  }, [refresh]);

  return { refresh, refreshing, failed, checkedAt };
}

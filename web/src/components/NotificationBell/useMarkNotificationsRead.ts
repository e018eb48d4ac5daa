import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { toast } from "../Toast/useToast";
import type { useMarkNotificationsReadMutation } from "./__generated__/useMarkNotificationsReadMutation.graphql";

const markReadMutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      __typename
      # The bell's own fields again: the count and every shown notification's read state
      # come back from the server, so the store matches it whatever changed meanwhile.
      ... on MarkNotificationsReadPayload {
        viewer {
          ...NotificationBell_viewer
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

const MARK_FAILED = {
  title: { id: "notifications.toast.markFailed.title" },
  description: { id: "notifications.toast.markFailed.description" },
  variant: "destructive",
} as const;

// The bell's list: the fragment's `notifications(first: 10)`.
const SHOWN = { first: 10 };

/**
 * Marks the viewer's notifications read: these ids, or all of them when `ids` is absent.
 * The bell shows it at once (an optimistic update Relay rolls back if the server refuses).
 */
export function useMarkNotificationsRead(viewerId: string) {
  const [commit, isMarking] = useMutation<useMarkNotificationsReadMutation>(markReadMutation);

  const markRead = useCallback(
    (ids?: readonly string[]) => {
      commit({
        variables: { input: ids ? { notificationIds: [...ids] } : {} },
        optimisticUpdater: (store) => markInStore(store, viewerId, ids),
        onCompleted({ markNotificationsRead: result }) {
          if (result.__typename !== "MarkNotificationsReadPayload") toast(MARK_FAILED);
        },
        onError: () => void toast(MARK_FAILED),
      });
    },
    [commit, viewerId],
  );

  return { markRead, isMarking };
}

function markInStore(store: RecordSourceSelectorProxy, viewerId: string, ids: readonly string[] | undefined) {
  const viewer = store.get(viewerId);
  if (!viewer) return;
  const wanted = ids ? new Set(ids) : null;
  let marked = 0;
  for (const edge of viewer.getLinkedRecord("notifications", SHOWN)?.getLinkedRecords("edges") ?? []) {
    const node = edge?.getLinkedRecord("node");
    if (!node || (wanted && !wanted.has(node.getDataID()))) continue;
    if (node.getValue("read") === false) marked += 1;
    node.setValue(true, "read");
  }
  const count = viewer.getValue("unreadNotificationCount");
  if (typeof count === "number") viewer.setValue(wanted ? Math.max(0, count - marked) : 0, "unreadNotificationCount");
}

import { Popover } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import type { NotificationBell_viewer$key } from "./__generated__/NotificationBell_viewer.graphql";
import { badgeText, bellLabel } from "./bellCount";
import { BellIcon } from "./BellIcon";
import { NotificationItem } from "./NotificationItem";
import { useMarkNotificationsRead } from "./useMarkNotificationsRead";
import { useNotificationRefresh } from "./useNotificationRefresh";
import * as styles from "./NotificationBell.css";

/**
 * The header's bell for a signed-in account: the unread count on a badge, and a
 * popover with the latest ten notifications from the outbox's own rows, so it is useful
 * whether or not push or email are set up.
 *
 * Opening it does not mark anything read: a glance at the list is not reading each event,
 * and the count would drop before the reader has acted. A notification is read when its
 * link is followed, or all are with "Mark all as read".
 */
export function NotificationBell({ viewer }: { viewer: NotificationBell_viewer$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NotificationBell_viewer on User @refetchable(queryName: "NotificationBellRefetchQuery") {
        id
        unreadNotificationCount
        notifications(first: 10) {
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const { refresh, refreshing, failed, checkedAt } = useNotificationRefresh(data.id);
  const { markRead, isMarking } = useMarkNotificationsRead(data.id);
  const headingId = useId();

  // Right after signing in, the header shows the account the sign-in mutation returned:
  // the menu's fields, not these (the header's query runs again only on a reload). The
  // bell then asks for its own, and shows a plain bell until they come.
  const loaded = (data as Partial<typeof data>).notifications !== undefined;
  useEffect(() => {
    if (!loaded) refresh();
  }, [loaded, refresh]);

  const unread = loaded ? data.unreadNotificationCount : 0;
  const label = bellLabel(unread);
  const badge = badgeText(unread);
  const notifications = loaded ? data.notifications.edges.map((edge) => edge.node) : [];
  const now = Math.max(openedAt, checkedAt);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setOpenedAt(Date.now());
    refresh();
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button type="button" className={styles.trigger} aria-label={intl.formatMessage(label, label.values)}>
          <BellIcon />
          {badge && (
            <span className={styles.badge} aria-hidden="true">
              {intl.formatMessage(badge, badge.values)}
            </span>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-labelledby={headingId}
        >
          <div className={styles.panelHeader}>
            <h2 id={headingId} className={styles.panelHeading}>
              <FormattedMessage id="notifications.panel.heading" />
            </h2>
            <button
              type="button"
              className={styles.markAll}
              onClick={() => markRead()}
              disabled={unread === 0 || isMarking}
            >
              <FormattedMessage id="notifications.panel.markAllRead" />
            </button>
          </div>
          {failed && (
            <p className={styles.stale} role="status">
              <FormattedMessage id="notifications.panel.stale" />
            </p>
          )}
          {!loaded ? (
            <div className={styles.empty} aria-busy="true" />
          ) : notifications.length === 0 ? (
            <div className={styles.empty} aria-busy={refreshing}>
              <p className={styles.emptyTitle}>
                <FormattedMessage id="notifications.panel.empty" />
              </p>
              <p className={styles.emptyHint}>
                <FormattedMessage id="notifications.panel.emptyHint" />
              </p>
            </div>
          ) : (
            <ul className={styles.list} aria-labelledby={headingId} aria-busy={refreshing}>
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  now={now}
                  onFollow={(followed) => {
                    setOpen(false);
                    if (!followed.read) markRead([followed.id]);
                  }}
                />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

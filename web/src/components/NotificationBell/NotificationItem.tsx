import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { visuallyHidden } from "../../styles/global.css";
import { isAppPath } from "./appPath";
import type { NotificationItem_notification$key } from "./__generated__/NotificationItem_notification.graphql";
import { relativeTime } from "./relativeTime";
import * as styles from "./NotificationBell.css";

const FULL_DATE = { dateStyle: "medium", timeStyle: "short" } as const;

interface NotificationItemProps {
  notification: NotificationItem_notification$key;
  /** The clock the ages are counted from, so every row agrees. */
  now: number;
  /** Its link was followed: the bell closes and marks this one read. */
  onFollow: (notification: { id: string; read: boolean }) => void;
}

/** One notification: its title (bold while unread), what happened, and how long ago. */
export function NotificationItem({ notification, now, onFollow }: NotificationItemProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        title
        body
        link
        read
        createdAt
      }
    `,
    notification,
  );
  const iso = String(data.createdAt);
  const age = relativeTime(iso, now);
  const unread = !data.read;

  const content: ReactNode = (
    <>
      <span className={styles.unreadDot({ unread })} aria-hidden="true" />
      <span className={styles.itemText}>
        <span className={styles.itemTitle({ unread })}>
          {unread ? (
            <FormattedMessage
              id="notifications.item.unreadTitle"
              values={{ title: data.title, hidden: (words) => <span className={visuallyHidden}>{words}</span> }}
            />
          ) : (
            data.title
          )}
        </span>
        <span className={styles.itemBody}>{data.body}</span>
        <time className={styles.itemTime} dateTime={iso} title={intl.formatDate(iso, FULL_DATE)}>
          {intl.formatRelativeTime(age.value, age.unit, { numeric: "auto" })}
        </time>
      </span>
    </>
  );

  return (
    <li className={styles.item({ unread })}>
      {isAppPath(data.link) ? (
        <Link to={data.link} className={styles.itemLink} onClick={() => onFollow({ id: data.id, read: data.read })}>
          {content}
        </Link>
      ) : (
        <div className={styles.itemRow}>{content}</div>
      )}
    </li>
  );
}

import { LazyPart } from "../../routing/LazyPart";
import { LazyNotificationBell } from "../../routing/lazyParts";
import type { NotificationBell_viewer$key } from "./__generated__/NotificationBell_viewer.graphql";
import { BellIcon } from "./BellIcon";
import * as styles from "./NotificationBell.css";

/** The header's bell, drawn as a plain bell of the same size until its code is in. */
export function NotificationBellOrStandIn({ viewer }: { viewer: NotificationBell_viewer$key }) {
  const placeholder = (
    <span className={styles.trigger} aria-hidden="true">
      <BellIcon />
    </span>
  );
  return (
    <LazyPart fallback={placeholder}>
      <LazyNotificationBell.Component viewer={viewer} />
    </LazyPart>
  );
}

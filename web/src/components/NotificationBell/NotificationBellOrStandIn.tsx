import { lazyComponent } from "../../routing/lazyComponent";
import { LazyPart } from "../../routing/LazyPart";
import type { NotificationBell_viewer$key } from "./__generated__/NotificationBell_viewer.graphql";
import { BellIcon } from "./BellIcon";
import * as styles from "./NotificationBell.css";

// The bell's popover brings Radix Popover and its positioning (about 15 KB of brotli with
// the bell itself); a visitor who is not signed in has no bell and needs none of it.
const NotificationBellCode = lazyComponent(() => import("./NotificationBell").then((m) => m.NotificationBell));

/** The header's bell, drawn as a plain bell of the same size until its code is in. */
export function LazyNotificationBell({ viewer }: { viewer: NotificationBell_viewer$key }) {
  const placeholder = (
    <span className={styles.trigger} aria-hidden="true">
      <BellIcon />
    </span>
  );
  return (
    <LazyPart fallback={placeholder}>
      <NotificationBellCode.Component viewer={viewer} />
    </LazyPart>
  );
}

import { Tooltip } from "radix-ui";
import type { ReactElement } from "react";
import * as styles from "./ViewerMenu.css";

/** Names one of the header's icon-only links (bookings, my data) on hover and focus. */
export function IconLinkTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Provider>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.tooltip} sideOffset={6}>
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

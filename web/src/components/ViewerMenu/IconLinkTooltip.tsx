import { Tooltip } from "radix-ui";
import type { ReactElement } from "react";
import * as styles from "./ViewerMenu.css";

/** Names the header's icon-only bookings link on hover and focus. */
export function BookingsTooltip({ label, children }: { label: string; children: ReactElement }) {
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

import type { ReactNode } from "react";
import type { ProviderBookingCard_booking$key } from "./__generated__/ProviderBookingCard_booking.graphql";
import { ProviderBookingCard } from "./ProviderBookingCard";
import { TabEmptyState } from "./TabEmptyState";
import * as styles from "./ProviderDashboardPage.css";

interface ProviderBookingListProps {
  bookings: ReadonlyArray<ProviderBookingCard_booking$key & { readonly id: string }>;
  /** What the tab says when it has no bookings. */
  emptyTitle: ReactNode;
  emptyMessage: ReactNode;
  onBookingMoved: () => void;
}

/** One tab's bookings, in the server's order, or its empty state. */
export function ProviderBookingList({ bookings, emptyTitle, emptyMessage, onBookingMoved }: ProviderBookingListProps) {
  if (bookings.length === 0) return <TabEmptyState title={emptyTitle} message={emptyMessage} />;
  return (
    <ul role="list" className={styles.list}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <ProviderBookingCard booking={booking} onMoved={onBookingMoved} />
        </li>
      ))}
    </ul>
  );
}

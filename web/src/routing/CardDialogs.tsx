import type { BookingDialog_query$key } from "../components/BookingDialog/__generated__/BookingDialog_query.graphql";
import { useComparison } from "../components/Comparison/ComparisonProvider";
import type { ComparedProvider } from "../components/Comparison/comparisonReducer";
import { LazyMount } from "./LazyMount";
import { LazyBookingDialog, LazyComparisonTray } from "./lazyParts";

interface CardDialogsProps {
  /** The page's query, with the booking dialog's fragment. */
  query: BookingDialog_query$key;
  /** The provider whose 'Book Now' was pressed, on a card or in the comparison; null: none. */
  booking: ComparedProvider | null;
  /** Opens the booking dialog for a provider, or closes it (null). */
  onBook: (provider: ComparedProvider | null) => void;
}

/**
 * What a page of provider cards opens: the comparison tray (and its dialog) once something is
 * compared, and the one booking dialog. Neither is on a first view, so their code (forms,
 * validation, Radix) loads when first wanted; a failed download closes the booking again.
 */
export function CardDialogs({ query, booking, onBook }: CardDialogsProps) {
  const comparing = useComparison().providers.length > 0;
  return (
    <>
      <LazyMount code={LazyComparisonTray} open={comparing}>
        <LazyComparisonTray.Component onBook={onBook} />
      </LazyMount>
      <LazyMount code={LazyBookingDialog} open={booking !== null} onFailed={() => onBook(null)}>
        <LazyBookingDialog.Component query={query} provider={booking} onClose={() => onBook(null)} />
      </LazyMount>
    </>
  );
}

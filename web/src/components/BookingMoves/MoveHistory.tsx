import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { formatBookingDate, formatBookingTime, formatCents } from "../../lib/bookingFormat";
import type {
  MoveHistory_reschedule$data,
  MoveHistory_reschedule$key,
} from "./__generated__/MoveHistory_reschedule.graphql";
import * as styles from "./BookingMoves.css";
import { type MoveSide, moveStatusWords, proposerWords } from "./moveWords";

interface MoveHistoryProps {
  moves: MoveHistory_reschedule$key;
  side: MoveSide;
  otherName: string;
}

/** Every move proposed for the booking and what became of it, newest first; nothing when none. */
export function MoveHistory({ moves, side, otherName }: MoveHistoryProps) {
  const data = useFragment(
    graphql`
      fragment MoveHistory_reschedule on BookingReschedule @relay(plural: true) {
        databaseId
        proposedBy
        fromDate
        fromTime
        toDate
        toTime
        status
        immediate
        refundedAmount
        createdAt
      }
    `,
    moves,
  );
  const headingId = useId();
  if (data.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.historyHeading}>
        <FormattedMessage id="bookingMoves.history" />
      </h3>
      <ol className={styles.historyList}>
        {data.map((move) => (
          <MoveEntry key={move.databaseId} move={move} side={side} otherName={otherName} />
        ))}
      </ol>
    </section>
  );
}

function MoveEntry({
  move,
  side,
  otherName,
}: {
  move: MoveHistory_reschedule$data[number];
  side: MoveSide;
  otherName: string;
}) {
  const intl = useIntl();
  return (
    <li className={styles.historyEntry}>
      <FormattedMessage
        id="bookingMoves.history.entry"
        values={{
          who: intl.formatMessage({ id: proposerWords(move, side) }, { name: otherName }),
          from: `${formatBookingDate(move.fromDate, intl)}, ${formatBookingTime(move.fromTime, intl)}`,
          to: `${formatBookingDate(move.toDate, intl)}, ${formatBookingTime(move.toTime, intl)}`,
        }}
      />
      <strong>
        <FormattedMessage id={move.immediate ? "bookingMoves.status.immediate" : moveStatusWords(move.status)} />
      </strong>
      {move.refundedAmount > 0 && (
        <FormattedMessage
          id="bookingMoves.history.refund"
          values={{ amount: formatCents(move.refundedAmount, intl) }}
        />
      )}
    </li>
  );
}

import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import { formatBookingDate, formatBookingTime } from "../../lib/bookingFormat";
import { button } from "../Button/Button.css";
import { toast } from "../Toast/useToast";
import type { BookingMoves_booking$key } from "./__generated__/BookingMoves_booking.graphql";
import type { BookingMovesAnswerMutation } from "./__generated__/BookingMovesAnswerMutation.graphql";
import * as styles from "./BookingMoves.css";
import { MoveDialog } from "./MoveDialog";
import { answerRoleOf, type MoveSide, openMoveOf, proposerWords } from "./moveWords";

const answerMutation = graphql`
  mutation BookingMovesAnswerMutation($input: AnswerBookingRescheduleInput!) {
    answerBookingReschedule(input: $input) {
      __typename
      ... on RescheduleBookingPayload {
        reschedule {
          status
        }
        # The cards' own time and price, and this component's proposals: all shown afresh.
        booking {
          id
          preferredDate
          preferredTime
          estimatedPrice
          ...BookingMoves_booking
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = { title: { id: "bookingMoves.toast.failed" }, variant: "destructive" } as const;

interface BookingMovesProps {
  booking: BookingMoves_booking$key;
  /** The reader's side of the booking. */
  side: MoveSide;
  /** Who is on the other side: the business's name, or the customer's. */
  otherName: string;
  /** Called once the booking moved (or an answer was refused): lists sorted by time may be stale. */
  onChanged?: () => void;
}

/**
 * A booking's moves on its card: the proposal waiting for an answer (accept or decline it,
 * or withdraw one's own), and "Change time" while the booking is confirmed.
 */
export function BookingMoves({ booking, side, otherName, onChanged }: BookingMovesProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment BookingMoves_booking on Booking {
        id
        status
        movable
        preferredDate
        provider {
          id
        }
        reschedules {
          databaseId
          proposedBy
          status
          answerBy
          toDate
          toTime
          ...MoveHistory_reschedule
        }
      }
    `,
    booking,
  );
  const [commit, isInFlight] = useMutation<BookingMovesAnswerMutation>(answerMutation);
  if (data.status !== "CONFIRMED") return null;
  const open = openMoveOf(data.reschedules, new Date());
  const date = formatBookingDate(data.preferredDate, intl);

  function answer(rescheduleId: number, accept: boolean) {
    commit({
      variables: { input: { bookingId: data.id, rescheduleId, accept } },
      onCompleted({ answerBookingReschedule: result }) {
        if (result.__typename === "RescheduleBookingPayload") {
          const status = result.reschedule?.status;
          toast({
            title: {
              id:
                status === "ACCEPTED"
                  ? "bookingMoves.toast.accepted"
                  : status === "WITHDRAWN"
                    ? "bookingMoves.toast.withdrawn"
                    : "bookingMoves.toast.declined",
            },
          });
        } else {
          toast({ ...FAILED, ...(result.message && { description: result.message }) });
        }
        onChanged?.();
      },
      onError() {
        toast(FAILED);
      },
    });
  }

  return (
    <div className={styles.moves}>
      {open && (
        <div className={styles.pending} role="note">
          <p className={styles.pendingText}>
            <FormattedMessage
              id="bookingMoves.pending"
              values={{
                who: intl.formatMessage({ id: proposerWords(open, side) }, { name: otherName }),
                date: formatBookingDate(open.toDate, intl),
                time: formatBookingTime(open.toTime, intl),
                answerBy: intl.formatDate(new Date(open.answerBy), {
                  weekday: "long",
                  month: "long",
                  day: "numeric",
                  hour: "numeric",
                  minute: "2-digit",
                }),
              }}
            />
          </p>
          <div className={styles.pendingActions}>
            {answerRoleOf(open, side) === "answer" ? (
              <>
                <button
                  type="button"
                  className={button({ variant: "primary", size: "sm" })}
                  disabled={isInFlight}
                  onClick={() => answer(open.databaseId, true)}
                >
                  <FormattedMessage id="bookingMoves.accept" />
                </button>
                <button
                  type="button"
                  className={button({ variant: "secondary", size: "sm" })}
                  disabled={isInFlight}
                  onClick={() => answer(open.databaseId, false)}
                >
                  <FormattedMessage id="bookingMoves.decline" />
                </button>
              </>
            ) : (
              <button
                type="button"
                className={button({ variant: "secondary", size: "sm" })}
                disabled={isInFlight}
                onClick={() => answer(open.databaseId, false)}
              >
                <FormattedMessage id="bookingMoves.withdraw" />
              </button>
            )}
          </div>
        </div>
      )}
      {data.movable && (
        <MoveDialog
          bookingId={data.id}
          providerId={data.provider.id}
          side={side}
          otherName={otherName}
          date={date}
          history={data.reschedules}
          onMoved={onChanged}
        />
      )}
    </div>
  );
}

import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { formatBookingDate, formatBookingTime } from "../../lib/bookingFormat";
import { button } from "../Button/Button.css";
import { toast } from "../Toast/useToast";
import type { MovesPanel_reschedules$key } from "./__generated__/MovesPanel_reschedules.graphql";
import * as styles from "./BookingMoves.css";
import { MoveDialog } from "./MoveDialog";
import type { AnswerOutcome, MoveDoors } from "./moveDoors";
import { answerRoleOf, type MoveSide, openMoveOf, proposerWords } from "./moveWords";

const FAILED = { title: { id: "bookingMoves.toast.failed" }, variant: "destructive" } as const;

export interface MovesPanelProps {
  moves: MovesPanel_reschedules$key;
  /** Confirmed and not yet begun: "Change time" is offered. */
  movable: boolean;
  /** The booking's day, YYYY-MM-DD. */
  date: string;
  /** The provider's global id, for their free times. */
  providerId: string;
  /** The reader's side of the booking. */
  side: MoveSide;
  /** Who is on the other side: the business's name, or the customer's. */
  otherName: string;
  doors: MoveDoors;
  /** Called once the booking moved (or an answer was refused): lists sorted by time may be stale. */
  onChanged?: () => void;
}

/**
 * A booking's moves: the proposal waiting for an answer (accept or decline it, or withdraw
 * one's own), and "Change time" while the booking may move.
 */
export function MovesPanel({ moves, movable, date, providerId, side, otherName, doors, onChanged }: MovesPanelProps) {
  const intl = useIntl();
  const reschedules = useFragment(
    graphql`
      fragment MovesPanel_reschedules on BookingReschedule @relay(plural: true) {
        databaseId
        proposedBy
        status
        answerBy
        toDate
        toTime
        ...MoveHistory_reschedule
      }
    `,
    moves,
  );
  const open = openMoveOf(reschedules, new Date());
  const day = formatBookingDate(date, intl);

  function answered(outcome: AnswerOutcome) {
    if (outcome.kind === "answered") {
      toast({
        title: {
          id:
            outcome.status === "ACCEPTED"
              ? "bookingMoves.toast.accepted"
              : outcome.status === "WITHDRAWN"
                ? "bookingMoves.toast.withdrawn"
                : "bookingMoves.toast.declined",
        },
      });
    } else {
      toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
    }
    onChanged?.();
  }

  const answer = (rescheduleId: number, accept: boolean) => doors.answer({ rescheduleId, accept }, answered);
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
                  disabled={doors.answering}
                  onClick={() => answer(open.databaseId, true)}
                >
                  <FormattedMessage id="bookingMoves.accept" />
                </button>
                <button
                  type="button"
                  className={button({ variant: "secondary", size: "sm" })}
                  disabled={doors.answering}
                  onClick={() => answer(open.databaseId, false)}
                >
                  <FormattedMessage id="bookingMoves.decline" />
                </button>
              </>
            ) : (
              <button
                type="button"
                className={button({ variant: "secondary", size: "sm" })}
                disabled={doors.answering}
                onClick={() => answer(open.databaseId, false)}
              >
                <FormattedMessage id="bookingMoves.withdraw" />
              </button>
            )}
          </div>
        </div>
      )}
      {movable && (
        <MoveDialog
          providerId={providerId}
          side={side}
          otherName={otherName}
          date={day}
          history={reschedules}
          doors={doors}
          onMoved={onChanged}
        />
      )}
    </div>
  );
}

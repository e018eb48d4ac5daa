import { Dialog } from "radix-ui";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FREE_CANCELLATION_HOURS } from "../../../../shared/bookings/cancellation-policy";
import { formatBookingDate, formatBookingTime } from "../../lib/bookingFormat";
import { submissionKeys } from "../../lib/submissionKey";
import { button } from "../Button/Button.css";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import { toast } from "../Toast/useToast";
import type { MoveHistory_reschedule$key } from "./__generated__/MoveHistory_reschedule.graphql";
import { MoveForm, type MoveRefusal, type MoveTarget } from "./MoveForm";
import { MoveHistory } from "./MoveHistory";
import type { MoveDoors } from "./moveDoors";
import type { MoveSide } from "./moveWords";

interface MoveDialogProps {
  providerId: string;
  side: MoveSide;
  otherName: string;
  /** The booking's day, in the reader's words. */
  date: string;
  history: MoveHistory_reschedule$key;
  doors: MoveDoors;
  onMoved?: () => void;
}

/** "Change time" on a confirmed booking, and the dialog: a new time, and the moves so far. */
export function MoveDialog({ providerId, side, otherName, date, history, doors, onMoved }: MoveDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // One key per filled-in form: a retried send (a lost answer) proposes once.
  const [keys] = useState(() => submissionKeys());
  const isInFlight = doors.proposing;

  function send(target: MoveTarget, refuse: (refusal: MoveRefusal) => void) {
    doors.propose({ ...target, idempotencyKey: keys.keyFor(target) }, (outcome) => {
      if (outcome.kind === "sent") {
        const { status, toDate, toTime } = outcome;
        const values = {
          date: formatBookingDate(toDate, intl),
          time: formatBookingTime(toTime, intl),
          name: otherName,
        };
        setOpen(false);
        keys.succeeded();
        toast({
          title: { id: status === "ACCEPTED" ? "bookingMoves.toast.moved" : "bookingMoves.toast.proposed" },
          description: {
            id:
              status === "ACCEPTED"
                ? "bookingMoves.toast.moved.description"
                : "bookingMoves.toast.proposed.description",
            values,
          },
        });
        onMoved?.();
        return;
      }
      refuse({
        message: outcome.refusal.message ?? intl.formatMessage({ id: "bookingMoves.toast.failed" }),
        fieldErrors: outcome.refusal.fieldErrors,
      });
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !isInFlight) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          aria-label={intl.formatMessage({ id: "bookingMoves.trigger.label" }, { name: otherName, date })}
        >
          <FormattedMessage id="bookingMoves.trigger" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={<FormattedMessage id="bookingMoves.title" />}
            description={
              <FormattedMessage
                id={side === "CUSTOMER" ? "bookingMoves.description.customer" : "bookingMoves.description.provider"}
                values={{ name: otherName, date, hours: FREE_CANCELLATION_HOURS }}
              />
            }
            closeLabel={intl.formatMessage({ id: "bookingMoves.close" })}
            closeDisabled={isInFlight}
          />
          {open && (
            <>
              <MoveForm providerId={providerId} submitting={isInFlight} onSubmit={send} />
              <MoveHistory moves={history} side={side} otherName={otherName} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

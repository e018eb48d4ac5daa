import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { LATE_CANCELLATION_FEE_BPS } from "../../../../shared/bookings/cancellation-policy";
import { formatCents } from "../../lib/bookingFormat";
import { button } from "../Button/Button.css";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { toast } from "../Toast/useToast";
import type { NoShowPanel_report$key } from "./__generated__/NoShowPanel_report.graphql";
import * as styles from "./BookingNoShow.css";
import { DisputeNoShowDialog } from "./DisputeNoShowDialog";
import type { NoShowDoors } from "./noShowDoors";

const FAILED = { title: { id: "noShow.toast.failed" }, variant: "destructive" } as const;

export interface NoShowPanelProps {
  /** The booking's no-show report, if one was made. */
  report: NoShowPanel_report$key | null | undefined;
  /** The visit has started and nothing was reported: "Report a no-show" is offered. */
  reportable: boolean;
  side: "CUSTOMER" | "PROVIDER";
  /** Who is on the other side: the business's name, or the customer's. */
  otherName: string;
  doors: NoShowDoors;
  onChanged?: () => void;
}

/**
 * A booking's no-show on its card: once the visit has started, "Report a no-show" (confirmed
 * first, with what it does to the payment); once reported, what was reported and decided, and
 * "Dispute" for the side reported absent while it may.
 */
export function NoShowPanel({ report: reportKey, reportable, side, otherName, doors, onChanged }: NoShowPanelProps) {
  const intl = useIntl();
  const absence = useFragment(
    graphql`
      fragment NoShowPanel_report on NoShow {
        absentParty
        status
        fee
        refund
        disputeBy
        disputeNote
        decisionNote
      }
    `,
    reportKey,
  );
  const [confirming, setConfirming] = useState(false);
  // When the card was shown: a dispute window closing while it is open is refused by the server.
  const [shownAt] = useState(() => Date.now());
  const isInFlight = doors.reporting;
  if (!absence && !reportable) return null;

  function report() {
    doors.report((outcome) => {
      setConfirming(false);
      if (outcome.kind === "done") toast({ title: { id: "noShow.toast.reported" } });
      else toast({ ...FAILED, ...(outcome.message && { description: outcome.message }) });
      onChanged?.();
    });
  }

  if (!absence) {
    return (
      <div className={styles.noShow}>
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          aria-haspopup="dialog"
          disabled={isInFlight}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id={side === "PROVIDER" ? "noShow.report.customer" : "noShow.report.provider"} />
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={intl.formatMessage({ id: "noShow.confirm.title" }, { name: otherName })}
          description={intl.formatMessage(
            { id: side === "PROVIDER" ? "noShow.confirm.customerAbsent" : "noShow.confirm.providerAbsent" },
            { name: otherName, fee: LATE_CANCELLATION_FEE_BPS / 100 },
          )}
          cancelLabel={intl.formatMessage({ id: "noShow.confirm.keep" })}
          confirmLabel={intl.formatMessage({ id: "noShow.confirm.submit" })}
          submittingLabel={intl.formatMessage({ id: "noShow.confirm.submitting" })}
          submitting={isInFlight}
          onConfirm={report}
        />
      </div>
    );
  }

  const reportedAbsent = absence.absentParty === side;
  const mayDispute = reportedAbsent && absence.status === "REPORTED" && new Date(absence.disputeBy).getTime() > shownAt;
  return (
    <div className={styles.noShow} role="note">
      <p className={styles.text}>
        <FormattedMessage
          id={reportedAbsent ? "noShow.reported.you" : "noShow.reported.them"}
          values={{ name: otherName, status: absence.status }}
        />
      </p>
      {absence.fee > 0 && (
        <p className={styles.text}>
          <FormattedMessage
            id="noShow.reported.money"
            values={{ fee: formatCents(absence.fee, intl), refund: formatCents(absence.refund, intl) }}
          />
        </p>
      )}
      {absence.disputeNote && (
        <p className={styles.text}>
          <FormattedMessage id="noShow.dispute.note" values={{ note: absence.disputeNote }} />
        </p>
      )}
      {absence.decisionNote && (
        <p className={styles.text}>
          <FormattedMessage id="noShow.decision.note" values={{ note: absence.decisionNote }} />
        </p>
      )}
      {mayDispute && (
        <DisputeNoShowDialog
          doors={doors}
          disputeBy={intl.formatDate(new Date(absence.disputeBy), {
            weekday: "long",
            month: "long",
            day: "numeric",
            hour: "numeric",
            minute: "2-digit",
          })}
          onDisputed={onChanged}
        />
      )}
    </div>
  );
}

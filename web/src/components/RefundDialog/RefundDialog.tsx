import { Dialog } from "radix-ui";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { formatCents } from "../../lib/bookingFormat";
import { button } from "../Button/Button.css";
import * as frame from "../DialogFrame/DialogFrame.css";
import { DialogHeader } from "../DialogFrame/DialogHeader";
import type { RefundDialog_payment$key } from "./__generated__/RefundDialog_payment.graphql";
import { RefundForm } from "./RefundForm";
import { useRefundPayment } from "./useRefundPayment";

interface RefundDialogProps {
  payment: RefundDialog_payment$key;
  /** After a refund is made: the caller's totals (earnings, volume) may want asking again. */
  onRefunded?: () => void;
}

/**
 * Staff refund all or part of a completed payment. A "Refund" button
 * that opens the form; nothing when there is nothing left to refund.
 */
export function RefundDialog({ payment, onRefunded }: RefundDialogProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment RefundDialog_payment on Payment {
        id
        databaseId
        totalAmount
        refundedAmount
        refundableAmount
      }
    `,
    payment,
  );
  const [open, setOpen] = useState(false);
  const { refund, isInFlight, stepUpDialog } = useRefundPayment(data, () => {
    setOpen(false);
    onRefunded?.();
  });
  const remaining = data.refundableAmount;
  if (remaining === 0 && !open) return null;

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
          aria-label={intl.formatMessage({ id: "refundDialog.trigger.label" }, { number: data.databaseId })}
        >
          <FormattedMessage id="refundDialog.trigger" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={<FormattedMessage id="refundDialog.title" values={{ number: data.databaseId }} />}
            description={
              <FormattedMessage
                id="refundDialog.description"
                values={{
                  total: formatCents(data.totalAmount, intl),
                  refunded: formatCents(data.refundedAmount, intl),
                  remaining: formatCents(remaining, intl),
                }}
              />
            }
            closeLabel={intl.formatMessage({ id: "refundDialog.close" })}
            closeDisabled={isInFlight}
          />
          {/* Mounted with the content: every opening starts from what is left now. */}
          {open && <RefundForm remaining={remaining} submitting={isInFlight} onSubmit={refund} />}
          {/* Inside the refund's dialog, so the two stack and Escape closes only the top one. */}
          {stepUpDialog}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

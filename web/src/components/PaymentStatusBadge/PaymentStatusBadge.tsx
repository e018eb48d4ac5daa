import { FormattedMessage } from "react-intl";
import { paymentStatusTone, type PaymentStatusTone } from "./paymentStatusTone";
import * as styles from "./PaymentStatusBadge.css";

// A shape per status beside its colour: done, on its way, waiting, stopped.
const GLYPHS: Record<PaymentStatusTone, string> = {
  COMPLETED: "✓",
  TRANSFERRED: "→",
  PENDING: "…",
  FAILED: "✕",
  unknown: "•",
};

/** A payment's status in words (Completed, Pending, Failed), with its own colour and glyph. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const tone = paymentStatusTone(status, "payment");
  return (
    <span className={styles.tones[tone]}>
      <span className={styles.glyph} aria-hidden="true">
        {GLYPHS[tone]}
      </span>
      <FormattedMessage id="paymentStatusBadge.status" values={{ status }} />
    </span>
  );
}

/** The transfer of the provider's share in words (Transferred, Completed, Pending, Failed). */
export function TransferStatusBadge({ status }: { status: string }) {
  const tone = paymentStatusTone(status, "transfer");
  return (
    <span className={styles.tones[tone]}>
      <span className={styles.glyph} aria-hidden="true">
        {GLYPHS[tone]}
      </span>
      <FormattedMessage id="transferStatusBadge.status" values={{ status }} />
    </span>
  );
}

import { FormattedMessage } from "react-intl";
import { paymentStatusTone, type PaymentStatusTone } from "./paymentStatusTone";
import * as styles from "./PaymentStatusBadge.css";

// A shape per status beside its colour: done, on its way, waiting, stopped.
const GLYPHS: Record<PaymentStatusTone, string> = {
  COMPLETED: "✓",
  TRANSFERRED: "→",
  PENDING: "…",
  FAILED: "✕",
  UNDERPAID: "!",
  unknown: "•",
};

/**
 * A payment's status in words (Completed, Pending, Failed), with its own colour and glyph;
 * Underpaid for a pending payment the gateway reported paid short.
 */
export function PaymentStatusBadge({ status, underpaid = false }: { status: string; underpaid?: boolean }) {
  const tone = paymentStatusTone(status, "payment", underpaid);
  return (
    <span className={styles.tones[tone]}>
      <span className={styles.glyph} aria-hidden="true">
        {GLYPHS[tone]}
      </span>
      {tone === "UNDERPAID" ? (
        <FormattedMessage id="paymentStatusBadge.underpaid" />
      ) : (
        <FormattedMessage id="paymentStatusBadge.status" values={{ status }} />
      )}
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

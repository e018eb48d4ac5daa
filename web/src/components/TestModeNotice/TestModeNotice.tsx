import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import type { PaymentsMode, TestModeNotice_setup$key } from "./__generated__/TestModeNotice_setup.graphql";
import * as styles from "./TestModeNotice.css";

interface TestModeNoticeProps {
  /** The page's `paymentsSetup { ...TestModeNotice_setup }`. */
  setup?: TestModeNotice_setup$key | null;
  /** Or the mode itself, when the screen already knows it (wins over `setup`). */
  mode?: PaymentsMode | null;
  /** A second sentence in the reader's words, e.g. what test mode means on this screen. */
  children?: ReactNode;
}

/**
 * The label for every screen the offline test mode touches: "Test mode — no real
 * charge". Renders nothing when payments are real (STRIPE).
 */
export function TestModeNotice({ setup, mode, children }: TestModeNoticeProps) {
  const data = useFragment(
    graphql`
      fragment TestModeNotice_setup on PaymentsSetup {
        mode
      }
    `,
    setup ?? null,
  );
  if ((mode ?? data?.mode) !== "TEST") return null;
  return (
    <p role="note" className={styles.notice} data-payments-mode="test">
      <span className={styles.glyph} aria-hidden="true">
        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a hidden glyph, not words */}
        {"!"}
      </span>
      <span>
        <FormattedMessage id="payments.testMode.notice" />
        {children && <span className={styles.detail}>{children}</span>}
      </span>
    </p>
  );
}

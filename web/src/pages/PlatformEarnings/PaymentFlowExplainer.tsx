import { useId } from "react";
import { FormattedMessage } from "react-intl";
import * as styles from "./PlatformEarningsPage.css";

/**
 * Spec sections 1 and 2: how a payment is split. The customer pays, the platform keeps
 * 10%, the provider's 90% goes to their connected account, held until they set up payouts.
 */
export function PaymentFlowExplainer() {
  const titleId = useId();
  return (
    <section className={styles.explainer} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.explainerTitle}>
        <FormattedMessage id="platformEarnings.flow.title" />
      </h2>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <FormattedMessage id="platformEarnings.flow.customerPays" />
        </li>
        <li className={styles.step}>
          <FormattedMessage id="platformEarnings.flow.platformKeeps" />
        </li>
        <li className={styles.step}>
          <FormattedMessage id="platformEarnings.flow.providerReceives" />
        </li>
      </ol>
      <p className={styles.explainerNote}>
        <FormattedMessage id="platformEarnings.flow.held" />
      </p>
    </section>
  );
}

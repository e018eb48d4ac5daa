import { FormattedMessage } from "react-intl";
import { CardFormSkeleton, CheckoutSummarySkeleton } from "../../components/CheckoutSummary/CheckoutSummary";
import * as styles from "./CheckoutPage.css";

/** Spec section 2: a loading skeleton until the client secret arrives. */
export function CheckoutSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <p className={styles.status}>
        <FormattedMessage id="checkout.loading" />
      </p>
      <div className={styles.layout}>
        <CheckoutSummarySkeleton />
        <CardFormSkeleton />
      </div>
    </div>
  );
}

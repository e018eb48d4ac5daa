import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EarningsChart } from "../../components/EarningsChart/EarningsChart";
import type { EarningsChart_earnings$key } from "../../components/EarningsChart/__generated__/EarningsChart_earnings.graphql";
import type { PaymentsTable_query$key } from "./__generated__/PaymentsTable_query.graphql";
import { EarningsEmptyState } from "./EarningsEmptyState";
import { PaymentsTable, type PaymentsTableRow } from "./PaymentsTable";
import * as styles from "./PlatformEarningsPage.css";

interface EarningsTabsProps {
  earnings: EarningsChart_earnings$key;
  query: PaymentsTable_query$key;
  renderActions?: (payment: PaymentsTableRow) => ReactNode;
}

/**
 * Spec section 2: Recent Payments and Analytics. Radix tabs: arrow keys move between
 * them, and each panel is labelled by its tab.
 */
export function EarningsTabs({ earnings, query, renderActions }: EarningsTabsProps) {
  const intl = useIntl();
  return (
    <Tabs.Root defaultValue="payments">
      <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: "platformEarnings.tabs.label" })}>
        <Tabs.Trigger value="payments" className={styles.tab}>
          <FormattedMessage id="platformEarnings.tab.payments" />
        </Tabs.Trigger>
        <Tabs.Trigger value="analytics" className={styles.tab}>
          <FormattedMessage id="platformEarnings.tab.analytics" />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="payments" className={styles.panel}>
        <PaymentsTable query={query} renderActions={renderActions} />
      </Tabs.Content>
      <Tabs.Content value="analytics" className={styles.panel}>
        <EarningsChart earnings={earnings} empty={<EarningsEmptyState />} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

import { Suspense, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { AdminApprovalsPageQuery } from "./__generated__/AdminApprovalsPageQuery.graphql";
import { AdminPendingProviderList } from "./AdminPendingProviderList";
import * as styles from "./AdminApprovalsPage.css";

const adminApprovalsPageQuery = graphql`
  query AdminApprovalsPageQuery {
    ...AdminPendingProviderList_query
  }
`;

// The server keeps approver names of up to this many characters.
const APPROVER_MAX = 100;

/** Spec section 2 "Admin screens": pending providers to approve (they go live) or reject. */
export function AdminApprovalsPage() {
  const intl = useIntl();
  // Spec section 5: the approver's name is typed, 'Admin' unless changed.
  const [approver, setApprover] = useState(() => intl.formatMessage({ id: "adminApprovals.approver.default" }));
  const [attempt, setAttempt] = useState(0);
  const approverId = useId();
  const hintId = useId();

  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminApprovals.title" })}
        intro={intl.formatMessage({ id: "adminApprovals.intro" })}
      />
      <StaffNav />
      <div className={styles.approver}>
        <label htmlFor={approverId} className={styles.label}>
          <FormattedMessage id="adminApprovals.approver.label" />
        </label>
        <input
          id={approverId}
          className={styles.input}
          value={approver}
          onChange={(event) => setApprover(event.target.value)}
          maxLength={APPROVER_MAX}
          autoComplete="name"
          aria-describedby={hintId}
        />
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="adminApprovals.approver.hint" />
        </p>
      </div>
      {/* Spec section 8: a failed load is the 'api' card, whose retry asks again. */}
      <ErrorBoundary
        resetKey={attempt}
        fallback={() => (
          <ErrorState
            type="api"
            title={intl.formatMessage({ id: "adminApprovals.loadFailed.title" })}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      >
        <Suspense fallback={<LoadingState />}>
          <PendingProviders attempt={attempt} approver={approver} />
        </Suspense>
      </ErrorBoundary>
    </RequireRole>
  );
}

function PendingProviders({ attempt, approver }: { attempt: number; approver: string }) {
  // Every visit asks again: a registration approved a moment ago adds a pending provider.
  // Relay keeps a failure for minutes under the same key: a retry, or another visit, is a new one.
  const { key } = useLocation();
  const data = useLazyLoadQuery<AdminApprovalsPageQuery>(
    adminApprovalsPageQuery,
    {},
    { fetchPolicy: "store-and-network", fetchKey: `${key} ${attempt}` },
  );
  return <AdminPendingProviderList query={data} approver={approver} />;
}

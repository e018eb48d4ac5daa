import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { Field } from "../../components/Field/Field";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import * as formStyles from "../../styles/form.css";
import { useLoaderQuery, useRouteRetry } from "../../routing/routeQuery";
import type { AdminApprovalsPageQuery } from "./__generated__/AdminApprovalsPageQuery.graphql";
import { AdminPendingProviderList } from "./AdminPendingProviderList";
import * as styles from "./AdminApprovalsPage.css";

const adminApprovalsPageQuery = graphql`
  query AdminApprovalsPageQuery @preloadable {
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
  // A retry runs the route's loader again; its new loader data resets the boundary.
  const loaderData = useLoaderData() as LoaderQuery<AdminApprovalsPageQuery>;
  const retry = useRouteRetry();

  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminApprovals.title" })}
        intro={intl.formatMessage({ id: "adminApprovals.intro" })}
      />
      <StaffNav />
      <Field
        label={<FormattedMessage id="adminApprovals.approver.label" />}
        hint={<FormattedMessage id="adminApprovals.approver.hint" />}
        className={styles.approver}
      >
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            value={approver}
            onChange={(event) => setApprover(event.target.value)}
            maxLength={APPROVER_MAX}
            autoComplete="name"
          />
        )}
      </Field>
      {/* Spec section 8: a failed load is the 'api' card, whose retry asks again. */}
      <ErrorBoundary
        resetKey={loaderData}
        fallback={() => (
          <ErrorState
            type="api"
            title={intl.formatMessage({ id: "adminApprovals.loadFailed.title" })}
            onRetry={retry}
          />
        )}
      >
        <Suspense fallback={<LoadingState />}>
          <PendingProviders loaderData={loaderData} approver={approver} />
        </Suspense>
      </ErrorBoundary>
    </RequireRole>
  );
}

interface PendingProvidersProps {
  loaderData: LoaderQuery<AdminApprovalsPageQuery>;
  approver: string;
}

function PendingProviders({ loaderData, approver }: PendingProvidersProps) {
  // The route's loader asks again on every visit: a registration approved a moment ago
  // adds a pending provider.
  const data = useLoaderQuery<AdminApprovalsPageQuery>(adminApprovalsPageQuery, loaderData);
  return <AdminPendingProviderList query={data} approver={approver} />;
}

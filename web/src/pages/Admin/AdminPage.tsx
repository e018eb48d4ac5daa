import { Suspense } from "react";
import { useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { FailedDeliveries } from "../../components/FailedDeliveries/FailedDeliveries";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { AdminPageQuery } from "./__generated__/AdminPageQuery.graphql";
import { AdminRegistrationList } from "./AdminRegistrationList";

const adminPageQuery = graphql`
  query AdminPageQuery {
    ...AdminRegistrationList_query
    ...FailedDeliveries_query
  }
`;

/**
 * Spec section 2 "Admin screens": business registrations, newest first, to approve or reject;
 * below them, the notifications the outbox gave up on.
 */
export function AdminPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader title={intl.formatMessage({ id: "admin.title" })} intro={intl.formatMessage({ id: "admin.intro" })} />
      <StaffNav />
      <Suspense fallback={<LoadingState />}>
        <Registrations />
      </Suspense>
    </RequireRole>
  );
}

function Registrations() {
  // Every visit asks again (another admin may have decided meanwhile), showing what the
  // store already has until the answer comes. A failure is the route's error card, whose
  // 'Try Again' is a new location: the key makes Relay forget the failure.
  const { key } = useLocation();
  const data = useLazyLoadQuery<AdminPageQuery>(
    adminPageQuery,
    {},
    { fetchPolicy: "store-and-network", fetchKey: key },
  );
  return (
    <>
      <AdminRegistrationList query={data} />
      <FailedDeliveries query={data} />
    </>
  );
}

import { Suspense } from "react";
import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { FailedDeliveries } from "../../components/FailedDeliveries/FailedDeliveries";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { AdminPageQuery } from "./__generated__/AdminPageQuery.graphql";
import { AdminRegistrationList } from "./AdminRegistrationList";

const adminPageQuery = graphql`
  query AdminPageQuery @preloadable {
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
  // The route's loader asks again on every visit (another admin may have decided
  // meanwhile), showing what the store already has until the answer comes. A failure is
  // the route's error card, whose 'Try Again' runs the loader again.
  const data = useLoaderQuery<AdminPageQuery>(adminPageQuery, useLoaderData() as LoaderQuery<AdminPageQuery>);
  return (
    <>
      <AdminRegistrationList query={data} />
      <FailedDeliveries query={data} />
    </>
  );
}

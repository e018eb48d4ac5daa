import { Suspense } from "react";
import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useLocation } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { AdminAuditPageQuery } from "./__generated__/AdminAuditPageQuery.graphql";
import { AuditEntryList } from "./AuditEntryList";
import { AuditFilterForm } from "./AuditFilterForm";

// Started by the route's loader with the URL's filters (auditVariables).
const adminAuditPageQuery = graphql`
  query AdminAuditPageQuery($action: String, $actorId: Int, $targetType: String, $targetId: String) @preloadable {
    ...AuditEntryList_query @arguments(action: $action, actorId: $actorId, targetType: $targetType, targetId: $targetId)
  }
`;

/** /admin/audit: who did what, to which record, and when; filtered through the URL. */
export function AdminAuditPage() {
  const intl = useIntl();
  // Another filter is another URL: the form starts again from it.
  const { search } = useLocation();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminAudit.title" })}
        intro={intl.formatMessage({ id: "adminAudit.intro" })}
      />
      <StaffNav />
      <AuditFilterForm key={search} />
      <Suspense fallback={<LoadingState />}>
        <AuditEntries />
      </Suspense>
    </RequireRole>
  );
}

function AuditEntries() {
  const data = useLoaderQuery<AdminAuditPageQuery>(
    adminAuditPageQuery,
    useLoaderData() as LoaderQuery<AdminAuditPageQuery>,
  );
  return <AuditEntryList query={data} />;
}

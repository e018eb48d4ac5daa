import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { LoadingState } from "../../components/StateCard/LoadingState";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { AdminPartnersPageQuery } from "./__generated__/AdminPartnersPageQuery.graphql";
import { AdminIssueTokenForm, type IssuedToken } from "./AdminIssueTokenForm";
import { AdminNewToken } from "./AdminNewToken";
import { AdminPartnerTokenRow } from "./AdminPartnerTokenRow";
import * as styles from "./AdminPartnersPage.css";

const adminPartnersPageQuery = graphql`
  query AdminPartnersPageQuery @preloadable {
    partnerTokens {
      id
      ...AdminPartnerTokenRow_token
    }
  }
`;

/** Partner API tokens: issue one (shown once), see when each was last used, revoke. */
export function AdminPartnersPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminPartners.title" })}
        intro={intl.formatMessage({ id: "adminPartners.intro" })}
      />
      <StaffNav />
      <Suspense fallback={<LoadingState />}>
        <PartnerTokens />
      </Suspense>
    </RequireRole>
  );
}

function PartnerTokens() {
  const intl = useIntl();
  // Started by the route's loader, on every visit. A failure is the route's error card,
  // whose 'Try Again' runs the loader again.
  const { partnerTokens } = useLoaderQuery<AdminPartnersPageQuery>(
    adminPartnersPageQuery,
    useLoaderData() as LoaderQuery<AdminPartnersPageQuery>,
  );
  // Only in this component's state: leaving the page forgets the token for good.
  const [issued, setIssued] = useState<IssuedToken | null>(null);

  return (
    <div className={styles.page}>
      <AdminIssueTokenForm onIssued={setIssued} />
      {issued && <AdminNewToken key={issued.token} issued={issued} onDone={() => setIssued(null)} />}

      <section aria-labelledby="partner-tokens" className={styles.section}>
        <h2 id="partner-tokens" className={styles.sectionHeading}>
          <FormattedMessage id="adminPartners.list.heading" />
        </h2>
        {partnerTokens.length === 0 ? (
          <StaffEmptyState
            title={intl.formatMessage({ id: "adminPartners.empty.title" })}
            message={intl.formatMessage({ id: "adminPartners.empty.message" })}
          />
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="adminPartners.column.name" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminPartners.column.token" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminPartners.column.created" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminPartners.column.lastUsed" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminPartners.column.status" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminPartners.column.actions" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {partnerTokens.map((token) => (
                  <AdminPartnerTokenRow key={token.id} token={token} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

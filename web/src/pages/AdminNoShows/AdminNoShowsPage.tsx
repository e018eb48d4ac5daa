import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { AdminNoShowsPageQuery } from "./__generated__/AdminNoShowsPageQuery.graphql";
import * as styles from "./AdminNoShowsPage.css";
import { NoShowCard } from "./NoShowCard";

const adminNoShowsPageQuery = graphql`
  query AdminNoShowsPageQuery @preloadable {
    disputedNoShows(first: 50) {
      databaseId
      ...NoShowCard_noShow
    }
  }
`;

/** Disputed no-show reports, the longest waiting first: read both sides and the messages, then decide. */
export function AdminNoShowsPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminNoShows.title" })}
        intro={intl.formatMessage({ id: "adminNoShows.intro" })}
      />
      <StaffNav />
      <DisputedNoShows />
    </RequireRole>
  );
}

function DisputedNoShows() {
  const intl = useIntl();
  // Asked again on every visit: reports are disputed, and other staff decide, meanwhile.
  const data = useLoaderQuery<AdminNoShowsPageQuery>(
    adminNoShowsPageQuery,
    useLoaderData() as LoaderQuery<AdminNoShowsPageQuery>,
  );
  if (data.disputedNoShows.length === 0) {
    return (
      <StaffEmptyState
        title={intl.formatMessage({ id: "adminNoShows.empty.title" })}
        message={intl.formatMessage({ id: "adminNoShows.empty.message" })}
      />
    );
  }
  return (
    <ul role="list" className={styles.list}>
      {data.disputedNoShows.map((noShow) => (
        <li key={noShow.databaseId}>
          <NoShowCard noShow={noShow} />
        </li>
      ))}
    </ul>
  );
}

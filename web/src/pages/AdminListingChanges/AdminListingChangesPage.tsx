import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import { StaffNav } from "../../components/StaffNav/StaffNav";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { AdminListingChangesPage_query$key } from "./__generated__/AdminListingChangesPage_query.graphql";
import type { AdminListingChangesPageQuery } from "./__generated__/AdminListingChangesPageQuery.graphql";
import type { AdminListingChangesPaginationQuery } from "./__generated__/AdminListingChangesPaginationQuery.graphql";
import { ListingChangeCard } from "./ListingChangeCard";
import * as styles from "./AdminListingChangesPage.css";

/** Changes a page at a time. */
const PAGE_SIZE = 10;

const adminListingChangesPageQuery = graphql`
  query AdminListingChangesPageQuery @preloadable {
    ...AdminListingChangesPage_query
    categories {
      slug
      name
    }
  }
`;

/** New business names and types waiting for staff, oldest first: approve, or reject with a reason. */
export function AdminListingChangesPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminListingChanges.title" })}
        intro={intl.formatMessage({ id: "adminListingChanges.intro" })}
      />
      <StaffNav />
      <PendingChanges />
    </RequireRole>
  );
}

function PendingChanges() {
  const intl = useIntl();
  // Asked again on every visit: providers propose, and other staff decide, meanwhile.
  const query = useLoaderQuery<AdminListingChangesPageQuery>(
    adminListingChangesPageQuery,
    useLoaderData() as LoaderQuery<AdminListingChangesPageQuery>,
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminListingChangesPaginationQuery,
    AdminListingChangesPage_query$key
  >(
    graphql`
      fragment AdminListingChangesPage_query on Query
      @refetchable(queryName: "AdminListingChangesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        pendingListingChanges(first: $count, after: $cursor)
          @connection(key: "AdminListingChangesPage_pendingListingChanges") {
          edges {
            node {
              databaseId
              ...ListingChangeCard_change
            }
          }
        }
      }
    `,
    query,
  );
  const changes = data.pendingListingChanges.edges;
  if (changes.length === 0) {
    return (
      <StaffEmptyState
        title={intl.formatMessage({ id: "adminListingChanges.empty.title" })}
        message={intl.formatMessage({ id: "adminListingChanges.empty.message" })}
      />
    );
  }
  const nameOf = (slug: string) => query.categories.find((category) => category.slug === slug)?.name ?? slug;
  return (
    <div className={styles.list}>
      <ul role="list" className={styles.list}>
        {changes.map(({ node }) => (
          <li key={node.databaseId}>
            <ListingChangeCard change={node} nameOf={nameOf} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <button
          type="button"
          className={`${button({ variant: "secondary" })} ${styles.more}`}
          disabled={isLoadingNext}
          onClick={() => loadNext(PAGE_SIZE)}
        >
          <FormattedMessage id={isLoadingNext ? "adminListingChanges.loading" : "adminListingChanges.more"} />
        </button>
      )}
    </div>
  );
}

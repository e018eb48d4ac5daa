import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import type { AdminRegistrationList_query$key } from "./__generated__/AdminRegistrationList_query.graphql";
import type { AdminRegistrationListPaginationQuery } from "./__generated__/AdminRegistrationListPaginationQuery.graphql";
import { AdminRegistrationCard } from "./AdminRegistrationCard";
import * as styles from "./AdminPage.css";

const PAGE_SIZE = 20;

/** The registrations, newest first, a page at a time. */
export function AdminRegistrationList({ query }: { query: AdminRegistrationList_query$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminRegistrationListPaginationQuery,
    AdminRegistrationList_query$key
  >(
    graphql`
      fragment AdminRegistrationList_query on Query
      @refetchable(queryName: "AdminRegistrationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        registrations(first: $count, after: $cursor) @connection(key: "AdminRegistrationList_registrations") {
          edges {
            node {
              id
              ...AdminRegistrationCard_registration
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.registrations;

  if (edges.length === 0) {
    return (
      <StaffEmptyState
        title={intl.formatMessage({ id: "admin.empty.title" })}
        message={intl.formatMessage({ id: "admin.empty.message" })}
      />
    );
  }

  return (
    <>
      <ul role="list" className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <AdminRegistrationCard registration={node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <div className={styles.more}>
          <button
            type="button"
            className={button({ variant: "secondary" })}
            disabled={isLoadingNext}
            onClick={() => loadNext(PAGE_SIZE)}
          >
            <FormattedMessage id={isLoadingNext ? "admin.loadingMore" : "admin.loadMore"} />
          </button>
        </div>
      )}
    </>
  );
}

import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import type { AdminPendingProviderList_query$key } from "./__generated__/AdminPendingProviderList_query.graphql";
import type { AdminPendingProviderListPaginationQuery } from "./__generated__/AdminPendingProviderListPaginationQuery.graphql";
import { AdminPendingProviderCard } from "./AdminPendingProviderCard";
import * as styles from "./AdminApprovalsPage.css";

const PAGE_SIZE = 20;

interface AdminPendingProviderListProps {
  query: AdminPendingProviderList_query$key;
  /** The approver's name as typed, for each approval. */
  approver: string;
}

/** Providers waiting for a decision, oldest first; a decided one leaves the list. */
export function AdminPendingProviderList({ query, approver }: AdminPendingProviderListProps) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminPendingProviderListPaginationQuery,
    AdminPendingProviderList_query$key
  >(
    graphql`
      fragment AdminPendingProviderList_query on Query
      @refetchable(queryName: "AdminPendingProviderListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        pendingProviders(first: $count, after: $cursor) @connection(key: "AdminPendingProviderList_pendingProviders") {
          __id
          edges {
            node {
              id
              ...AdminPendingProviderCard_provider
            }
          }
        }
      }
    `,
    query,
  );
  const { __id: connectionId, edges } = data.pendingProviders;

  if (edges.length === 0) {
    return (
      <StaffEmptyState
        title={intl.formatMessage({ id: "adminApprovals.empty.title" })}
        message={intl.formatMessage({ id: "adminApprovals.empty.message" })}
      />
    );
  }

  return (
    <>
      <ul role="list" className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <AdminPendingProviderCard provider={node} connectionId={connectionId} approver={approver} />
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
            <FormattedMessage id={isLoadingNext ? "adminApprovals.loadingMore" : "adminApprovals.loadMore"} />
          </button>
        </div>
      )}
    </>
  );
}

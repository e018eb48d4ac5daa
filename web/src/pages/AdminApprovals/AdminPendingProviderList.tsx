import { useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { StaffCardList } from "../../components/StaffCardList/StaffCardList";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import type { AdminPendingProviderList_query$key } from "./__generated__/AdminPendingProviderList_query.graphql";
import type { AdminPendingProviderListPaginationQuery } from "./__generated__/AdminPendingProviderListPaginationQuery.graphql";
import { AdminPendingProviderCard } from "./AdminPendingProviderCard";

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
    <StaffCardList
      items={edges}
      keyOf={({ node }) => node.id}
      renderItem={({ node }) => (
        <AdminPendingProviderCard provider={node} connectionId={connectionId} approver={approver} />
      )}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
      loadMoreId="adminApprovals.loadMore"
      loadingMoreId="adminApprovals.loadingMore"
    />
  );
}

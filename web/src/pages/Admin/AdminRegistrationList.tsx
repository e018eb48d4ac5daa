import { useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { StaffCardList } from "../../components/StaffCardList/StaffCardList";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import type { AdminRegistrationList_query$key } from "./__generated__/AdminRegistrationList_query.graphql";
import type { AdminRegistrationListPaginationQuery } from "./__generated__/AdminRegistrationListPaginationQuery.graphql";
import { AdminRegistrationCard } from "./AdminRegistrationCard";

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
    <StaffCardList
      items={edges}
      keyOf={({ node }) => node.id}
      renderItem={({ node }) => <AdminRegistrationCard registration={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
      loadMoreId="admin.loadMore"
      loadingMoreId="admin.loadingMore"
    />
  );
}

import { useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { StaffCardList } from "../../components/StaffCardList/StaffCardList";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import type { AdminMessageList_query$key } from "./__generated__/AdminMessageList_query.graphql";
import type { AdminMessageListPaginationQuery } from "./__generated__/AdminMessageListPaginationQuery.graphql";
import { AdminMessageCard } from "./AdminMessageCard";

const PAGE_SIZE = 20;

const EMPTY = {
  WAITING: { titleId: "adminMessages.empty.waiting.title", messageId: "adminMessages.empty.waiting.message" },
  HANDLED: { titleId: "adminMessages.empty.handled.title", messageId: "adminMessages.empty.handled.message" },
  ALL: { titleId: "adminMessages.empty.all.title", messageId: "adminMessages.empty.all.message" },
} as const;

interface AdminMessageListProps {
  query: AdminMessageList_query$key;
  filter: keyof typeof EMPTY;
}

/** The messages, newest first, a page at a time. */
export function AdminMessageList({ query, filter }: AdminMessageListProps) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminMessageListPaginationQuery,
    AdminMessageList_query$key
  >(
    graphql`
      fragment AdminMessageList_query on Query
      @refetchable(queryName: "AdminMessageListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "ContactMessageStatus" }
      ) {
        contactMessages(first: $count, after: $cursor, status: $status)
          @connection(key: "AdminMessageList_contactMessages", filters: ["status"]) {
          edges {
            node {
              id
              ...AdminMessageCard_message
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.contactMessages;

  if (edges.length === 0) {
    return (
      <StaffEmptyState
        title={intl.formatMessage({ id: EMPTY[filter].titleId })}
        message={intl.formatMessage({ id: EMPTY[filter].messageId })}
      />
    );
  }

  return (
    <StaffCardList
      items={edges}
      keyOf={({ node }) => node.id}
      renderItem={({ node }) => <AdminMessageCard message={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
      loadMoreId="adminMessages.loadMore"
      loadingMoreId="adminMessages.loadingMore"
    />
  );
}

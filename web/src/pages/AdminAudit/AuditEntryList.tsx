import { useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { StaffCardList } from "../../components/StaffCardList/StaffCardList";
import { StaffEmptyState } from "../../components/StaffEmptyState/StaffEmptyState";
import type { AuditEntryList_query$key } from "./__generated__/AuditEntryList_query.graphql";
import type { AuditEntryListPaginationQuery } from "./__generated__/AuditEntryListPaginationQuery.graphql";
import { AuditEntryCard } from "./AuditEntryCard";

const PAGE_SIZE = 20;

/** The entries the filters select, newest first, a page at a time. */
export function AuditEntryList({ query }: { query: AuditEntryList_query$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AuditEntryListPaginationQuery,
    AuditEntryList_query$key
  >(
    graphql`
      fragment AuditEntryList_query on Query
      @refetchable(queryName: "AuditEntryListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        action: { type: "String" }
        actorId: { type: "Int" }
        targetType: { type: "String" }
        targetId: { type: "String" }
      ) {
        auditEntries(
          first: $count
          after: $cursor
          action: $action
          actorId: $actorId
          targetType: $targetType
          targetId: $targetId
        ) @connection(key: "AuditEntryList_auditEntries", filters: ["action", "actorId", "targetType", "targetId"]) {
          edges {
            node {
              id
              ...AuditEntryCard_entry
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.auditEntries;
  if (edges.length === 0) {
    return (
      <StaffEmptyState
        title={intl.formatMessage({ id: "adminAudit.empty.title" })}
        message={intl.formatMessage({ id: "adminAudit.empty.message" })}
      />
    );
  }
  return (
    <StaffCardList
      items={edges}
      keyOf={({ node }) => node.id}
      renderItem={({ node }) => <AuditEntryCard entry={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
      loadMoreId="adminAudit.loadMore"
      loadingMoreId="adminAudit.loadingMore"
    />
  );
}

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
import type { AdminReviewsPageQuery } from "./__generated__/AdminReviewsPageQuery.graphql";
import type { AdminReviewsPage_query$key } from "./__generated__/AdminReviewsPage_query.graphql";
import type { AdminReviewsPaginationQuery } from "./__generated__/AdminReviewsPaginationQuery.graphql";
import { AdminReviewCard } from "./AdminReviewCard";
import * as styles from "./AdminReviewsPage.css";

/** Reported reviews a page at a time. */
const PAGE_SIZE = 10;

const adminReviewsPageQuery = graphql`
  query AdminReviewsPageQuery @preloadable {
    ...AdminReviewsPage_query
  }
`;

/** Reviews someone reported, newest first: read them against the guidelines, hide or restore. */
export function AdminReviewsPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "adminReviews.title" })}
        intro={intl.formatMessage({ id: "adminReviews.intro" })}
      />
      <StaffNav />
      <ReportedReviews />
    </RequireRole>
  );
}

function ReportedReviews() {
  const intl = useIntl();
  // Asked again on every visit: others report, and other staff decide, meanwhile.
  const query = useLoaderQuery<AdminReviewsPageQuery>(
    adminReviewsPageQuery,
    useLoaderData() as LoaderQuery<AdminReviewsPageQuery>,
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminReviewsPaginationQuery,
    AdminReviewsPage_query$key
  >(
    graphql`
      fragment AdminReviewsPage_query on Query
      @refetchable(queryName: "AdminReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        reportedReviews(first: $count, after: $cursor) @connection(key: "AdminReviewsPage_reportedReviews") {
          edges {
            node {
              id
              ...AdminReviewCard_review
            }
          }
        }
      }
    `,
    query,
  );
  const reviews = data.reportedReviews.edges;
  if (reviews.length === 0) {
    return (
      <StaffEmptyState
        title={intl.formatMessage({ id: "adminReviews.empty.title" })}
        message={intl.formatMessage({ id: "adminReviews.empty.message" })}
      />
    );
  }
  return (
    <div className={styles.list}>
      <ul role="list" className={styles.list}>
        {reviews.map(({ node }) => (
          <li key={node.id}>
            <AdminReviewCard review={node} />
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
          <FormattedMessage id={isLoadingNext ? "adminReviews.loading" : "adminReviews.more"} />
        </button>
      )}
    </div>
  );
}

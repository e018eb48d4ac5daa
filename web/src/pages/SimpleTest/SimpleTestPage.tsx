import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { LoadingState } from "../../components/StateCard/LoadingState";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { SimpleTestPageQuery } from "./__generated__/SimpleTestPageQuery.graphql";
import { OVERVIEW_CARDS, cardAccess, type OverviewViewer } from "./overviewCards";
import { ScreenCard } from "./ScreenCard";
import * as styles from "./SimpleTestPage.css";

// Started by the route's loader; the header's query has usually put the viewer in the store
// already: then it is read from there and nothing is sent.
const simpleTestPageQuery = graphql`
  query SimpleTestPageQuery @preloadable {
    viewer {
      id
      role
    }
  }
`;

/** Spec section 2 "/simple-test": a card for each demo screen, saying who may open it. */
export function SimpleTestPage() {
  const intl = useIntl();
  // A new visit is new loader data: a failure here gets another chance.
  const loaderData = useLoaderData() as LoaderQuery<SimpleTestPageQuery>;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "simpleTest.title" })}
        intro={intl.formatMessage({ id: "simpleTest.intro" })}
      />
      {/* Without the viewer the links still help: each card then says who its page is for. */}
      <ErrorBoundary resetKey={loaderData} fallback={() => <ScreenCards viewer="unknown" />}>
        <Suspense fallback={<LoadingState />}>
          <ScreenCardsForViewer loaderData={loaderData} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function ScreenCardsForViewer({ loaderData }: { loaderData: LoaderQuery<SimpleTestPageQuery> }) {
  const { viewer } = useLoaderQuery<SimpleTestPageQuery>(simpleTestPageQuery, loaderData);
  return <ScreenCards viewer={viewer ? { role: viewer.role } : "signed-out"} />;
}

function ScreenCards({ viewer }: { viewer: OverviewViewer }) {
  const intl = useIntl();
  return (
    <>
      {viewer === "unknown" && (
        <p className={styles.notice} role="status">
          <FormattedMessage id="simpleTest.viewerUnknown" />
        </p>
      )}
      <ul role="list" className={styles.cards} aria-label={intl.formatMessage({ id: "simpleTest.list.label" })}>
        {OVERVIEW_CARDS.map((card) => (
          <ScreenCard key={card.path} card={card} access={cardAccess(card.requires, viewer)} />
        ))}
      </ul>
    </>
  );
}

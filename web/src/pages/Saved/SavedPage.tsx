import { Suspense, useDeferredValue, useId, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router-dom";
import { BookingDialog } from "../../components/BookingDialog/BookingDialog";
import { BottomNav } from "../../components/BottomNav/BottomNav";
import { button } from "../../components/Button/Button.css";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { useAccountListReady, useSavedProviderIds } from "../../savedProviders/hooks";
import { LoadingState } from "../../components/StateCard/LoadingState";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { SavedPageQuery } from "./__generated__/SavedPageQuery.graphql";
import { hasMoreBatches, savedBatches } from "./savedBatches";
import { SavedProviderBatch } from "./SavedProviderBatch";
import * as styles from "./SavedPage.css";

const savedPageQuery = graphql`
  query SavedPageQuery @preloadable {
    viewer {
      id
    }
    ...BookingDialog_query
    ...BottomNav_query
  }
`;

/**
 * /saved, the bottom navigation's 'Saved' (spec section 2, behaviour not shown): the
 * providers whose heart is on, newest first, each card with its heart and 'Book Now'. The
 * list is the device's (useSavedProviderIds), which mirrors the account's while someone is
 * signed in; the providers are loaded by id, a batch at a time.
 */
export function SavedPage() {
  const intl = useIntl();
  const headingId = useId();
  // Started by the route's loader (store-or-network).
  const data = useLoaderQuery<SavedPageQuery>(savedPageQuery, useLoaderData() as LoaderQuery<SavedPageQuery>);
  const ids = useSavedProviderIds();
  // Just signed in here: the account's list is on its way, so an empty device list is not "none".
  const ready = useAccountListReady(data.viewer?.id ?? null);
  // The cards on screen stay while a changed list loads; `saved` hides an unhearted one at once.
  const listedIds = useDeferredValue(ids);
  const saved = useMemo(() => new Set(ids), [ids]);
  const [batchCount, setBatchCount] = useState(1);
  const [booking, setBooking] = useState<ComparedProvider | null>(null);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "savedPage.title" })}
        intro={<FormattedMessage id="savedPage.intro" />}
      />
      {ids.length === 0 && !ready ? (
        <LoadingState />
      ) : ids.length === 0 ? (
        <EmptyState
          titleId="savedPage.empty.title"
          messageId="savedPage.empty.message"
          action={{ to: "/", labelId: "savedPage.empty.action" }}
        />
      ) : (
        <section aria-labelledby={headingId} className={styles.list}>
          <div className={styles.summary}>
            <h2 id={headingId} className={styles.count}>
              <FormattedMessage id="savedPage.count" values={{ count: ids.length }} />
            </h2>
            <p className={styles.note}>
              {data.viewer ? (
                <FormattedMessage id="savedPage.keptInAccount" />
              ) : (
                <FormattedMessage
                  id="savedPage.keptOnDevice"
                  values={{
                    link: (chunks) => (
                      <Link to="/sign-in" state={{ from: "/saved" }}>
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              )}
            </p>
          </div>
          {savedBatches(listedIds, batchCount).map((batch, index) => (
            <Suspense key={index} fallback={<LoadingState variant="search" />}>
              <SavedProviderBatch ids={batch} saved={saved} onBook={setBooking} />
            </Suspense>
          ))}
          {hasMoreBatches(listedIds, batchCount) && (
            <button
              type="button"
              className={`${button({ variant: "secondary" })} ${styles.more}`}
              onClick={() => setBatchCount((count) => count + 1)}
            >
              <FormattedMessage id="savedPage.showMore" />
            </button>
          )}
        </section>
      )}
      <BookingDialog query={data} provider={booking} onClose={() => setBooking(null)} />
      <BottomNav query={data} current="saved" />
    </>
  );
}

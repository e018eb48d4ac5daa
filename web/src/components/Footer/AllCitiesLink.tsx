import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment, type PreloadedQuery } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { claimValues } from "../../../../shared/marketing/claims";
import { useRouteQuery } from "../../routing/routeQuery";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import HeaderQueryNode, { type HeaderQuery } from "../Header/__generated__/HeaderQuery.graphql";
import type { AllCitiesLink_query$key } from "./__generated__/AllCitiesLink_query.graphql";
import * as styles from "./Footer.css";

interface AllCitiesLinkProps {
  /** The layout's query (the header's), which carries the marketplace's figures. */
  queryRef: PreloadedQuery<HeaderQuery>;
}

/**
 * The spec's 'View All 400+ Cities', with the figure the database has (rounded down), so
 * the claim stays true; 'View All Cities' until it is known, or if it cannot be.
 */
export function AllCitiesLink({ queryRef }: AllCitiesLinkProps) {
  const uncounted = <CitiesLink label={<FormattedMessage id="footer.cities.viewAllUncounted" />} />;
  return (
    <ErrorBoundary resetKey={queryRef} fallback={() => uncounted}>
      <Suspense fallback={uncounted}>
        <CountedCitiesLink queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function CountedCitiesLink({ queryRef }: AllCitiesLinkProps) {
  const query = useRouteQuery<HeaderQuery>(HeaderQueryNode, queryRef);
  const { marketplaceFigures } = useFragment<AllCitiesLink_query$key>(
    graphql`
      fragment AllCitiesLink_query on Query {
        marketplaceFigures {
          cities
        }
      }
    `,
    query,
  );
  return (
    <CitiesLink
      label={<FormattedMessage id="footer.cities.viewAll" values={claimValues(marketplaceFigures.cities)} />}
    />
  );
}

function CitiesLink({ label }: { label: React.ReactNode }) {
  return (
    <Link to="/cities-directory" className={styles.link}>
      {label}
    </Link>
  );
}

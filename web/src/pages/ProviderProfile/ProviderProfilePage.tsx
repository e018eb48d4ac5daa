import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData, useLocation, useNavigate } from "react-router-dom";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { CardDialogs } from "../../routing/CardDialogs";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { ProviderProfilePageQuery } from "./__generated__/ProviderProfilePageQuery.graphql";
import { ProfileOpenings } from "./ProfileOpenings";
import { ProfileReviews } from "./ProfileReviews";
import { ProfileSummary } from "./ProfileSummary";
import * as styles from "./ProviderProfilePage.css";

const providerProfilePageQuery = graphql`
  query ProviderProfilePageQuery($id: ID!, $openings: Int!) @preloadable {
    provider(id: $id) {
      name
      profilePath
      ...ProfileSummary_provider
      ...ProfileReviews_provider
    }
    openSlots(providerId: $id, first: $openings) {
      ...ProfileOpenings_slots
    }
    ...BookingDialog_query
  }
`;

/**
 * /providers/{id}-{name}: a provider's public profile. The loader starts the one query when
 * the address names a provider; an address that names none, or a provider the reader may not
 * see (unknown, not approved), is the not-found card (the server answered the HTML 404).
 */
export function ProviderProfilePage() {
  const loaded = useLoaderData() as LoaderQuery<ProviderProfilePageQuery>;
  return loaded.queryRef ? <ProviderProfile loaded={loaded} /> : <ProviderNotFound />;
}

function ProviderProfile({ loaded }: { loaded: LoaderQuery<ProviderProfilePageQuery> }) {
  const data = useLoaderQuery<ProviderProfilePageQuery>(providerProfilePageQuery, loaded);
  const [booking, setBooking] = useState<ComparedProvider | null>(null);
  const provider = data.provider;
  useCanonicalAddress(provider?.profilePath ?? null);
  if (!provider) return <ProviderNotFound />;
  return (
    <div className={styles.page}>
      <ProfileSummary provider={provider} onBook={setBooking} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <ProfileReviews provider={provider} />
        </div>
        <aside className={styles.side} aria-label={provider.name}>
          <ProfileOpenings slots={data.openSlots ?? []} />
        </aside>
      </div>
      <CardDialogs query={data} booking={booking} onBook={setBooking} />
    </div>
  );
}

/**
 * The address as the server writes it: an old name or none after the number becomes the
 * current one, in place (no new history entry, nothing fetched again), so it is the one
 * shared and bookmarked.
 */
function useCanonicalAddress(profilePath: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (profilePath && location.pathname !== profilePath) {
      void navigate({ pathname: profilePath, search: location.search, hash: location.hash }, { replace: true });
    }
  }, [profilePath, location.pathname, location.search, location.hash, navigate]);
}

function ProviderNotFound() {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = intl.formatMessage({ id: "providerProfile.notFound.title" });
  // <title> takes one string, so its words are resolved here rather than rendered.
  const documentTitle = intl.formatMessage(
    { id: "pageHeader.documentTitle" },
    { title, brand: intl.formatMessage({ id: "app.brand.name" }) },
  );
  return (
    <>
      <title>{documentTitle}</title>
      <ErrorState
        type="no-results"
        title={title}
        message={intl.formatMessage({ id: "providerProfile.notFound.message" })}
        suggestions={[
          intl.formatMessage({ id: "providerProfile.notFound.suggestion1" }),
          intl.formatMessage({ id: "providerProfile.notFound.suggestion2" }),
        ]}
        headingLevel={1}
        action={{
          label: intl.formatMessage({ id: "providerProfile.notFound.action" }),
          onClick: () => void navigate("/"),
        }}
      />
    </>
  );
}

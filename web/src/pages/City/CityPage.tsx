import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useLoaderData, useNavigate } from "react-router-dom";
import { BookingDialog } from "../../components/BookingDialog/BookingDialog";
import { button } from "../../components/Button/Button.css";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { ComparisonTray } from "../../components/ComparisonTray/ComparisonTray";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ProviderResults } from "../../components/ProviderResults/ProviderResults";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { BRAND_NAME } from "../../lib/brand";
import { formatPopulation } from "../../lib/format";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import type { RouteQuery } from "../../routing/queryRegistry";
import { useRouteQuery } from "../../routing/routeQuery";
import type { CityPageQuery, CityPageQuery$data, CityPageQuery$variables } from "./__generated__/CityPageQuery.graphql";
import * as styles from "./CityPage.css";
import { CITY_RADIUS_KM } from "./cityPageVariables";

const cityPageQuery = graphql`
  query CityPageQuery($slug: String!, $search: ProviderSearchInput) {
    city(slug: $slug) {
      name
      province
      displayName
      tier
      tierLabel
      population
    }
    categories {
      name
      slug
    }
    # The count and the services on offer, from the nearest 100 (a page's most).
    local: providers(search: $search, first: 100) {
      totalCount
      edges {
        node {
          id
          services
        }
      }
    }
    ...ProviderResults_query @arguments(search: $search)
    ...BookingDialog_query
  }
`;

/**
 * Spec section 2 "City page". An unknown slug is answered by the page's one request: `city`
 * is null ('City Not Found') and the search around it finds nothing. If the search fails
 * for another reason, the page falls back to all providers (spec).
 */
export function CityPage() {
  const { queryRef } = useLoaderData() as RouteQuery<CityPageQuery>;
  return (
    <ErrorBoundary
      resetKey={queryRef}
      fallback={(error) => {
        // Only the search's own failures fall back; a lost connection is the route's error card.
        if (!(error instanceof GraphQLResponseError)) throw error;
        return <CityPageWithoutSearch slug={queryRef.variables.slug} />;
      }}
    >
      <CityPageWithSearch queryRef={queryRef} />
    </ErrorBoundary>
  );
}

function CityPageWithSearch({ queryRef }: RouteQuery<CityPageQuery>) {
  const data = useRouteQuery<CityPageQuery>(cityPageQuery, queryRef);
  return <CityPageContent data={data} search={queryRef.variables.search ?? null} />;
}

function CityPageWithoutSearch({ slug }: { slug: string }) {
  const data = useLazyLoadQuery<CityPageQuery>(cityPageQuery, { slug, search: null });
  return <CityPageContent data={data} search={null} />;
}

function CityPageContent({ data, search }: { data: CityPageQuery$data; search: CityPageQuery$variables["search"] }) {
  const navigate = useNavigate();
  const [booking, setBooking] = useState<ComparedProvider | null>(null);
  const { city } = data;

  if (!city) {
    return (
      <>
        <title>{`City Not Found | ${BRAND_NAME}`}</title>
        <ErrorState
          type="location"
          title="City Not Found"
          message="We couldn't find a city at this address."
          headingLevel={1}
          action={{ label: "Go Back", onClick: () => void navigate(-1) }}
        />
      </>
    );
  }

  const local = Boolean(search);
  const offered = new Set(data.local.edges.flatMap(({ node }) => node.services));
  const services = data.categories.filter((category) => offered.has(category.name));

  return (
    <>
      <PageHeader
        title={`${city.name}, ${city.province}`}
        documentTitle={`Local services in ${city.name}`}
        intro={`Verified local service providers in and around ${city.name}.`}
      />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.label}>City size</dt>
          <dd>
            <span className={styles.tierBadge}>
              Tier {city.tier} · {city.tierLabel}
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>Population</dt>
          <dd className={styles.value}>{formatPopulation(city.population)}</dd>
        </div>
        {local && (
          <div className={styles.fact}>
            <dt className={styles.label}>Local providers</dt>
            <dd className={styles.value} data-testid="local-provider-count">
              {formatPopulation(data.local.totalCount)}
            </dd>
          </div>
        )}
      </dl>

      {local && services.length > 0 && (
        <section aria-labelledby="city-services" className={styles.section}>
          <h2 id="city-services" className={styles.sectionHeading}>
            Services in {city.name}
          </h2>
          <ul role="list" className={styles.services}>
            {services.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/?${new URLSearchParams({ location: city.displayName, service: category.slug })}`}
                  className={styles.service}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="city-providers" className={styles.section}>
        <h2 id="city-providers" className={styles.sectionHeading}>
          {local ? `Providers within ${CITY_RADIUS_KM} km` : "All providers"}
        </h2>
        {!local && (
          <p className={styles.note} role="note">
            We couldn't search near {city.name} just now, so these are providers from across Canada.
          </p>
        )}
        <ProviderResults
          query={data}
          loadedSearch={search ?? null}
          search={search ?? null}
          onBook={setBooking}
          empty={
            <div className={styles.invite}>
              <h3 className={styles.inviteTitle}>Be the first provider in {city.name}</h3>
              <p className={styles.inviteText}>
                No service providers are listed within {CITY_RADIUS_KM} km of {city.name} yet. Run a local business?
                Join the marketplace and reach customers here.
              </p>
              <Link to="/register-business" className={button({ variant: "primary" })}>
                Join as Provider
              </Link>
            </div>
          }
        />
      </section>

      <ComparisonTray onBook={setBooking} />
      <BookingDialog query={data} provider={booking} onClose={() => setBooking(null)} />
    </>
  );
}

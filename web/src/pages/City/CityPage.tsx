import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link, useLoaderData, useLocation, useNavigate } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ProviderResults } from "../../components/ProviderResults/ProviderResults";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { formatCount, formatPopulation } from "../../lib/format";
import { GraphQLResponseError, HttpError } from "../../relay/fetchGraphQL";
import { CardDialogs } from "../../routing/CardDialogs";
import { LazyBookingDialog, LazyComparisonTray, preload } from "../../routing/lazyParts";
import type { RouteQuery } from "../../routing/queryRegistry";
import { useRouteQuery } from "../../routing/routeQuery";
import type { CityPageQuery, CityPageQuery$data, CityPageQuery$variables } from "./__generated__/CityPageQuery.graphql";
import * as styles from "./CityPage.css";
import { CITY_TIERS } from "../../lib/cityTiers";
import { CITY_RADIUS_KM } from "./cityPageVariables";

const cityPageQuery = graphql`
  query CityPageQuery($slug: String!, $search: ProviderSearchInput) @preloadable {
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
 * for another reason, the page falls back to all providers (spec), with a note saying so.
 */
const preloadCardActions = () => preload(LazyBookingDialog, LazyComparisonTray);

export function CityPage() {
  const { queryRef } = useLoaderData() as RouteQuery<CityPageQuery>;
  return (
    <ErrorBoundary
      resetKey={queryRef}
      fallback={(error) => {
        // The server answered but could not search (an error in the answer or a 5xx): fall
        // back. A lost connection would fail the fallback too, so it is the route's error card.
        if (!(error instanceof GraphQLResponseError || error instanceof HttpError)) throw error;
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
  const location = useLocation();
  const intl = useIntl();
  const [booking, setBooking] = useState<ComparedProvider | null>(null);
  const { city } = data;

  if (!city) {
    // Back only when the previous entry is this app's (react-router keys the visit's first
    // page "default"): opened from another site or a new tab, it stays on the site, in the
    // directory where the city can be found, in place of the dead address.
    const goBack = () => {
      if (location.key === "default") void navigate("/cities-directory", { replace: true });
      else void navigate(-1);
    };
    const notFoundTitle = intl.formatMessage({ id: "cityPage.notFound.title" });
    const documentTitle = intl.formatMessage(
      { id: "pageHeader.documentTitle" },
      { title: notFoundTitle, brand: intl.formatMessage({ id: "app.brand.name" }) },
    );
    return (
      <>
        {/* <title> takes one string, so its words are resolved here rather than rendered. */}
        <title>{documentTitle}</title>
        <ErrorState
          type="location"
          title={notFoundTitle}
          message={intl.formatMessage({ id: "cityPage.notFound.message" })}
          headingLevel={1}
          action={{ label: intl.formatMessage({ id: "cityPage.notFound.goBack" }), onClick: goBack }}
        />
      </>
    );
  }

  const local = Boolean(search);
  const offered = new Set(data.local.edges.flatMap(({ node }) => node.services));
  const services = data.categories.filter((category) => offered.has(category.name));
  const tierLabelId = CITY_TIERS.find((info) => info.tier === city.tier)?.labelId;
  const tierLabel = tierLabelId ? intl.formatMessage({ id: tierLabelId }) : city.tierLabel;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "cityPage.title" }, { city: city.name, province: city.province })}
        documentTitle={intl.formatMessage({ id: "cityPage.documentTitle" }, { city: city.name })}
        intro={<FormattedMessage id="cityPage.intro" values={{ city: city.name }} />}
      />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.label}>
            <FormattedMessage id="cityPage.facts.size" />
          </dt>
          <dd>
            <span className={styles.tierBadge}>
              <FormattedMessage id="cityPage.facts.tier" values={{ tier: city.tier, label: tierLabel }} />
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>
            <FormattedMessage id="cityPage.facts.population" />
          </dt>
          <dd className={styles.value}>{formatPopulation(city.population, intl)}</dd>
        </div>
        {local && (
          <div className={styles.fact}>
            <dt className={styles.label}>
              <FormattedMessage id="cityPage.facts.localProviders" />
            </dt>
            <dd className={styles.value} data-testid="local-provider-count">
              {formatCount(data.local.totalCount, intl)}
            </dd>
          </div>
        )}
      </dl>

      {local && services.length > 0 && (
        <section aria-labelledby="city-services" className={styles.section}>
          <h2 id="city-services" className={styles.sectionHeading}>
            <FormattedMessage id="cityPage.services.heading" values={{ city: city.name }} />
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

      <section
        aria-labelledby="city-providers"
        className={styles.section}
        onPointerEnter={preloadCardActions}
        onFocus={preloadCardActions}
      >
        <h2 id="city-providers" className={styles.sectionHeading}>
          {local ? (
            <FormattedMessage id="cityPage.providers.heading.near" values={{ km: CITY_RADIUS_KM }} />
          ) : (
            <FormattedMessage id="cityPage.providers.heading.all" />
          )}
        </h2>
        {!local && (
          <p className={styles.note} role="note">
            <FormattedMessage id="cityPage.providers.fallbackNote" values={{ city: city.name }} />
          </p>
        )}
        <ProviderResults
          query={data}
          loadedSearch={search ?? null}
          search={search ?? null}
          onBook={setBooking}
          empty={
            <div className={styles.invite}>
              <h3 className={styles.inviteTitle}>
                <FormattedMessage id="cityPage.invite.title" values={{ city: city.name }} />
              </h3>
              <p className={styles.inviteText}>
                <FormattedMessage id="cityPage.invite.text" values={{ km: CITY_RADIUS_KM, city: city.name }} />
              </p>
              <Link to="/register-business" className={button({ variant: "primary" })}>
                <FormattedMessage id="cityPage.invite.join" />
              </Link>
            </div>
          }
        />
      </section>

      {/* As on the home: the booking and comparison code loads when first wanted. */}
      <CardDialogs query={data} booking={booking} onBook={setBooking} />
    </>
  );
}

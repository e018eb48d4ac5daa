import { useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ErrorState } from "../../components/StateCard/ErrorState";
import { PROVIDER_ONLY, RequireRole } from "../../routing/RequireRole";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { ProviderListingPageQuery } from "./__generated__/ProviderListingPageQuery.graphql";
import { ListingHistory } from "../../components/ListingHistory/ListingHistory";
import { ListingForm } from "./ListingForm";

const providerListingPageQuery = graphql`
  query ProviderListingPageQuery @preloadable {
    viewer {
      provider {
        ...ListingForm_provider
        ...ListingHistory_provider
      }
    }
    categories {
      slug
      name
    }
  }
`;

/** The provider's own listing: what the public reads on its card and profile, and what its services cost. */
export function ProviderListingPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={PROVIDER_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "providerListing.title" })}
        intro={intl.formatMessage({ id: "providerListing.intro" })}
      />
      <Listing />
    </RequireRole>
  );
}

function Listing() {
  const intl = useIntl();
  // Asked again on every visit: staff may have decided a waiting name since.
  const data = useLoaderQuery<ProviderListingPageQuery>(
    providerListingPageQuery,
    useLoaderData() as LoaderQuery<ProviderListingPageQuery>,
  );
  const provider = data.viewer?.provider;
  if (!provider) {
    return <ErrorState type="default" message={intl.formatMessage({ id: "providerListing.noProvider" })} />;
  }
  const nameOf = (slug: string) => data.categories.find((category) => category.slug === slug)?.name ?? slug;
  return (
    <>
      <ListingForm provider={provider} categories={data.categories} />
      <ListingHistory provider={provider} nameOf={nameOf} />
    </>
  );
}

import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { ListingHistory } from "../../components/ListingHistory/ListingHistory";
import type { StaffListingHistoryQuery } from "./__generated__/StaffListingHistoryQuery.graphql";

/**
 * A provider's listing history for staff on its profile. Staff alone ask for it, once they
 * open a profile, so it is its own query rather than a part of the profile's first view.
 */
export function StaffListingHistory({ providerId }: { providerId: string }) {
  const data = useLazyLoadQuery<StaffListingHistoryQuery>(
    graphql`
      query StaffListingHistoryQuery($id: ID!) {
        provider(id: $id) {
          ...ListingHistory_provider
        }
        categories {
          slug
          name
        }
      }
    `,
    { id: providerId },
    { fetchPolicy: "store-and-network" },
  );
  if (!data.provider) return null;
  const nameOf = (slug: string) => data.categories.find((category) => category.slug === slug)?.name ?? slug;
  return <ListingHistory provider={data.provider} nameOf={nameOf} />;
}

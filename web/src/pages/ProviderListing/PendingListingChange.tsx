import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import type { PendingListingChange_change$key } from "./__generated__/PendingListingChange_change.graphql";
import * as styles from "./ProviderListingPage.css";

interface PendingListingChangeProps {
  change: PendingListingChange_change$key;
  /** A service's name from its slug, for a business type. */
  nameOf: (slug: string) => string;
}

/** What waits for staff: the new name or type, and since when; the listing shows the old ones meanwhile. */
export function PendingListingChange({ change, nameOf }: PendingListingChangeProps) {
  const data = useFragment(
    graphql`
      fragment PendingListingChange_change on ListingChange {
        createdAt
        changes {
          field
          to {
            text
          }
        }
      }
    `,
    change,
  );
  return (
    <div role="status" className={styles.pending}>
      <p>
        <FormattedMessage id="providerListing.pending.title" values={{ date: <StaffDate value={data.createdAt} /> }} />
      </p>
      <ul>
        {data.changes.map((each) => (
          <li key={each.field}>
            <FormattedMessage
              id={
                each.field === "businessType" ? "providerListing.pending.businessType" : "providerListing.pending.name"
              }
              values={{ value: each.field === "businessType" ? nameOf(each.to.text ?? "") : each.to.text }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

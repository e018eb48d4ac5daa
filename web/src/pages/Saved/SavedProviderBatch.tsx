import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { ProviderCard } from "../../components/ProviderCard/ProviderCard";
import type { SavedProviderBatchQuery } from "./__generated__/SavedProviderBatchQuery.graphql";
import * as styles from "./SavedPage.css";

const batchQuery = graphql`
  query SavedProviderBatchQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on Provider {
        id
        ...ProviderCard_provider @alias(as: "card")
      }
    }
  }
`;

interface SavedProviderBatchProps {
  /** The batch's ids, newest first. */
  ids: readonly string[];
  /** Saved right now: a card whose heart was just turned off leaves before the next answer. */
  saved: ReadonlySet<string>;
  onBook: (provider: ComparedProvider) => void;
}

/** One batch of the Saved screen: the providers' cards, each with its heart and 'Book Now'. */
export function SavedProviderBatch({ ids, saved, onBook }: SavedProviderBatchProps) {
  const intl = useIntl();
  const { nodes } = useLazyLoadQuery<SavedProviderBatchQuery>(
    batchQuery,
    { ids: [...ids] },
    { fetchPolicy: "store-or-network" },
  );
  const providers = nodes.flatMap((node) =>
    node?.__typename === "Provider" && node.card && saved.has(node.id) ? [{ id: node.id, card: node.card }] : [],
  );
  // A provider no longer approved reads as null; its heart stays, and it shows again if it returns.
  const unlisted = nodes.filter((node) => node === null).length;

  return (
    <>
      {providers.length > 0 && (
        <ul role="list" className={styles.grid} aria-label={intl.formatMessage({ id: "savedPage.list.label" })}>
          {providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider.card} onBook={onBook} />
            </li>
          ))}
        </ul>
      )}
      {unlisted > 0 && (
        <p className={styles.note}>
          <FormattedMessage id="savedPage.unlisted" values={{ count: unlisted }} />
        </p>
      )}
    </>
  );
}

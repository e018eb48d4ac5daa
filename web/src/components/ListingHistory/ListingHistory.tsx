import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { LISTING_FIELD_NAMES } from "../../../../shared/providers/listing";
import { formatPriceCents } from "../../lib/format";
import type { MessageId } from "../../i18n/messages";
import { button } from "../Button/Button.css";
import { StaffBadge, type StaffBadgeTone } from "../StaffBadge/StaffBadge";
import { StaffDate } from "../StaffDate/StaffDate";
import type { ListingHistory_provider$key } from "./__generated__/ListingHistory_provider.graphql";
import type { ListingHistoryPaginationQuery } from "./__generated__/ListingHistoryPaginationQuery.graphql";
import * as styles from "./ListingHistory.css";

const PAGE_SIZE = 10;

const STATUS: Record<string, { tone: StaffBadgeTone; messageId: MessageId }> = {
  PUBLISHED: { tone: "neutral", messageId: "listingHistory.status.published" },
  PENDING: { tone: "warning", messageId: "listingHistory.status.pending" },
  APPROVED: { tone: "success", messageId: "listingHistory.status.approved" },
  REJECTED: { tone: "danger", messageId: "listingHistory.status.rejected" },
  WITHDRAWN: { tone: "neutral", messageId: "listingHistory.status.withdrawn" },
};

/** A field's label: each listing field has its own in the catalog, a field added later "Other". */
const fieldLabel = (field: string) =>
  ((LISTING_FIELD_NAMES as readonly string[]).includes(field)
    ? `listingHistory.field.${field}`
    : "listingHistory.field.other") as MessageId;

interface ListingValue {
  readonly text?: string | null;
  readonly number?: number | null;
  readonly flag?: boolean | null;
  readonly texts?: ReadonlyArray<string> | null;
  readonly services?: ReadonlyArray<{ readonly serviceType: string; readonly priceCents: number }> | null;
}

/** A field's value in the reader's words; a description is long, so only its change is told. */
function valueText(
  field: string,
  value: ListingValue | null | undefined,
  intl: IntlShape,
  nameOf: (slug: string) => string,
) {
  if (!value) return intl.formatMessage({ id: "listingHistory.none" });
  if (value.services) {
    return value.services
      .map((service) => `${nameOf(service.serviceType)} ${formatPriceCents(service.priceCents, intl)}`)
      .join(", ");
  }
  if (value.texts) return value.texts.join(", ") || intl.formatMessage({ id: "listingHistory.none" });
  if (value.flag !== null && value.flag !== undefined) {
    return intl.formatMessage({ id: value.flag ? "listingHistory.yes" : "listingHistory.no" });
  }
  if (value.number !== null && value.number !== undefined) {
    return field === "replyWithinHours"
      ? intl.formatMessage({ id: "providerListing.replyOption" }, { promise: String(value.number) })
      : intl.formatMessage({ id: "listingHistory.km" }, { km: value.number });
  }
  if (field === "businessType" && value.text) return nameOf(value.text);
  return value.text ?? "";
}

interface ListingHistoryProps {
  provider: ListingHistory_provider$key;
  /** A service's name from its slug. */
  nameOf: (slug: string) => string;
}

/** Every change to a listing, newest first: who, when, what each field was and became, and staff's decision. */
export function ListingHistory({ provider, nameOf }: ListingHistoryProps) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ListingHistoryPaginationQuery,
    ListingHistory_provider$key
  >(
    graphql`
      fragment ListingHistory_provider on Provider
      @refetchable(queryName: "ListingHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        listingChanges(first: $count, after: $cursor) @connection(key: "ListingHistory_listingChanges") {
          edges {
            node {
              databaseId
              status
              createdAt
              changedBy
              decisionNote
              changes {
                field
                from {
                  text
                  number
                  flag
                  texts
                  services {
                    serviceType
                    priceCents
                  }
                }
                to {
                  text
                  number
                  flag
                  texts
                  services {
                    serviceType
                    priceCents
                  }
                }
              }
            }
          }
        }
      }
    `,
    provider,
  );
  const changes = data.listingChanges.edges;
  return (
    <section className={styles.history} aria-labelledby="listing-history">
      <h2 id="listing-history" className={styles.heading}>
        <FormattedMessage id="listingHistory.heading" />
      </h2>
      {changes.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="listingHistory.empty" />
        </p>
      ) : (
        <ol className={styles.list}>
          {changes.map(({ node }) => {
            const status = STATUS[node.status] ?? STATUS.PUBLISHED!;
            return (
              <li key={node.databaseId} className={styles.entry}>
                <p className={styles.meta}>
                  <StaffBadge tone={status.tone}>
                    <FormattedMessage id={status.messageId} />
                  </StaffBadge>
                  <FormattedMessage
                    id="listingHistory.meta"
                    values={{
                      date: <StaffDate value={node.createdAt} withTime />,
                      who: node.changedBy ?? intl.formatMessage({ id: "listingHistory.formerAccount" }),
                    }}
                  />
                </p>
                <ul className={styles.fields}>
                  {node.changes.map((change) => (
                    <li key={change.field}>
                      <FormattedMessage
                        id={change.field === "description" ? "listingHistory.changed" : "listingHistory.fromTo"}
                        values={{
                          field: intl.formatMessage({ id: fieldLabel(change.field) }),
                          from: valueText(change.field, change.from, intl, nameOf),
                          to: valueText(change.field, change.to, intl, nameOf),
                        }}
                      />
                    </li>
                  ))}
                </ul>
                {node.decisionNote && (
                  <p className={styles.muted}>
                    <FormattedMessage id="listingHistory.note" values={{ note: node.decisionNote }} />
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {hasNext && (
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          disabled={isLoadingNext}
          onClick={() => loadNext(PAGE_SIZE)}
        >
          <FormattedMessage id={isLoadingNext ? "listingHistory.loading" : "listingHistory.more"} />
        </button>
      )}
    </section>
  );
}

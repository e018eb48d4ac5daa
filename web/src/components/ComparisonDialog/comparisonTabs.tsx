import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { formatPriceCents, formatRating } from "../../lib/format";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { telHref } from "../ProviderCard/telHref";
import { StarRating } from "../StarRating/StarRating";
import * as styles from "./ComparisonDialog.css";

/** One attribute: a row across the columns, its label repeated in each provider's list. */
export interface ComparisonRow {
  labelId: MessageId;
  value: (provider: ComparedProvider) => ReactNode;
}

export interface ComparisonTab {
  value: string;
  labelId: MessageId;
  rows: readonly ComparisonRow[];
}

/** Spec section 2: Overview (the default), Services, Pricing and Contact. */
export function useComparisonTabs(providers: readonly ComparedProvider[]): ComparisonTab[] {
  const intl = useIntl();
  const lowest = Math.min(...providers.map((p) => p.startingPrice));
  return [
    {
      value: "overview",
      labelId: "comparisonDialog.tab.overview",
      rows: [
        {
          labelId: "comparisonDialog.row.rating",
          value: (p) => (
            <>
              <span className={styles.rating}>
                <StarRating rating={p.rating} size="sm" />
                <span aria-hidden="true">{formatRating(p.rating, intl)}</span>
              </span>
              <span className={styles.muted}>
                <FormattedMessage id="comparisonDialog.reviews" values={{ count: p.reviewCount }} />
              </span>
            </>
          ),
        },
        {
          labelId: "comparisonDialog.row.verified",
          value: (p) => <FormattedMessage id={p.isCertified ? "comparisonDialog.yes" : "comparisonDialog.no"} />,
        },
        {
          labelId: "comparisonDialog.row.mobileService",
          value: (p) => (
            <FormattedMessage id={p.isMobileService ? "comparisonDialog.mobileService.yes" : "comparisonDialog.no"} />
          ),
        },
        { labelId: "comparisonDialog.row.serviceArea", value: (p) => p.serviceArea },
        {
          labelId: "comparisonDialog.row.about",
          value: (p) => <span className={styles.about}>{p.description}</span>,
        },
      ],
    },
    {
      value: "services",
      labelId: "comparisonDialog.tab.services",
      rows: [
        { labelId: "comparisonDialog.row.services", value: (p) => <TagList items={p.services} /> },
        { labelId: "comparisonDialog.row.specialties", value: (p) => <TagList items={p.specialties} /> },
      ],
    },
    {
      value: "pricing",
      labelId: "comparisonDialog.tab.pricing",
      rows: [
        {
          labelId: "comparisonDialog.row.startingFrom",
          value: (p) => (
            <>
              <span className={styles.price}>{formatPriceCents(p.startingPrice, intl)}</span>
              {providers.length > 1 && p.startingPrice === lowest && (
                <span className={styles.best}>
                  <FormattedMessage id="comparisonDialog.lowestPrice" />
                </span>
              )}
            </>
          ),
        },
      ],
    },
    {
      value: "contact",
      labelId: "comparisonDialog.tab.contact",
      rows: [
        { labelId: "comparisonDialog.row.phone", value: (p) => <a href={telHref(p.phone)}>{p.phone}</a> },
        {
          labelId: "comparisonDialog.row.email",
          value: (p) => (
            <a href={`mailto:${p.email}`} className={styles.breakAnywhere}>
              {p.email}
            </a>
          ),
        },
        {
          labelId: "comparisonDialog.row.availability",
          value: (p) =>
            p.availability.length > 0 ? (
              <ul role="list" className={styles.plainList}>
                {p.availability.map((slot) => (
                  <li key={slot}>{slot}</li>
                ))}
              </ul>
            ) : (
              <span className={styles.muted}>
                <FormattedMessage id="comparisonDialog.availability.ask" />
              </span>
            ),
        },
      ],
    },
  ];
}

function TagList({ items }: { items: readonly string[] }) {
  if (items.length === 0) {
    return (
      <span className={styles.muted}>
        <FormattedMessage id="comparisonDialog.noneListed" />
      </span>
    );
  }
  return (
    <ul role="list" className={styles.tags}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}

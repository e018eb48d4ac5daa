import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { providerPath } from "../../../../shared/urls/provider-path";
import { formatDistanceKm, formatPriceCents, formatRating } from "../../lib/format";
import { button } from "../Button/Button.css";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { StarRating } from "../StarRating/StarRating";
import type {
  ProviderCard_provider$data,
  ProviderCard_provider$key,
} from "./__generated__/ProviderCard_provider.graphql";
import { useSavedProvider } from "../../savedProviders/hooks";
import { telHref } from "./telHref";
import * as styles from "./ProviderCard.css";

/** Spec section 9: a card lists the first 3 specialties, then '+N more'. */
export const SPECIALTIES_SHOWN = 3;

export interface ProviderCardProps {
  provider: ProviderCard_provider$key;
  /** From the search's edge: km from the searched city; without it the card shows the service area. */
  distanceKm?: number | null;
  /** Opens the booking dialog; without it there is no 'Book Now'. */
  onBook?: (provider: ComparedProvider) => void;
  /** Without it there is no 'Compare' button (spec: only when an add-to-compare handler exists). */
  onToggleCompare?: (provider: ComparedProvider) => void;
  /** Shown as 'Added' when true. */
  compared?: boolean;
  /**
   * The first card of a list: its picture is on the first screen, likely its largest thing,
   * so it is fetched at once and first. Every other card's waits until it is near the screen.
   */
  priority?: boolean;
}

/** Spec section 2 "Provider card". */
export function ProviderCard({
  provider,
  distanceKm,
  onBook,
  onToggleCompare,
  compared = false,
  priority = false,
}: ProviderCardProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProviderCard_provider on Provider {
        id
        databaseId
        name
        description
        imageUrl
        rating
        reviewCount
        startingPrice
        services
        specialties
        availability
        isCertified
        isMobileService
        phone
        email
        serviceArea
      }
    `,
    provider,
  );
  const [saved, toggleSaved] = useSavedProvider(data.id);
  const shownSpecialties = data.specialties.slice(0, SPECIALTIES_SHOWN);
  const moreSpecialties = data.specialties.length - shownSpecialties.length;

  return (
    <article className={styles.card} aria-labelledby={`${domId(data.id)}-name`} data-provider-id={data.id}>
      <div className={styles.media}>
        {data.imageUrl ? (
          <img
            src={data.imageUrl}
            alt={data.name}
            className={styles.image}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            width={400}
            height={200}
          />
        ) : (
          <div className={styles.imageFallback} role="img" aria-label={data.name}>
            {initials(data.name)}
          </div>
        )}
        {data.isCertified && (
          <span className={styles.verifiedBadge}>
            <CheckIcon /> <FormattedMessage id="providerCard.verified" />
          </span>
        )}
        <button
          type="button"
          className={styles.heart({ saved })}
          aria-pressed={saved}
          aria-label={intl.formatMessage(
            { id: saved ? "providerCard.unsave" : "providerCard.save" },
            { name: data.name },
          )}
          onClick={toggleSaved}
        >
          <HeartIcon filled={saved} />
        </button>
      </div>

      <div className={styles.body}>
        <h3 id={`${domId(data.id)}-name`} className={styles.name}>
          <Link to={providerPath(data.databaseId, data.name)} className={styles.nameLink}>
            {data.name}
          </Link>
        </h3>
        <div className={styles.ratingRow}>
          <StarRating rating={data.rating} size="sm" />
          <span className={styles.ratingValue} aria-hidden="true">
            {formatRating(data.rating, intl)}
          </span>
          <span className={styles.muted}>
            <FormattedMessage id="providerCard.reviews" values={{ count: data.reviewCount }} />
          </span>
          {data.isMobileService && (
            <span className={styles.mobileBadge}>
              <FormattedMessage id="providerCard.mobileService" />
            </span>
          )}
        </div>

        <p className={styles.description}>{data.description}</p>

        {shownSpecialties.length > 0 && (
          <ul
            role="list"
            className={styles.tags}
            aria-label={intl.formatMessage({ id: "providerCard.specialties.label" })}
          >
            {shownSpecialties.map((specialty) => (
              <li key={specialty} className={styles.tag}>
                {specialty}
              </li>
            ))}
            {moreSpecialties > 0 && (
              <li className={styles.tagMore}>
                <FormattedMessage id="providerCard.specialties.more" values={{ count: moreSpecialties }} />
              </li>
            )}
          </ul>
        )}

        <div className={styles.footer}>
          <p className={styles.where}>
            <PinIcon />
            {distanceKm != null ? (
              <span>
                <FormattedMessage
                  id="providerCard.distance"
                  values={{
                    distance: formatDistanceKm(distanceKm, intl),
                    hidden: (chunks) => <span className={styles.visuallyHidden}>{chunks}</span>,
                  }}
                />
              </span>
            ) : (
              <span>{data.serviceArea}</span>
            )}
          </p>
          <p className={styles.price}>
            <span className={styles.priceLabel}>
              <FormattedMessage id="providerCard.startingFrom" />
            </span>
            <span className={styles.priceValue}>{formatPriceCents(data.startingPrice, intl)}</span>
          </p>
        </div>

        <div className={styles.actions}>
          {onBook && (
            <button
              type="button"
              className={button({ variant: "primary", size: "sm" })}
              onClick={() => onBook(toCompared(data))}
            >
              <FormattedMessage id="providerCard.bookNow" />
            </button>
          )}
          {onToggleCompare && (
            <button
              type="button"
              className={styles.compareButton({ active: compared })}
              aria-pressed={compared}
              onClick={() => onToggleCompare(toCompared(data))}
            >
              {compared && <CheckIcon />}
              <FormattedMessage id={compared ? "providerCard.added" : "providerCard.compare"} />
            </button>
          )}
          <a
            href={telHref(data.phone)}
            className={button({ variant: "secondary", size: "sm" })}
            aria-label={intl.formatMessage({ id: "providerCard.call.label" }, { name: data.name })}
          >
            <PhoneIcon /> <FormattedMessage id="providerCard.call" />
          </a>
        </div>
      </div>
    </article>
  );
}

/** What a copy for the comparison is taken from: a card's fields, wherever they were read. */
export type ComparableProvider = Omit<ProviderCard_provider$data, " $fragmentType">;

/** The copy the comparison keeps: plain arrays, no fragment references. */
export function toCompared(data: ComparableProvider): ComparedProvider {
  return {
    id: data.id,
    databaseId: data.databaseId,
    name: data.name,
    description: data.description,
    imageUrl: data.imageUrl ?? null,
    rating: data.rating,
    reviewCount: data.reviewCount,
    startingPrice: data.startingPrice,
    services: [...data.services],
    specialties: [...data.specialties],
    availability: [...data.availability],
    isCertified: data.isCertified,
    isMobileService: data.isMobileService,
    phone: data.phone,
    email: data.email,
    serviceArea: data.serviceArea,
  };
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** Relay ids are base64 and may hold "=", "+" or "/". */
const domId = (id: string) => `provider-${id.replace(/[^\w-]/g, "_")}`;

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
        fill="currentColor"
      />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 22s7-6.1 7-12a7 7 0 10-14 0c0 5.9 7 12 7 12zm0-9.5a2.5 2.5 0 110-5 2.5 2.5 0 010 5z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  );
}

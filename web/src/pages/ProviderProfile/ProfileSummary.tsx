import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { useComparison } from "../../components/Comparison/ComparisonProvider";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { CheckIcon, HeartIcon, PhoneIcon, PinIcon, toCompared } from "../../components/ProviderCard/ProviderCard";
import { telHref } from "../../components/ProviderCard/telHref";
import { StarRating } from "../../components/StarRating/StarRating";
import type { MessageId } from "../../i18n/messages";
import { formatPriceCents, formatRating } from "../../lib/format";
import { preload, LazyBookingDialog, LazyComparisonTray } from "../../routing/lazyParts";
import { lazyComponent } from "../../routing/lazyComponent";
import { useViewerRole } from "../../routing/RequireRole";
import { useSavedProvider } from "../../savedProviders/hooks";
import type { ProfileSummary_provider$key, ProviderBadgeKind } from "./__generated__/ProfileSummary_provider.graphql";
import * as styles from "./ProviderProfilePage.css";

const BADGE_WORDS: Record<ProviderBadgeKind, MessageId | null> = {
  CHECKED_BY_STAFF: "providerProfile.badge.checkedByStaff",
  CERTIFIED: "providerProfile.badge.certified",
  INSURED: "providerProfile.badge.insured",
  "%future added value": null,
};

// Staff's controls: code no customer downloads.
const LazyStaffStanding = lazyComponent(() => import("./StaffStanding").then((module) => module.StaffStanding));
const LazyStaffListingHistory = lazyComponent(() =>
  import("./StaffListingHistory").then((module) => module.StaffListingHistory),
);

const preloadActions = () => preload(LazyBookingDialog, LazyComparisonTray);

interface ProfileSummaryProps {
  provider: ProfileSummary_provider$key;
  onBook: (provider: ComparedProvider) => void;
}

/** The profile's head: who, what staff checked, the rating, where, what, and the actions. */
export function ProfileSummary({ provider, onBook }: ProfileSummaryProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProfileSummary_provider on Provider {
        id
        databaseId
        name
        description
        imageUrl
        rating
        reviewCount
        startingPrice
        services
        offeredServices {
          serviceType
          name
          priceCents
        }
        serviceRadiusKm
        replyWithinHours
        specialties
        availability
        isCertified
        isMobileService
        phone
        email
        serviceArea
        status
        suspendedAt
        suspensionReason
        city {
          name
          province
        }
        badges {
          kind
          checkedAt
        }
      }
    `,
    provider,
  );
  const comparison = useComparison();
  const role = useViewerRole();
  const compared = comparison.has(data.id);
  const [saved, toggleSaved] = useSavedProvider(data.id);
  const brand = intl.formatMessage({ id: "app.brand.name" });
  const pageTitle = intl.formatMessage(
    { id: "providerProfile.documentTitle" },
    { name: data.name, city: data.city.name },
  );
  // <title> takes one string, so its words are resolved here rather than rendered.
  const documentTitle = intl.formatMessage({ id: "pageHeader.documentTitle" }, { title: pageTitle, brand });
  const month = (iso: string) => intl.formatDate(iso, { month: "long", year: "numeric", timeZone: "UTC" });

  return (
    <>
      <header className={styles.summary} onPointerEnter={preloadActions} onFocus={preloadActions}>
        <title>{documentTitle}</title>
        {data.status === "SUSPENDED" && (
          <p className={styles.preview} role="note">
            <FormattedMessage
              id="providerProfile.suspended"
              values={{
                date: data.suspendedAt ? month(String(data.suspendedAt)) : "",
                reason: data.suspensionReason ?? "",
              }}
            />
          </p>
        )}
        {data.status !== "ACTIVE" && data.status !== "SUSPENDED" && (
          <p className={styles.preview} role="note">
            <FormattedMessage id="providerProfile.preview" />
          </p>
        )}
        <div className={styles.identity}>
          {data.imageUrl ? (
            <img src={data.imageUrl} alt="" className={styles.photo} width={160} height={160} fetchPriority="high" />
          ) : (
            <div className={styles.photoFallback} aria-hidden="true">
              {data.name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div className={styles.who}>
            <h1 className={styles.name}>{data.name}</h1>
            <p className={styles.ratingRow}>
              <StarRating rating={data.rating} />
              {data.reviewCount > 0 ? (
                <>
                  <span className={styles.ratingValue} aria-hidden="true">
                    {formatRating(data.rating, intl)}
                  </span>
                  <a href="#reviews" className={styles.muted}>
                    <FormattedMessage id="providerCard.reviews" values={{ count: data.reviewCount }} />
                  </a>
                </>
              ) : (
                <span className={styles.muted}>
                  <FormattedMessage id="providerProfile.noReviewsYet" />
                </span>
              )}
            </p>
            <p className={styles.where}>
              <PinIcon />
              <FormattedMessage
                id="providerProfile.where"
                values={{ city: data.city.name, province: data.city.province, area: data.serviceArea }}
              />
              {data.isMobileService && (
                <span className={styles.mobileBadge}>
                  <FormattedMessage id="providerCard.mobileService" />
                </span>
              )}
            </p>
            {data.badges.length > 0 && (
              <ul
                role="list"
                className={styles.badges}
                aria-label={intl.formatMessage({ id: "providerProfile.badges.label" })}
              >
                {data.badges.map((badge) => {
                  const words = BADGE_WORDS[badge.kind];
                  return words ? (
                    <li key={badge.kind} className={styles.badge}>
                      <CheckIcon /> <FormattedMessage id={words} values={{ date: month(String(badge.checkedAt)) }} />
                    </li>
                  ) : null;
                })}
              </ul>
            )}
          </div>
        </div>

        <div className={styles.actions}>
          <p className={styles.price}>
            <span className={styles.muted}>
              <FormattedMessage id="providerCard.startingFrom" />
            </span>
            <span className={styles.priceValue}>{formatPriceCents(data.startingPrice, intl)}</span>
          </p>
          <button type="button" className={button({ variant: "primary" })} onClick={() => onBook(toCompared(data))}>
            <FormattedMessage id="providerCard.bookNow" />
          </button>
          <button
            type="button"
            className={button({ variant: "secondary" })}
            aria-pressed={compared}
            onClick={() => (compared ? comparison.remove(data.id) : comparison.add(toCompared(data)))}
          >
            {compared && <CheckIcon />}
            <FormattedMessage id={compared ? "providerCard.added" : "providerCard.compare"} />
          </button>
          <button
            type="button"
            className={button({ variant: "secondary" })}
            aria-pressed={saved}
            aria-label={intl.formatMessage(
              { id: saved ? "providerCard.unsave" : "providerCard.save" },
              { name: data.name },
            )}
            onClick={toggleSaved}
          >
            <HeartIcon filled={saved} />
            <FormattedMessage id={saved ? "providerProfile.saved" : "providerProfile.save"} />
          </button>
          <a
            href={telHref(data.phone)}
            className={button({ variant: "secondary" })}
            aria-label={intl.formatMessage({ id: "providerCard.call.label" }, { name: data.name })}
          >
            <PhoneIcon /> <FormattedMessage id="providerCard.call" />
          </a>
          {role === "ADMIN" && (data.status === "ACTIVE" || data.status === "SUSPENDED") && (
            <Suspense fallback={null}>
              <LazyStaffStanding.Component providerId={data.id} name={data.name} status={data.status} />
            </Suspense>
          )}
        </div>
      </header>

      <section className={styles.about} aria-labelledby="profile-about">
        <h2 id="profile-about" className={styles.sectionHeading}>
          <FormattedMessage id="providerProfile.about.heading" />
        </h2>
        <p className={styles.description}>{data.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.factLabel}>
              <FormattedMessage id="providerProfile.services.heading" />
            </dt>
            <dd>
              <ul role="list" className={styles.tags}>
                {data.offeredServices.map((service) => (
                  <li key={service.serviceType} className={styles.tag}>
                    <FormattedMessage
                      id="providerProfile.services.item"
                      values={{ service: service.name, price: formatPriceCents(service.priceCents, intl) }}
                    />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {data.specialties.length > 0 && (
            <div>
              <dt className={styles.factLabel}>
                <FormattedMessage id="providerCard.specialties.label" />
              </dt>
              <dd>
                <ul role="list" className={styles.tags}>
                  {data.specialties.map((specialty) => (
                    <li key={specialty} className={styles.tag}>
                      {specialty}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          <div>
            <dt className={styles.factLabel}>
              <FormattedMessage id="providerProfile.reply.heading" />
            </dt>
            <dd>
              <FormattedMessage id="providerProfile.reply" values={{ promise: String(data.replyWithinHours) }} />
            </dd>
          </div>
          <div>
            <dt className={styles.factLabel}>
              <FormattedMessage id="providerProfile.radius.heading" />
            </dt>
            <dd>
              <FormattedMessage id="providerProfile.radius" values={{ km: data.serviceRadiusKm }} />
            </dd>
          </div>
          {data.availability.length > 0 && (
            <div>
              <dt className={styles.factLabel}>
                <FormattedMessage id="providerProfile.hours.heading" />
              </dt>
              <dd>{data.availability.join(" · ")}</dd>
            </div>
          )}
        </dl>
      </section>
      {role === "ADMIN" && (
        <Suspense fallback={null}>
          <LazyStaffListingHistory.Component providerId={data.id} />
        </Suspense>
      )}
    </>
  );
}

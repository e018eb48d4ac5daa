import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { FINDER_RADIUS_KM, isFilteringRequirement } from "../../../../shared/matching/finder-choices";
import { button } from "../../components/Button/Button.css";
import type { MessageId } from "../../i18n/messages";
import { choiceLabel, requirementLabelId } from "./finderLabels";
import { CHOICES, type ChoiceName, type FinderDraft } from "./finderParams";
import * as styles from "./CleaningFinderPage.css";

interface FinderSummaryProps {
  draft: FinderDraft;
  onModify: () => void;
}

/**
 * The criteria the results are for, with 'Modify Search' and the way back home. The
 * requirements no provider record can show are listed apart, as the customer's wishes.
 */
export function FinderSummary({ draft, onModify }: FinderSummaryProps) {
  const intl = useIntl();
  const chosen = (Object.keys(CHOICES) as ChoiceName[]).filter((name) => draft[name]);
  const filters = draft.specialRequirements.filter(isFilteringRequirement);
  const wishes = draft.specialRequirements.filter((requirement) => !isFilteringRequirement(requirement));
  // Home opens on the same city.
  const home = draft.location ? `/?${new URLSearchParams({ location: draft.location })}` : "/";

  return (
    <section className={styles.summary} aria-labelledby="finder-summary-title">
      <h2 id="finder-summary-title" className={styles.groupTitle}>
        <FormattedMessage id="cleaningFinder.summary.heading" />
      </h2>
      <dl className={styles.facts}>
        <div className={styles.wideFact}>
          <dt className={styles.label}>
            <FormattedMessage id="cleaningFinder.summary.where" />
          </dt>
          <dd className={styles.factValue}>
            {draft.location ? (
              <FormattedMessage
                id="cleaningFinder.summary.near"
                values={{ km: FINDER_RADIUS_KM, city: draft.location }}
              />
            ) : (
              <FormattedMessage id="cleaningFinder.summary.anywhere" />
            )}
          </dd>
        </div>
        {chosen.map((name) => (
          <div key={name} className={styles.fact}>
            <dt className={styles.label}>
              <FormattedMessage id={`cleaningFinder.field.${name}` as MessageId} />
            </dt>
            <dd className={styles.factValue}>{choiceLabel(name, draft[name], intl)}</dd>
          </div>
        ))}
        {filters.length > 0 && (
          <div className={styles.wideFact}>
            <dt className={styles.label}>
              <FormattedMessage id="cleaningFinder.summary.filters" />
            </dt>
            <dd className={styles.factValue}>
              <ul role="list" className={styles.tags}>
                {filters.map((requirement) => (
                  <li key={requirement} className={styles.tag}>
                    <FormattedMessage id={requirementLabelId(requirement)} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {wishes.length > 0 && (
          <div className={styles.wideFact}>
            <dt className={styles.label}>
              <FormattedMessage id="cleaningFinder.summary.wishes" />
            </dt>
            <dd className={styles.factValue}>
              <ul role="list" className={styles.tags}>
                {wishes.map((requirement) => (
                  <li key={requirement} className={styles.tag}>
                    <FormattedMessage id={requirementLabelId(requirement)} />
                  </li>
                ))}
              </ul>
              <p className={styles.hint}>
                <FormattedMessage id="cleaningFinder.summary.wishesNote" />
              </p>
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.summaryActions}>
        <button type="button" className={button({ variant: "primary" })} onClick={onModify}>
          <FormattedMessage id="cleaningFinder.modifySearch" />
        </button>
        <Link to={home} className={button({ variant: "secondary" })}>
          <FormattedMessage id="cleaningFinder.backToHome" />
        </Link>
      </div>
    </section>
  );
}

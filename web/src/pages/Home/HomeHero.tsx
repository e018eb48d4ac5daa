import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../../components/Button/Button.css";
import { CityPicker } from "../../components/CityPicker/CityPicker";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { QuickStartWizard } from "../../components/QuickStartWizard/QuickStartWizard";
import { SERVICE_OPTIONS, type HomeSearch } from "./homeSearch";
import * as styles from "./HomeHero.css";

interface HomeHeroProps {
  /** The search in the URL. */
  search: HomeSearch;
  /** The city picker's choice, kept in the URL's `location` as soon as it is made. */
  onLocationChange: (location: string) => void;
  /** 'Find Services': the location and the service type chosen here. */
  onFind: (choice: { location: string; service: string }) => void;
  /** Id of the search form, for the bottom navigation's 'Search'. */
  id?: string;
  /** The quick-start wizard's 'Book Now': the page's booking dialog. Without it the wizard offers no booking. */
  onBook?: (provider: ComparedProvider) => void;
  /** 'Take Full Assessment': the page's quiz. */
  onTakeQuiz: () => void;
}

/**
 * Spec section 2 "Hero": city picker, service type and 'Find Services', then the guided
 * ways to choose: 'Quick Match (60 seconds)' opens the quick-start wizard, 'Take Full Assessment'
 * the quiz (the page holds it: the empty list opens it too).
 */
export function HomeHero({ search, onLocationChange, onFind, id, onBook, onTakeQuiz }: HomeHeroProps) {
  const intl = useIntl();
  const serviceId = useId();
  // The service type waits for 'Find Services'; the URL's value wins when it changes
  // (back, forward, a 'Popular Services' link).
  const [service, setService] = useState(search.service);
  const [seenService, setSeenService] = useState(search.service);
  if (seenService !== search.service) {
    setSeenService(search.service);
    setService(search.service);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onFind({ location: search.location, service });
  }

  return (
    <section className={styles.hero}>
      <PageHeader
        title={intl.formatMessage({ id: "home.hero.title" })}
        intro={<FormattedMessage id="home.hero.intro" />}
      />
      <form
        id={id}
        role="search"
        aria-label={intl.formatMessage({ id: "home.hero.search.label" })}
        className={styles.searchCard}
        onSubmit={submit}
      >
        <div className={styles.field}>
          <CityPicker value={search.location} onChange={onLocationChange} />
        </div>
        <div className={styles.field}>
          <label htmlFor={serviceId} className={styles.label}>
            <FormattedMessage id="home.hero.serviceType.label" />
          </label>
          <select
            id={serviceId}
            className={styles.select}
            value={service}
            onChange={(event) => setService(event.target.value)}
          >
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                <FormattedMessage id={option.labelId} />
              </option>
            ))}
          </select>
        </div>
        <div className={styles.submit}>
          <button type="submit" className={`${button({ variant: "primary" })} ${styles.submitButton}`}>
            <SearchIcon />
            <FormattedMessage id="home.hero.findServices" />
          </button>
        </div>
      </form>
      <div className={styles.guided}>
        <QuickStartWizard
          onBook={onBook}
          // 'View all on the list' is a search from the hero, as 'Find Services' makes it.
          onShowOnList={onFind}
        >
          <button type="button" className={button({ variant: "secondary" })}>
            <BoltIcon />
            <FormattedMessage id="quickStart.open" />
          </button>
        </QuickStartWizard>
        <button type="button" className={button({ variant: "secondary" })} aria-haspopup="dialog" onClick={onTakeQuiz}>
          <ChecklistIcon />
          <FormattedMessage id="quiz.open" />
        </button>
      </div>
    </section>
  );
}

function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

function BoltIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M13 2L4.5 13.5H11L10 22l8.5-11.5H12L13 2z" fill="currentColor" />
    </svg>
  );
}

function ChecklistIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M12 6h8M12 12h8M12 18h8" />
    </svg>
  );
}

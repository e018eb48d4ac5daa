import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../../components/Button/Button.css";
import { CityPicker } from "../../components/CityPicker/CityPicker";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import { Field } from "../../components/Field/Field";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { QuickStartWizardProps } from "../../components/QuickStartWizard/QuickStartWizard";
import { LazyMount } from "../../routing/LazyMount";
import { LazyQuickStartWizard, LazyQuizModal, preload } from "../../routing/lazyParts";
import { SERVICE_OPTIONS, WORDS_MAX, type HomeSearch, type SearchChoice } from "./homeSearch";
import * as styles from "./HomeHero.css";

interface HomeHeroProps {
  /** The search in the URL. */
  search: HomeSearch;
  /** The city picker's choice: it searches at once (homeSearch's withSearchChoice). */
  onLocationChange: (location: string) => void;
  /** The service type's choice: it searches at once, as the city's does. */
  onServiceChange: (service: string) => void;
  /**
   * 'Find Services' with the words typed (the city's and service's choices are already in the
   * search), and the quick-start wizard's 'View all on the list' with its own city and service.
   */
  onFind: (choice: SearchChoice) => void;
  /** Id of the search form, for the bottom navigation's 'Search'. */
  id?: string;
  /** The quick-start wizard's 'Book Now': the page's booking dialog. Without it the wizard offers no booking. */
  onBook?: (provider: ComparedProvider) => void;
  /** 'Take Full Assessment': the page's quiz. */
  onTakeQuiz: () => void;
  /** The marketplace's figures, under the guided ways to choose. */
  figures?: ReactNode;
}

/**
 * Spec section 2 "Hero": city picker, service type, words and 'Find Services', then the guided
 * ways to choose: 'Quick Match (60 seconds)' opens the quick-start wizard, 'Take Full Assessment'
 * the quiz (the page holds it: the empty list opens it too).
 */
export function HomeHero({
  search,
  onLocationChange,
  onServiceChange,
  onFind,
  id,
  onBook,
  onTakeQuiz,
  figures,
}: HomeHeroProps) {
  const intl = useIntl();

  // The words search when sent, not at each key: a half-typed word would find nothing.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFind({ words: String(new FormData(event.currentTarget).get(WORDS_FIELD) ?? "") });
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
        <Field label={<FormattedMessage id="home.hero.serviceType.label" />} className={styles.field}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={search.service}
              onChange={(event) => onServiceChange(event.target.value)}
            >
              {SERVICE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  <FormattedMessage id={option.labelId} />
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={<FormattedMessage id="home.hero.words.label" />} className={styles.field}>
          {(control) => (
            <input
              {...control}
              // A new search in the URL (back, forward, a link) shows its own words.
              key={search.words}
              type="search"
              name={WORDS_FIELD}
              className={styles.input}
              defaultValue={search.words}
              maxLength={WORDS_MAX}
              enterKeyHint="search"
              placeholder={intl.formatMessage({ id: "home.hero.words.placeholder" })}
            />
          )}
        </Field>
        <div className={styles.submit}>
          <button type="submit" className={`${button({ variant: "primary" })} ${styles.submitButton}`}>
            <SearchIcon />
            <FormattedMessage id="home.hero.findServices" />
          </button>
        </div>
      </form>
      <div className={styles.guided}>
        <QuickMatch
          onBook={onBook}
          // 'View all on the list' is a search from the hero, as 'Find Services' makes it.
          onShowOnList={onFind}
        />
        <button
          type="button"
          className={button({ variant: "secondary" })}
          aria-haspopup="dialog"
          onClick={onTakeQuiz}
          onPointerEnter={preloadQuiz}
          onFocus={preloadQuiz}
        >
          <ChecklistIcon />
          <FormattedMessage id="home.hero.openQuiz" />
        </button>
      </div>
      {figures}
    </section>
  );
}

const WORDS_FIELD = "q";

const preloadQuiz = () => preload(LazyQuizModal);
const preloadWizard = () => preload(LazyQuickStartWizard);

/**
 * 'Quick Match (60 seconds)'. The wizard's code comes when the button is first pressed (or
 * a little sooner: a pointer over it, focus on it). Until then the button is a plain one;
 * the press that asked for the code opens the wizard once it is in, from the wizard's own
 * button (the same look in the same place), which gets focus so focus returns there.
 */
function QuickMatch(props: Pick<QuickStartWizardProps, "onBook" | "onShowOnList">) {
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const trigger = (
    <button
      ref={triggerRef}
      type="button"
      className={button({ variant: "secondary" })}
      aria-haspopup="dialog"
      onPointerEnter={preloadWizard}
      onFocus={preloadWizard}
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      <BoltIcon />
      <FormattedMessage id="home.hero.openQuickStart" />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <LazyMount code={LazyQuickStartWizard} open fallback={trigger} onFailed={() => setWanted(false)}>
      <LazyQuickStartWizard.Component {...props}>{trigger}</LazyQuickStartWizard.Component>
      <PressOnArrival target={triggerRef} />
    </LazyMount>
  );
}

/** Presses the wizard's button once, as it first appears: the press that asked for its code. */
function PressOnArrival({ target }: { target: RefObject<HTMLButtonElement | null> }) {
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) return;
    pressed.current = true;
    target.current?.focus();
    target.current?.click();
  }, [target]);
  return null;
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

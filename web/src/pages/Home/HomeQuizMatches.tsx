import { FormattedMessage, useIntl } from "react-intl";
import type { ComparedProvider } from "../../components/Comparison/comparisonReducer";
import * as chips from "../../components/FilterChips/FilterChips.css";
import { CheckIcon } from "../../components/ProviderCard/ProviderCard";
import * as results from "../../components/ProviderResults/ProviderResults.css";
import { QuizMatchList } from "../../components/QuizModal/QuizMatchList";

interface HomeQuizMatchesProps {
  sessionId: string;
  /** 'Clear Filters': back to the normal search (spec section 2: it resets the quiz matches too). */
  onClear: () => void;
  onBook: (provider: ComparedProvider) => void;
}

/**
 * The home list in quiz mode (spec section 3's quiz_matches flag): every match of the quiz
 * session, best first, each with its reasons; a chip says so, and 'Clear Filters' leaves.
 */
export function HomeQuizMatches({ sessionId, onClear, onBook }: HomeQuizMatchesProps) {
  const intl = useIntl();
  const clear = { label: intl.formatMessage({ id: "filterChips.clear" }), onClick: onClear };
  return (
    <div className={results.results}>
      <div role="group" aria-label={intl.formatMessage({ id: "filterChips.label" })} className={chips.chips}>
        {/* A state, not a toggle: leaving quiz mode is 'Clear Filters'. */}
        <span className={chips.chip({ on: true })}>
          <CheckIcon />
          <FormattedMessage id="home.quizMatches.chip" />
        </span>
        <button type="button" className={chips.clear} onClick={onClear}>
          {clear.label}
        </button>
      </div>
      <QuizMatchList
        sessionId={sessionId}
        onBook={onBook}
        comparable
        columns={2}
        action={clear}
        listLabel={intl.formatMessage({ id: "home.quizMatches.list" })}
        header={({ total, city }) => (
          <p role="status" aria-live="polite" className={results.count}>
            <FormattedMessage
              id="home.quizMatches.count"
              values={{
                total,
                city,
                strong: (text) => <strong>{text}</strong>,
                where: (text) => <span className={results.countWhere}>{text}</span>,
              }}
            />
          </p>
        )}
      />
    </div>
  );
}

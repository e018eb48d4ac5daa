import { useReducer, useState, type ReactNode, type Ref } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import type { MessageId } from "../../i18n/messages";
import { dialogActions } from "../../styles/dialog.css";
import { button } from "../Button/Button.css";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { LoadingState } from "../StateCard/LoadingState";
import * as step from "../StepDialog/StepDialog.css";
import { StepDialog, StepDialogContent, useStepPanel } from "../StepDialog/StepDialog";
import { StepForm } from "../StepDialog/StepForm";
import { toast } from "../Toast/useToast";
import type { QuizModalSubmitMutation } from "./__generated__/QuizModalSubmitMutation.graphql";
import type { QuizMatchListQuery } from "./__generated__/QuizMatchListQuery.graphql";
import { QuizFields } from "./QuizFields";
import { QuizMatchList, quizMatchListQuery } from "./QuizMatchList";
import {
  INITIAL_QUIZ,
  newSessionId,
  progressStep,
  QUIZ_STEP_COUNT,
  quizReducer,
  quizSubmission,
  stepErrors,
} from "./quizState";
import * as styles from "./QuizModal.css";

/** Spec section 9: the quiz's summary shows the first 3 matches. */
export const QUIZ_SUMMARY_COUNT = 3;

const submitQuizMutation = graphql`
  mutation QuizModalSubmitMutation($input: SubmitQuizInput!) {
    submitQuiz(input: $input) {
      __typename
      ... on SubmitQuizPayload {
        sessionId
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface QuizModalProps {
  /** The page opens it from the hero and from the empty list, so the page holds it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A match's 'Book Now': the page's booking dialog, opened once the quiz has closed. */
  onBook?: (provider: ComparedProvider) => void;
  /** 'See all matches': the page's list shows this session's matches, once the quiz has closed. */
  onSeeAll?: (sessionId: string) => void;
}

/**
 * Spec section 2 "Quiz modal": six questions, then the first 3 matches with their reasons.
 * Every opening starts afresh, with a new session id (section 3: generated client-side).
 */
export function QuizModal({ open, onOpenChange, ...actions }: QuizModalProps) {
  return (
    <StepDialog open={open} onOpenChange={onOpenChange}>
      {(close) => <QuizPanel onClose={close} {...actions} />}
    </StepDialog>
  );
}

const QUESTIONS: readonly MessageId[] = [
  "quiz.serviceType.heading",
  "quiz.budget.heading",
  "quiz.urgency.heading",
  "quiz.location.heading",
  "quiz.mobilePreference.heading",
  "quiz.certificationImportance.heading",
];

function QuizPanel({
  onClose,
  onBook,
  onSeeAll,
}: Omit<QuizModalProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ);
  const [sessionId] = useState(newSessionId);
  const [finding, setFinding] = useState(false);
  const [commit, submitting] = useMutation<QuizModalSubmitMutation>(submitQuizMutation);
  const panel = useStepPanel(state.step, onClose);
  const busy = finding || submitting;

  function failed(title: MessageId, description?: string) {
    setFinding(false);
    toast({
      title: { id: title },
      description: description ?? { id: "quiz.failed.description" },
      variant: "destructive",
    });
  }

  // Spec section 7: store the answers, then ask for their matches; step 7 once both have answered.
  function findMatches() {
    const answers = quizSubmission(state.answers);
    if (!answers || busy) return;
    setFinding(true);
    commit({
      variables: { input: { ...answers, sessionId } },
      onCompleted: ({ submitQuiz }) => {
        if (submitQuiz.__typename !== "SubmitQuizPayload") {
          failed("quiz.failed.submit", submitQuiz.__typename === "%other" ? undefined : submitQuiz.message);
          return;
        }
        fetchQuery<QuizMatchListQuery>(environment, quizMatchListQuery, { sessionId }).subscribe({
          next: ({ quizMatches }) => {
            if (quizMatches.__typename !== "QuizMatches") {
              failed("quiz.failed.matches", quizMatches.__typename === "%other" ? undefined : quizMatches.message);
              return;
            }
            setFinding(false);
            dispatch({ type: "matched" });
          },
          error: () => failed("quiz.failed.matches"),
        });
      },
      onError: () => failed("quiz.failed.submit"),
    });
  }

  function next() {
    if (state.step === QUIZ_STEP_COUNT && Object.keys(stepErrors(state.step, state.answers)).length === 0) {
      findMatches();
    } else {
      dispatch({ type: "next" });
    }
  }

  return (
    <StepDialogContent
      panel={panel}
      wide={state.step === 7}
      title={<FormattedMessage id="quiz.title" />}
      description={<FormattedMessage id="quiz.description" />}
      closeLabel={intl.formatMessage({ id: "quiz.close" })}
      indicator={<QuizProgress step={progressStep(state.step)} />}
    >
      {state.step === 7 ? (
        <Results
          sessionId={sessionId}
          headingRef={panel.headingRef}
          onBack={() => dispatch({ type: "back" })}
          onBook={onBook && ((provider) => panel.closeThen(() => onBook(provider)))}
          onSeeAll={onSeeAll && (() => panel.closeThen(() => onSeeAll(sessionId)))}
        />
      ) : (
        <StepForm
          stepOf={<FormattedMessage id="quiz.stepOf" values={{ step: state.step, total: QUIZ_STEP_COUNT }} />}
          question={<FormattedMessage id={QUESTIONS[state.step - 1]!} />}
          headingRef={panel.headingRef}
          backLabel={<FormattedMessage id="quiz.previous" />}
          canGoBack={state.step !== 1 && !busy}
          onBack={() => dispatch({ type: "back" })}
          nextLabel={
            <FormattedMessage
              id={state.step < QUIZ_STEP_COUNT ? "quiz.next" : busy ? "quiz.finding" : "quiz.findMatches"}
            />
          }
          busy={busy}
          onNext={next}
        >
          {(headingId) => (
            <>
              <QuizFields
                step={state.step as Exclude<typeof state.step, 7>}
                answers={state.answers}
                errors={state.errors}
                onAnswer={(answers) => dispatch({ type: "answer", answers })}
                headingId={headingId}
              />
              {busy && (
                <div className={styles.finding}>
                  <LoadingState variant="quiz" />
                </div>
              )}
            </>
          )}
        </StepForm>
      )}
    </StepDialogContent>
  );
}

/** Spec section 2: the progress bar shows step/6 (the results count as the last step done). */
function QuizProgress({ step }: { step: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "quiz.stepOf" }, { step, total: QUIZ_STEP_COUNT });
  return (
    <div className={styles.progress}>
      <span className={styles.progressLabel} aria-hidden="true">
        {label}
      </span>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: "quiz.progress" })}
        aria-valuemin={1}
        aria-valuemax={QUIZ_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={label}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${(step / QUIZ_STEP_COUNT) * 100}%` }} />
      </div>
    </div>
  );
}

interface ResultsProps {
  sessionId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onBook?: (provider: ComparedProvider) => void;
  onSeeAll?: () => void;
}

/** Step 7: the first 3 matches, each with its reasons, and 'See all matches'. */
function Results({ sessionId, headingRef, onBack, onBook, onSeeAll }: ResultsProps) {
  const intl = useIntl();
  const seeAll: ReactNode = onSeeAll && (
    <div className={step.viewAll}>
      <button type="button" className={button({ variant: "primary" })} onClick={onSeeAll}>
        <FormattedMessage id="quiz.results.seeAll" />
      </button>
    </div>
  );
  return (
    <>
      <div className={step.body}>
        <h3 ref={headingRef} tabIndex={-1} className={step.heading}>
          <FormattedMessage id="quiz.results.heading" />
        </h3>
        <div className={step.stateCard}>
          <QuizMatchList
            sessionId={sessionId}
            limit={QUIZ_SUMMARY_COUNT}
            onBook={onBook}
            listLabel={intl.formatMessage({ id: "quiz.results.list" })}
            header={({ shown, total, city }) => (
              <p className={step.summary}>
                <FormattedMessage id="quiz.results.summary" values={{ shown, total, city }} />
              </p>
            )}
          />
        </div>
        {seeAll}
      </div>
      <div className={dialogActions}>
        <button type="button" className={button({ variant: "secondary" })} onClick={onBack}>
          <FormattedMessage id="quiz.previous" />
        </button>
      </div>
    </>
  );
}

import { useReducer, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { visuallyHidden } from "../../styles/global.css";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { StepDialog, StepDialogContent, useStepPanel } from "../StepDialog/StepDialog";
import { QuestionStep } from "./QuestionStep";
import { QuickStartResults } from "./QuickStartResults";
import { INITIAL_STATE, quickStartReducer, type WizardStep } from "./quickStartState";
import * as styles from "./QuickStartWizard.css";

export interface QuickStartWizardProps {
  /** A result's 'Book Now': the page's booking dialog, opened once the wizard has closed. */
  onBook?: (provider: ComparedProvider) => void;
  /** 'View all on the list': the page's search for this service and city, once the wizard has closed. */
  onShowOnList?: (choice: { location: string; service: string }) => void;
  /** The button that opens it: focus goes back to it when the wizard closes. */
  children: ReactNode;
}

/**
 * Spec section 2 "Quick-start wizard": service type, location and urgency, one step each,
 * then the top 3 providers. Every opening starts afresh (section 4: completion resets it).
 */
export function QuickStartWizard({ onBook, onShowOnList, children }: QuickStartWizardProps) {
  return (
    <StepDialog trigger={children}>
      {(close) => <WizardPanel onClose={close} onBook={onBook} onShowOnList={onShowOnList} />}
    </StepDialog>
  );
}

interface WizardPanelProps extends Omit<QuickStartWizardProps, "children"> {
  onClose: () => void;
}

function WizardPanel({ onClose, onBook, onShowOnList }: WizardPanelProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(quickStartReducer, INITIAL_STATE);
  const step = state.step;
  const panel = useStepPanel(step, onClose);
  const { headingRef, closeThen } = panel;

  return (
    <StepDialogContent
      panel={panel}
      wide={step === 4}
      title={<FormattedMessage id="quickStart.title" />}
      description={<FormattedMessage id="quickStart.description" />}
      closeLabel={intl.formatMessage({ id: "quickStart.close" })}
      indicator={<StepIndicator step={step} />}
    >
      {step === 4 ? (
        <QuickStartResults
          answers={state.answers}
          headingRef={headingRef}
          onBack={() => dispatch({ type: "back" })}
          onStartOver={() => dispatch({ type: "startOver" })}
          onTryDifferent={() => dispatch({ type: "tryDifferent" })}
          onBook={onBook && ((provider) => closeThen(() => onBook(provider)))}
          onShowOnList={onShowOnList && ((choice) => closeThen(() => onShowOnList(choice)))}
        />
      ) : (
        <QuestionStep state={state} dispatch={dispatch} headingRef={headingRef} />
      )}
    </StepDialogContent>
  );
}

const STEP_NAMES: readonly MessageId[] = [
  "quickStart.steps.service",
  "quickStart.steps.location",
  "quickStart.steps.urgency",
];

/** The three questions: done, current (aria-current="step") or still to come. */
function StepIndicator({ step }: { step: WizardStep }) {
  const intl = useIntl();
  return (
    <ol className={styles.steps} aria-label={intl.formatMessage({ id: "quickStart.steps.label" })}>
      {STEP_NAMES.map((nameId, index) => {
        const number = index + 1;
        const state = number < step ? "done" : number === step ? "current" : "upcoming";
        return (
          <li key={nameId} className={styles.step({ state })} aria-current={state === "current" ? "step" : undefined}>
            <span className={styles.stepMark({ state })} aria-hidden="true">
              {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a hidden glyph, not words */}
              {state === "done" ? "✓" : number}
            </span>
            <FormattedMessage id={nameId} />
            {state === "done" && (
              <span className={visuallyHidden}>
                <FormattedMessage id="quickStart.steps.done" />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

import { Dialog } from "radix-ui";
import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { visuallyHidden } from "../../styles/global.css";
import { headerRule } from "../BookingDialog/BookingDialog.css";
import type { ComparedProvider } from "../Comparison/comparisonReducer";
import { CloseGlyph } from "../DialogFrame/CloseGlyph";
import * as frame from "../DialogFrame/DialogFrame.css";
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
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        {/* Mounted with the dialog: its answers go when it closes. */}
        {open && <WizardPanel onClose={() => setOpen(false)} onBook={onBook} onShowOnList={onShowOnList} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface WizardPanelProps extends Omit<QuickStartWizardProps, "children"> {
  onClose: () => void;
}

function WizardPanel({ onClose, onBook, onShowOnList }: WizardPanelProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(quickStartReducer, INITIAL_STATE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What to do once the dialog has gone (its focus trap too) and focus is back on the
  // button that opened it: a booking dialog opened any sooner would have that trap take
  // focus back from it when it goes.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    onClose();
  };

  // Each step starts at its heading, so a screen reader reads the new question first.
  const step = state.step;
  useEffect(() => headingRef.current?.focus(), [step]);

  return (
    <Dialog.Content
      className={step === 4 ? frame.content.wide : frame.content.narrow}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        headingRef.current?.focus();
      }}
      onCloseAutoFocus={() => {
        const action = afterClose.current;
        afterClose.current = null;
        // After Radix has focused the trigger (it does so once this returns), which would
        // otherwise scroll the page back up from the list 'View all on the list' shows.
        if (action) queueMicrotask(action);
      }}
    >
      <div className={`${frame.header} ${headerRule}`}>
        <Dialog.Title className={frame.title}>
          <FormattedMessage id="quickStart.title" />
        </Dialog.Title>
        <Dialog.Description className={frame.description}>
          <FormattedMessage id="quickStart.description" />
        </Dialog.Description>
        <Dialog.Close className={frame.close} aria-label={intl.formatMessage({ id: "quickStart.close" })}>
          <CloseGlyph />
        </Dialog.Close>
        <StepIndicator step={step} />
      </div>
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
    </Dialog.Content>
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

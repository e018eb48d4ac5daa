import { useId, type FormEvent, type ReactNode, type Ref } from "react";
import { dialogActions } from "../../styles/dialog.css";
import { button } from "../Button/Button.css";
import * as styles from "./StepDialog.css";

interface StepFormProps {
  /** "Step 2 of 6", read before the question. */
  stepOf: ReactNode;
  question: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  backLabel: ReactNode;
  /** Off on the first step. */
  canGoBack: boolean;
  onBack: () => void;
  nextLabel: ReactNode;
  /** The wizard holds Next until the step is answered; the quiz checks it when pressed. */
  nextDisabled?: boolean;
  /**
   * Working on the last step's answer: Next says so and does nothing. Not `disabled`, which
   * would drop the focus of a keyboard user who just pressed it.
   */
  busy?: boolean;
  onNext: () => void;
  /** The step's fields; given the heading's id, for a group it labels. */
  children: (headingId: string) => ReactNode;
}

/** One question of a guided dialog: its heading, its fields, Back and Next (Enter too). */
export function StepForm({
  stepOf,
  question,
  headingRef,
  backLabel,
  canGoBack,
  onBack,
  nextLabel,
  nextDisabled = false,
  busy = false,
  onNext,
  children,
}: StepFormProps) {
  const headingId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onNext();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <div className={styles.body}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          <span className={styles.stepOf}>{stepOf}</span>
          {question}
        </h3>
        {children(headingId)}
      </div>
      <div className={dialogActions}>
        <button type="button" className={button({ variant: "secondary" })} disabled={!canGoBack} onClick={onBack}>
          {backLabel}
        </button>
        <button
          type="submit"
          className={button({ variant: "primary" })}
          disabled={nextDisabled}
          aria-disabled={busy || undefined}
        >
          {nextLabel}
        </button>
      </div>
    </form>
  );
}

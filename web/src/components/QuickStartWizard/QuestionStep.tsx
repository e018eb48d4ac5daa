import { useId, type Dispatch, type ReactNode, type Ref } from "react";
import { FormattedMessage } from "react-intl";
import { SERVICE_TYPE_SLUGS } from "../../../../shared/service-types";
import type { MessageId } from "../../i18n/messages";
import * as formStyles from "../../styles/form.css";
import { CityPicker } from "../CityPicker/CityPicker";
import { Field, FieldGroup } from "../Field/Field";
import * as styles from "../StepDialog/StepDialog.css";
import { StepForm } from "../StepDialog/StepForm";
import {
  isAnswered,
  QUESTION_COUNT,
  QUICK_MATCH_RADIUS_KM,
  URGENCIES,
  type QuickStartAction,
  type QuickStartState,
  type Urgency,
} from "./quickStartState";

const URGENCY_LABELS: Record<Urgency, MessageId> = {
  asap: "quickStart.urgency.asap",
  this_week: "quickStart.urgency.thisWeek",
  next_week: "quickStart.urgency.nextWeek",
  flexible: "quickStart.urgency.flexible",
};

interface QuestionStepProps {
  state: QuickStartState;
  dispatch: Dispatch<QuickStartAction>;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Steps 1 to 3: one question, Back, and Next (step 3: 'Get Recommendations') once it is answered. */
export function QuestionStep({ state, dispatch, headingRef }: QuestionStepProps) {
  const { step, answers } = state;
  const answer = (change: Partial<QuickStartState["answers"]>) => dispatch({ type: "answer", answers: change });

  return (
    <StepForm
      stepOf={<FormattedMessage id="quickStart.stepOf" values={{ step, total: QUESTION_COUNT }} />}
      question={<FormattedMessage id={HEADINGS[step - 1]!} />}
      headingRef={headingRef}
      backLabel={<FormattedMessage id="quickStart.back" />}
      canGoBack={step !== 1}
      onBack={() => dispatch({ type: "back" })}
      nextLabel={
        <FormattedMessage id={step === QUESTION_COUNT ? "quickStart.getRecommendations" : "quickStart.next"} />
      }
      nextDisabled={!isAnswered(state)}
      onNext={() => dispatch({ type: "next" })}
    >
      {(headingId) => (
        <>
          {step === 1 && (
            <ServiceField value={answers.serviceType} onChange={(serviceType) => answer({ serviceType })} />
          )}
          {step === 2 && (
            <div className={formStyles.field}>
              <CityPicker value={answers.location} onChange={(location) => answer({ location })} />
              <p className={formStyles.hint}>
                <FormattedMessage id="quickStart.location.hint" values={{ km: QUICK_MATCH_RADIUS_KM }} />
              </p>
            </div>
          )}
          {step === 3 && (
            <FieldGroup labelledBy={headingId} role="radiogroup" className={styles.choices}>
              {URGENCIES.map((urgency) => (
                <UrgencyChoice
                  key={urgency}
                  value={urgency}
                  checked={answers.urgency === urgency}
                  onChange={() => answer({ urgency })}
                  hint={urgency === "asap" && <FormattedMessage id="quickStart.urgency.asap.hint" />}
                />
              ))}
            </FieldGroup>
          )}
        </>
      )}
    </StepForm>
  );
}

const HEADINGS: readonly MessageId[] = [
  "quickStart.service.heading",
  "quickStart.location.heading",
  "quickStart.urgency.heading",
];

/** The catalogue's service types, as the home's dropdown offers them, less "All Services": a match is for one. */
function ServiceField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label={<FormattedMessage id="quickStart.service.label" />}>
      {(control) => (
        <select
          {...control}
          className={formStyles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            <FormattedMessage id="quickStart.service.placeholder" />
          </option>
          {SERVICE_TYPE_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              <FormattedMessage id={`serviceType.${slug}`} />
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface UrgencyChoiceProps {
  value: Urgency;
  checked: boolean;
  onChange: () => void;
  hint: ReactNode;
}

function UrgencyChoice({ value, checked, onChange, hint }: UrgencyChoiceProps) {
  const hintId = useId();
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name="urgency"
        value={value}
        checked={checked}
        onChange={onChange}
        className={styles.radio}
        aria-describedby={hint ? hintId : undefined}
      />
      <span className={styles.choiceText}>
        <span className={styles.choiceLabel}>
          <FormattedMessage id={URGENCY_LABELS[value]} />
        </span>
        {hint && (
          <span id={hintId} className={formStyles.hint}>
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { SPECIAL_REQUIREMENTS } from "../../../../shared/matching/finder-criteria";
import {
  QUIZ_BUDGETS,
  QUIZ_CERTIFICATION_IMPORTANCE,
  QUIZ_LIMITS,
  QUIZ_MOBILE_PREFERENCES,
  QUIZ_SERVICE_TYPES,
  QUIZ_URGENCIES,
} from "../../../../shared/matching/quiz-answers";
import type { MessageId } from "../../i18n/messages";
import * as formStyles from "../../styles/form.css";
import { CityPicker } from "../CityPicker/CityPicker";
import { Choice, Field, FieldGroup, FieldMessage } from "../Field/Field";
import * as styles from "../StepDialog/StepDialog.css";
import type { QuizAnswersDraft, QuizErrors, QuizStep } from "./quizState";

/** Each option's words: "quiz.<field>.<value>", with dashes for underscores (the catalog's id rule). */
const optionLabel = (field: string, value: string) => `quiz.${field}.${value.replaceAll("_", "-")}` as MessageId;

interface QuizFieldsProps {
  step: Exclude<QuizStep, 7>;
  answers: QuizAnswersDraft;
  errors: QuizErrors;
  onAnswer: (answers: Partial<QuizAnswersDraft>) => void;
  /** The step's heading: it names the step's choices. */
  headingId: string;
}

/** The fields of one quiz step (the grouping is quizState's STEP_FIELDS). */
export function QuizFields({ step, answers, errors, onAnswer, headingId }: QuizFieldsProps) {
  const choices = (field: ChoiceField, options: readonly string[]) => (
    <Choices
      field={field}
      options={options}
      value={answers[field]}
      error={errors[field]}
      onChange={(value) => onAnswer({ [field]: value })}
      labelledBy={headingId}
    />
  );
  switch (step) {
    case 1:
      return choices("serviceType", QUIZ_SERVICE_TYPES);
    case 2:
      return choices("budget", QUIZ_BUDGETS);
    case 3:
      return choices("urgency", QUIZ_URGENCIES);
    case 4:
      return <LocationField value={answers.location} error={errors.location} onAnswer={onAnswer} />;
    case 5:
      return choices("mobilePreference", QUIZ_MOBILE_PREFERENCES);
    case 6:
      return (
        <>
          {choices("certificationImportance", QUIZ_CERTIFICATION_IMPORTANCE)}
          <Requirements
            value={answers.specialRequirements}
            onChange={(list) => onAnswer({ specialRequirements: list })}
          />
          <NotesField value={answers.additionalNotes} onChange={(additionalNotes) => onAnswer({ additionalNotes })} />
        </>
      );
  }
}

type ChoiceField = "serviceType" | "budget" | "urgency" | "mobilePreference" | "certificationImportance";

interface ChoicesProps {
  field: ChoiceField;
  options: readonly string[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  labelledBy: string;
}

function Choices({ field, options, value, error, onChange, labelledBy }: ChoicesProps) {
  return (
    <FieldGroup labelledBy={labelledBy} role="radiogroup" error={error} announce="alert" className={styles.choices}>
      {options.map((option) => (
        <Choice
          key={option}
          type="radio"
          name={field}
          value={option}
          checked={value === option}
          onChange={() => onChange(option)}
          className={styles.choice}
          inputClassName={styles.radio}
          label={
            <span className={styles.choiceLabel}>
              <FormattedMessage id={optionLabel(field, option)} />
            </span>
          }
        />
      ))}
    </FieldGroup>
  );
}

function LocationField({
  value,
  error,
  onAnswer,
}: {
  value: string;
  error: string | undefined;
  onAnswer: (answers: Partial<QuizAnswersDraft>) => void;
}) {
  const errorId = useId();
  return (
    <div className={formStyles.field}>
      <CityPicker value={value} onChange={(location) => onAnswer({ location })} />
      <p className={formStyles.hint}>
        <FormattedMessage id="quiz.location.hint" />
      </p>
      <FieldMessage id={errorId} error={error} announce="alert" />
    </div>
  );
}

/** The cleaning finder's list: what a customer may need of any provider who comes to the home or the car. */
function Requirements({ value, onChange }: { value: string[]; onChange: (list: string[]) => void }) {
  return (
    <FieldGroup label={<FormattedMessage id="quiz.specialRequirements.label" />} className={styles.checkboxes}>
      {SPECIAL_REQUIREMENTS.map((requirement) => (
        <Choice
          key={requirement}
          type="checkbox"
          checked={value.includes(requirement)}
          onChange={(event) =>
            onChange(event.target.checked ? [...value, requirement] : value.filter((chosen) => chosen !== requirement))
          }
          label={<FormattedMessage id={`cleaningFinder.specialRequirements.${requirement}`} />}
        />
      ))}
    </FieldGroup>
  );
}

function NotesField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <Field label={<FormattedMessage id="quiz.additionalNotes.label" />}>
      {(control) => (
        <textarea
          {...control}
          className={formStyles.textarea}
          value={value}
          maxLength={QUIZ_LIMITS.additionalNotes}
          placeholder={intl.formatMessage({ id: "quiz.additionalNotes.placeholder" })}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  FINDER_RADIUS_KM,
  hasRequiredCriteria,
  SPECIAL_REQUIREMENTS,
} from "../../../../shared/matching/finder-choices";
import { button } from "../../components/Button/Button.css";
import { CityPicker } from "../../components/CityPicker/CityPicker";
import { Choice, Field, FieldGroup } from "../../components/Field/Field";
import type { MessageId } from "../../i18n/messages";
import * as formStyles from "../../styles/form.css";
import { choiceLabel, requirementLabelId } from "./finderLabels";
import { CHOICES, toggleRequirement, type ChoiceName, type FinderDraft } from "./finderParams";
import * as styles from "./CleaningFinderPage.css";

interface FinderFormProps {
  /** The criteria in the URL: the form starts from them ('Modify Search' keeps them). */
  initial: FinderDraft;
  onSubmit: (draft: FinderDraft) => void;
}

/** Spec section 5: the search needs these three; the others refine or describe it. */
const REQUIRED: ReadonlySet<ChoiceName> = new Set(["propertyType", "cleaningType", "budget"]);

/** Spec section 2 "Cleaning finder": the criteria form, with a city from the picker. */
export function FinderForm({ initial, onSubmit }: FinderFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const hintId = useId();
  const ready = hasRequiredCriteria(draft);
  const set = (changes: Partial<FinderDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSubmit(draft);
  }

  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage({ id: "cleaningFinder.form.label" })}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.locationRow}>
        <div className={styles.locationPicker}>
          <CityPicker
            value={draft.location}
            onChange={(location) => set({ location })}
            placeholder={intl.formatMessage({ id: "cleaningFinder.form.location.placeholder" })}
          />
        </div>
        {draft.location && (
          <button
            type="button"
            className={button({ variant: "ghost", size: "sm" })}
            onClick={() => set({ location: "" })}
          >
            <FormattedMessage id="cleaningFinder.form.location.clear" />
          </button>
        )}
      </div>
      <p className={styles.hint}>
        <FormattedMessage id="cleaningFinder.form.location.hint" values={{ km: FINDER_RADIUS_KM }} />
      </p>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <FormattedMessage id="cleaningFinder.form.property" />
        </legend>
        <div className={styles.pair}>
          <ChoiceField name="propertyType" draft={draft} onChange={set} />
          <ChoiceField name="propertySize" draft={draft} onChange={set} />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <FormattedMessage id="cleaningFinder.form.cleaning" />
        </legend>
        <div className={styles.pair}>
          <ChoiceField name="cleaningType" draft={draft} onChange={set} />
          <ChoiceField name="frequency" draft={draft} onChange={set} />
          <ChoiceField name="budget" draft={draft} onChange={set} />
          <ChoiceField name="urgency" draft={draft} onChange={set} />
        </div>
      </fieldset>

      <FieldGroup
        label={<FormattedMessage id="cleaningFinder.field.specialRequirements" />}
        hint={<FormattedMessage id="cleaningFinder.form.requirements.hint" />}
        className={styles.group}
        legendClassName={styles.groupTitle}
      >
        <div className={styles.choices}>
          {SPECIAL_REQUIREMENTS.map((requirement) => (
            <Choice
              key={requirement}
              type="checkbox"
              checked={draft.specialRequirements.includes(requirement)}
              onChange={() => set({ specialRequirements: toggleRequirement(draft.specialRequirements, requirement) })}
              label={<FormattedMessage id={requirementLabelId(requirement)} />}
            />
          ))}
        </div>
      </FieldGroup>

      <div className={styles.formActions}>
        {!ready && (
          <p id={hintId} className={styles.hint}>
            <FormattedMessage id="cleaningFinder.form.submitHint" />
          </p>
        )}
        <button
          type="submit"
          className={button({ variant: "primary" })}
          disabled={!ready}
          aria-describedby={ready ? undefined : hintId}
        >
          <FormattedMessage id="cleaningFinder.form.submit" />
        </button>
      </div>
    </form>
  );
}

function ChoiceField({
  name,
  draft,
  onChange,
}: {
  name: ChoiceName;
  draft: FinderDraft;
  onChange: (changes: Partial<FinderDraft>) => void;
}) {
  const intl = useIntl();
  const required = REQUIRED.has(name);
  const label = intl.formatMessage({ id: `cleaningFinder.field.${name}` as MessageId });
  return (
    <Field
      label={
        required ? (
          <FormattedMessage
            id="cleaningFinder.form.requiredLabel"
            values={{ label, hint: (chunks) => <span className={styles.required}>{chunks}</span> }}
          />
        ) : (
          label
        )
      }
    >
      {(control) => (
        <select
          {...control}
          className={formStyles.select}
          value={draft[name]}
          // Said, not enforced: Search stays off until the three are chosen.
          aria-required={required || undefined}
          onChange={(event) => onChange({ [name]: event.target.value })}
        >
          <option value="">
            <FormattedMessage id={required ? "cleaningFinder.form.select" : "cleaningFinder.form.noPreference"} />
          </option>
          {CHOICES[name].map((value) => (
            <option key={value} value={value}>
              {choiceLabel(name, value, intl)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

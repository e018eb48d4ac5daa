import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { AUDIT_ACTIONS } from "../../../../shared/audit/audit-actions";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import * as formStyles from "../../styles/form.css";
import { filterProblems, filtersFrom, searchFor, type AuditFilters } from "./auditFilters";
import * as styles from "./AdminAuditPage.css";

const PROBLEM_MESSAGES = {
  number: "adminAudit.filter.invalidNumber",
  type: "adminAudit.filter.invalidType",
  record: "adminAudit.filter.invalidRecord",
} as const;

/** The filters, applied to the URL (the route's loader then asks for that view). */
export function AuditFilterForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [typed, setTyped] = useState<AuditFilters>(() => filtersFrom(search));
  const [checked, setChecked] = useState(false);
  const problems = checked ? filterProblems(typed) : {};
  const errorFor = (name: keyof AuditFilters) => {
    const problem = problems[name];
    return problem ? intl.formatMessage({ id: PROBLEM_MESSAGES[problem] }) : null;
  };
  const change = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setTyped((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(filterProblems(typed)).length > 0) return;
    void navigate({ search: searchFor(typed).toString() });
  }

  function clear() {
    setTyped({ action: "", actor: "", type: "", record: "" });
    setChecked(false);
    void navigate({ search: "" });
  }

  return (
    <form
      className={styles.filters}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: "adminAudit.filter.label" })}
    >
      <Field label={<FormattedMessage id="adminAudit.filter.action" />}>
        {(control) => (
          <select
            {...control}
            name="action"
            className={formStyles.select}
            value={typed.action}
            onChange={change("action")}
          >
            <option value="">
              <FormattedMessage id={"adminAudit.filter.action.all"} />
            </option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                <FormattedMessage id={`adminAudit.action.${action}`} />
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={<FormattedMessage id="adminAudit.filter.actor" />}
        hint={<FormattedMessage id="adminAudit.filter.actor.hint" />}
        error={errorFor("actor")}
      >
        {(control) => (
          <input
            {...control}
            name="actor"
            inputMode="numeric"
            maxLength={9}
            className={formStyles.input}
            value={typed.actor}
            onChange={change("actor")}
          />
        )}
      </Field>
      <Field
        label={<FormattedMessage id="adminAudit.filter.targetType" />}
        hint={<FormattedMessage id="adminAudit.filter.targetType.hint" />}
        error={errorFor("type")}
      >
        {(control) => (
          <input
            {...control}
            name="type"
            maxLength={32}
            className={formStyles.input}
            value={typed.type}
            onChange={change("type")}
          />
        )}
      </Field>
      <Field label={<FormattedMessage id="adminAudit.filter.targetId" />} error={errorFor("record")}>
        {(control) => (
          <input
            {...control}
            name="record"
            maxLength={64}
            className={formStyles.input}
            value={typed.record}
            onChange={change("record")}
          />
        )}
      </Field>
      <div className={styles.filterActions}>
        <button type="submit" className={button({ variant: "primary", size: "sm" })}>
          <FormattedMessage id="adminAudit.filter.apply" />
        </button>
        <button type="button" className={button({ variant: "secondary", size: "sm" })} onClick={clear}>
          <FormattedMessage id="adminAudit.filter.clear" />
        </button>
      </div>
    </form>
  );
}

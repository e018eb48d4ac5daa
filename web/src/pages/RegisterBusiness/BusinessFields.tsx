import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { BUSINESS_TYPES } from "../../../../shared/onboarding/registration";
import { Choice, Field, FieldGroup } from "../../components/Field/Field";
import * as formStyles from "../../styles/form.css";
import { fieldOf, textValue, type FormBinding } from "./formBinding";
import { isBusinessType, servicesFor, withBusinessType, withService } from "./registrationForm";
import * as styles from "./RegisterBusinessPage.css";

/** The business itself: its name, type and services, what it does, and how it works. */
export function BusinessFields({ form }: { form: FormBinding }) {
  const headingId = useId();
  const { values } = form;
  const offered = servicesFor(values.businessType);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id="registerBusiness.section.business" />
      </h2>
      <div className={formStyles.pair}>
        <Field
          {...fieldOf(form, "businessName")}
          label={<FormattedMessage id="registerBusiness.field.businessName" />}
          required
        >
          {(control) => (
            <input
              {...control}
              {...textValue(form, "businessName")}
              autoComplete="organization"
              maxLength={120}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field
          {...fieldOf(form, "businessType")}
          label={<FormattedMessage id="registerBusiness.field.businessType" />}
          required
        >
          {(control) => (
            <select
              {...control}
              name="businessType"
              value={values.businessType}
              onChange={(event) => {
                const type = event.target.value;
                // Services the new type does not offer are cleared (spec section 5's lists).
                form.update((current) => withBusinessType(current, isBusinessType(type) ? type : ""), "businessType");
              }}
              className={formStyles.select}
            >
              <option value="">
                <FormattedMessage id="registerBusiness.field.businessType.empty" />
              </option>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  <FormattedMessage id={`serviceType.${type}`} />
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <FieldGroup {...fieldOf(form, "services")} label={<FormattedMessage id="registerBusiness.field.services" />}>
        {offered.length === 0 ? (
          <p className={formStyles.hint}>
            <FormattedMessage id="registerBusiness.field.services.chooseType" />
          </p>
        ) : (
          <div className={styles.choices}>
            {offered.map((service) => (
              <Choice
                key={service}
                type="checkbox"
                name="services"
                value={service}
                label={service}
                checked={values.services.includes(service)}
                onChange={(event) => {
                  const chosen = event.target.checked;
                  form.update((current) => withService(current, service, chosen), "services");
                }}
              />
            ))}
          </div>
        )}
      </FieldGroup>

      <Field
        {...fieldOf(form, "description")}
        label={<FormattedMessage id="registerBusiness.field.description" />}
        hint={<FormattedMessage id="registerBusiness.field.description.hint" />}
        required
      >
        {(control) => (
          <textarea
            {...control}
            {...textValue(form, "description")}
            rows={4}
            maxLength={2000}
            className={formStyles.textarea}
          />
        )}
      </Field>

      <div className={formStyles.pair}>
        <Field
          {...fieldOf(form, "yearsInBusiness")}
          label={<FormattedMessage id="registerBusiness.field.yearsInBusiness" />}
        >
          {(control) => (
            <input
              {...control}
              {...textValue(form, "yearsInBusiness")}
              type="number"
              inputMode="numeric"
              min={0}
              max={150}
              step={1}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field {...fieldOf(form, "website")} label={<FormattedMessage id="registerBusiness.field.website" />}>
          {(control) => (
            <input
              {...control}
              {...textValue(form, "website")}
              type="url"
              autoComplete="url"
              maxLength={2048}
              className={formStyles.input}
            />
          )}
        </Field>
      </div>

      <div>
        {(["isMobile", "isInsured"] as const).map((name) => (
          <Choice
            key={name}
            {...fieldOf(form, name)}
            type="checkbox"
            name={name}
            label={<FormattedMessage id={`registerBusiness.field.${name}`} />}
            checked={values[name]}
            onChange={(event) => {
              const checked = event.target.checked;
              form.update((current) => ({ ...current, [name]: checked }), name);
            }}
          />
        ))}
      </div>
    </section>
  );
}

import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { BUSINESS_TYPES } from "../../../../shared/onboarding/registration";
import { fieldAria, Field, FieldError, textControl, type FormBinding } from "./Field";
import { isBusinessType, servicesFor, withBusinessType, withService } from "./registrationForm";
import * as styles from "./RegisterBusinessPage.css";

/** The business itself: its name, type and services, what it does, and how it works. */
export function BusinessFields({ form }: { form: FormBinding }) {
  const headingId = useId();
  const { values } = form;
  const offered = servicesFor(values.businessType);
  const servicesId = form.idOf("services");
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id="registerBusiness.section.business" />
      </h2>
      <div className={styles.pair}>
        <Field form={form} name="businessName" label={<FormattedMessage id="registerBusiness.field.businessName" />}>
          <input
            {...textControl(form, "businessName")}
            autoComplete="organization"
            required
            maxLength={120}
            className={styles.input}
          />
        </Field>
        <Field form={form} name="businessType" label={<FormattedMessage id="registerBusiness.field.businessType" />}>
          <select
            {...fieldAria(form, "businessType")}
            value={values.businessType}
            onChange={(event) => {
              const type = event.target.value;
              // Services the new type does not offer are cleared (spec section 5's lists).
              form.update((current) => withBusinessType(current, isBusinessType(type) ? type : ""), "businessType");
            }}
            required
            className={styles.input}
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
        </Field>
      </div>

      <fieldset
        id={servicesId}
        className={styles.group}
        aria-describedby={form.errors.services ? `${servicesId}-error` : undefined}
      >
        <legend className={styles.legend}>
          <FormattedMessage id="registerBusiness.field.services" />
        </legend>
        {offered.length === 0 ? (
          <p className={styles.hint}>
            <FormattedMessage id="registerBusiness.field.services.chooseType" />
          </p>
        ) : (
          <div className={styles.choices}>
            {offered.map((service) => (
              <label key={service} className={styles.choice}>
                <input
                  type="checkbox"
                  name="services"
                  value={service}
                  className={styles.checkbox}
                  checked={values.services.includes(service)}
                  onChange={(event) => {
                    const chosen = event.target.checked;
                    form.update((current) => withService(current, service, chosen), "services");
                  }}
                />
                {service}
              </label>
            ))}
          </div>
        )}
        <FieldError form={form} name="services" />
      </fieldset>

      <Field
        form={form}
        name="description"
        label={<FormattedMessage id="registerBusiness.field.description" />}
        hint={<FormattedMessage id="registerBusiness.field.description.hint" />}
      >
        <textarea
          {...textControl(form, "description", { hint: true })}
          required
          rows={4}
          maxLength={2000}
          className={styles.textarea}
        />
      </Field>

      <div className={styles.pair}>
        <Field
          form={form}
          name="yearsInBusiness"
          label={<FormattedMessage id="registerBusiness.field.yearsInBusiness" />}
        >
          <input
            {...textControl(form, "yearsInBusiness")}
            type="number"
            inputMode="numeric"
            min={0}
            max={150}
            step={1}
            className={styles.input}
          />
        </Field>
        <Field form={form} name="website" label={<FormattedMessage id="registerBusiness.field.website" />}>
          <input
            {...textControl(form, "website")}
            type="url"
            autoComplete="url"
            maxLength={2048}
            className={styles.input}
          />
        </Field>
      </div>

      <div>
        {(["isMobile", "isInsured"] as const).map((name) => (
          <label key={name} className={styles.choice}>
            <input
              {...fieldAria(form, name)}
              type="checkbox"
              className={styles.checkbox}
              checked={values[name]}
              onChange={(event) => {
                const checked = event.target.checked;
                form.update((current) => ({ ...current, [name]: checked }), name);
              }}
            />
            <FormattedMessage id={`registerBusiness.field.${name}`} />
          </label>
        ))}
        <FieldError form={form} name="isMobile" />
        <FieldError form={form} name="isInsured" />
      </div>
    </section>
  );
}

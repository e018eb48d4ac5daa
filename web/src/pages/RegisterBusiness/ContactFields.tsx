import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PROVINCES } from "../../../../shared/canada/provinces";
import { CityPicker } from "../../components/CityPicker/CityPicker";
import { Field, FieldMessage } from "../../components/Field/Field";
import * as formStyles from "../../styles/form.css";
import { fieldOf, textValue, type FormBinding } from "./formBinding";
import { cityDisplayName, withCity, withProvince } from "./registrationForm";
import * as styles from "./RegisterBusinessPage.css";

/** Who to contact and where the business is: the city comes from the cities list. */
export function ContactFields({ form }: { form: FormBinding }) {
  const intl = useIntl();
  const headingId = useId();
  const cityId = form.idOf("city");
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id="registerBusiness.section.contact" />
      </h2>
      <div className={formStyles.pair}>
        <Field
          {...fieldOf(form, "ownerName")}
          label={<FormattedMessage id="registerBusiness.field.ownerName" />}
          required
        >
          {(control) => (
            <input
              {...control}
              {...textValue(form, "ownerName")}
              autoComplete="name"
              maxLength={100}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field {...fieldOf(form, "email")} label={<FormattedMessage id="registerBusiness.field.email" />} required>
          {(control) => (
            <input
              {...control}
              {...textValue(form, "email")}
              type="email"
              autoComplete="email"
              maxLength={254}
              className={formStyles.input}
            />
          )}
        </Field>
      </div>
      <div className={formStyles.pair}>
        <Field {...fieldOf(form, "phone")} label={<FormattedMessage id="registerBusiness.field.phone" />} required>
          {(control) => (
            <input
              {...control}
              {...textValue(form, "phone")}
              type="tel"
              autoComplete="tel"
              maxLength={30}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field {...fieldOf(form, "address")} label={<FormattedMessage id="registerBusiness.field.address" />} required>
          {(control) => (
            <input
              {...control}
              {...textValue(form, "address")}
              autoComplete="street-address"
              maxLength={200}
              className={formStyles.input}
            />
          )}
        </Field>
      </div>
      <div className={formStyles.pair}>
        {/* The picker names its own button; the group carries the field's message to it. */}
        <div
          id={cityId}
          role="group"
          aria-label={intl.formatMessage({ id: "registerBusiness.field.city" })}
          aria-describedby={form.errors.city ? `${cityId}-error` : undefined}
          className={formStyles.field}
        >
          <CityPicker
            value={cityDisplayName(form.values)}
            // Spec: the choice is 'Name, Province'; the form keeps the city and fills the province.
            onChange={(displayName) => form.update((values) => withCity(values, displayName), "city", "province")}
            label={intl.formatMessage({ id: "registerBusiness.field.city" })}
          />
          <FieldMessage id={`${cityId}-error`} error={form.errors.city} />
        </div>
        <Field
          {...fieldOf(form, "province")}
          label={<FormattedMessage id="registerBusiness.field.province" />}
          required
        >
          {(control) => (
            <select
              {...control}
              name="province"
              value={form.values.province}
              onChange={(event) => {
                const province = event.target.value;
                form.update((values) => withProvince(values, province), "province");
              }}
              className={formStyles.select}
            >
              <option value="">
                <FormattedMessage id="registerBusiness.field.province.empty" />
              </option>
              {PROVINCES.map((province) => (
                <option key={province.code} value={province.name}>
                  {province.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={formStyles.pair}>
        <Field
          {...fieldOf(form, "postalCode")}
          label={<FormattedMessage id="registerBusiness.field.postalCode" />}
          required
        >
          {(control) => (
            <input
              {...control}
              {...textValue(form, "postalCode")}
              autoComplete="postal-code"
              autoCapitalize="characters"
              maxLength={10}
              className={formStyles.input}
            />
          )}
        </Field>
      </div>
    </section>
  );
}

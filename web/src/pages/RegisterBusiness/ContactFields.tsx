import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PROVINCES } from "../../../../shared/canada/provinces";
import { CityPicker } from "../../components/CityPicker/CityPicker";
import { fieldAria, Field, FieldError, textControl, type FormBinding } from "./Field";
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
      <div className={styles.pair}>
        <Field form={form} name="ownerName" label={<FormattedMessage id="registerBusiness.field.ownerName" />}>
          <input
            {...textControl(form, "ownerName")}
            autoComplete="name"
            required
            maxLength={100}
            className={styles.input}
          />
        </Field>
        <Field form={form} name="email" label={<FormattedMessage id="registerBusiness.field.email" />}>
          <input
            {...textControl(form, "email")}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={styles.input}
          />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field form={form} name="phone" label={<FormattedMessage id="registerBusiness.field.phone" />}>
          <input
            {...textControl(form, "phone")}
            type="tel"
            autoComplete="tel"
            required
            maxLength={30}
            className={styles.input}
          />
        </Field>
        <Field form={form} name="address" label={<FormattedMessage id="registerBusiness.field.address" />}>
          <input
            {...textControl(form, "address")}
            autoComplete="street-address"
            required
            maxLength={200}
            className={styles.input}
          />
        </Field>
      </div>
      <div className={styles.pair}>
        {/* The picker names its own button; the group carries the field's message to it. */}
        <div
          id={cityId}
          role="group"
          aria-label={intl.formatMessage({ id: "registerBusiness.field.city" })}
          aria-describedby={form.errors.city ? `${cityId}-error` : undefined}
          className={styles.field}
        >
          <CityPicker
            value={cityDisplayName(form.values)}
            // Spec: the choice is 'Name, Province'; the form keeps the city and fills the province.
            onChange={(displayName) => form.update((values) => withCity(values, displayName), "city", "province")}
            label={intl.formatMessage({ id: "registerBusiness.field.city" })}
          />
          <FieldError form={form} name="city" />
        </div>
        <Field form={form} name="province" label={<FormattedMessage id="registerBusiness.field.province" />}>
          <select
            {...fieldAria(form, "province")}
            value={form.values.province}
            onChange={(event) => {
              const province = event.target.value;
              form.update((values) => withProvince(values, province), "province");
            }}
            required
            className={styles.input}
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
        </Field>
      </div>
      <div className={styles.pair}>
        <Field form={form} name="postalCode" label={<FormattedMessage id="registerBusiness.field.postalCode" />}>
          <input
            {...textControl(form, "postalCode")}
            autoComplete="postal-code"
            autoCapitalize="characters"
            required
            maxLength={10}
            className={styles.input}
          />
        </Field>
      </div>
    </section>
  );
}

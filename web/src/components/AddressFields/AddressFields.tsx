// Where the job is: street, unit, city (the city picker) and postal code, the same in the
// 'Book Service' dialog, the slot booking and the recurring schedule dialog. The values and
// messages are the form's (addressForm.ts); this draws them with the Field kit.
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { SERVICE_ADDRESS_LIMITS } from "../../../../shared/addresses/service-address";
import { type FieldErrors, firstInvalidField } from "../../lib/forms/fieldErrors";
import * as formStyles from "../../styles/form.css";
import { CityPicker } from "../CityPicker/CityPicker";
import { Field, FieldMessage } from "../Field/Field";
import type { AddressFields_viewer$key } from "./__generated__/AddressFields_viewer.graphql";
import {
  ADDRESS_FIELD_ORDER,
  type AddressField,
  type AddressFormValues,
  addressErrors,
  addressFromLast,
} from "./addressForm";

/** The id of an address field's control, for a form that focuses its first invalid field. */
export const addressFieldId = (prefix: string, field: AddressField) => `${prefix}-address-${field}`;

/** The form's starting address: the signed-in customer's last one, or an empty one. */
export function useLastServiceAddress(viewer: AddressFields_viewer$key | null | undefined): AddressFormValues {
  const data = useFragment(
    graphql`
      fragment AddressFields_viewer on User {
        lastServiceAddress {
          street
          unit
          postalCode
          city {
            databaseId
            displayName
            provinceCode
          }
        }
      }
    `,
    viewer ?? null,
  );
  return addressFromLast(data?.lastServiceAddress);
}

/** A form's address: its values and messages, the check before sending, and the props for AddressFields. */
export function useAddressForm(initial: AddressFormValues) {
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  return {
    values,
    /** Puts messages (the server's, say) under the address fields. */
    showErrors: setErrors,
    /** The shared schema's check: its messages shown and the first invalid field focused; true when fine. */
    check(): boolean {
      const messages = addressErrors(values);
      setErrors(messages);
      const first = firstInvalidField(messages, ADDRESS_FIELD_ORDER);
      if (first) focusAddressField(idPrefix, first);
      return first === undefined;
    },
    fieldsProps: {
      idPrefix,
      values,
      errors,
      onChange: (next: AddressFormValues, changed: AddressField) => {
        setValues(next);
        setErrors(({ [changed]: _gone, ...rest }) => rest);
      },
    } satisfies AddressFieldsProps,
  };
}

interface AddressFieldsProps {
  /** Prefixes the controls' ids (addressFieldId). */
  idPrefix: string;
  values: AddressFormValues;
  errors: FieldErrors<AddressField>;
  /** The new values, and which field changed (its message goes). */
  onChange: (values: AddressFormValues, changed: AddressField) => void;
}

export function AddressFields({ idPrefix, values, errors, onChange }: AddressFieldsProps) {
  const intl = useIntl();
  const cityGroupId = addressFieldId(idPrefix, "cityId");
  const text = (field: "street" | "unit" | "postalCode") => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value }, field),
  });

  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>
        <FormattedMessage id="addressFields.legend" />
      </legend>
      <Field
        id={addressFieldId(idPrefix, "street")}
        label={<FormattedMessage id="addressFields.street" />}
        error={errors.street}
        required
        requiredMarker
      >
        {(control) => (
          <input
            {...control}
            {...text("street")}
            autoComplete="address-line1"
            maxLength={SERVICE_ADDRESS_LIMITS.street}
            className={formStyles.input}
          />
        )}
      </Field>
      <div className={formStyles.pair}>
        <Field
          id={addressFieldId(idPrefix, "unit")}
          label={<FormattedMessage id="addressFields.unit" />}
          error={errors.unit}
        >
          {(control) => (
            <input
              {...control}
              {...text("unit")}
              autoComplete="address-line2"
              maxLength={SERVICE_ADDRESS_LIMITS.unit}
              className={formStyles.input}
            />
          )}
        </Field>
        <Field
          id={addressFieldId(idPrefix, "postalCode")}
          label={<FormattedMessage id="addressFields.postalCode" />}
          hint={<FormattedMessage id="addressFields.postalCode.hint" />}
          error={errors.postalCode}
          required
          requiredMarker
        >
          {(control) => (
            <input
              {...control}
              {...text("postalCode")}
              autoComplete="postal-code"
              autoCapitalize="characters"
              maxLength={SERVICE_ADDRESS_LIMITS.postalCode}
              className={formStyles.input}
            />
          )}
        </Field>
      </div>
      {/* The picker names its own button; the group carries the field's message to it. */}
      <div
        id={cityGroupId}
        role="group"
        aria-label={intl.formatMessage({ id: "addressFields.city" })}
        aria-describedby={errors.cityId ? `${cityGroupId}-error` : undefined}
        className={formStyles.field}
      >
        <CityPicker
          value={values.city?.displayName ?? ""}
          onChange={(_displayName, city) =>
            onChange(
              {
                ...values,
                city: city
                  ? { databaseId: city.databaseId, displayName: city.displayName, provinceCode: city.provinceCode }
                  : null,
              },
              "cityId",
            )
          }
          label={intl.formatMessage({ id: "addressFields.city" })}
        />
        <FieldMessage id={`${cityGroupId}-error`} error={errors.cityId} />
      </div>
    </fieldset>
  );
}

/** Moves focus to an address field: its input, or the city picker's button. */
export function focusAddressField(idPrefix: string, field: AddressField) {
  const element = document.getElementById(addressFieldId(idPrefix, field));
  const target = element instanceof HTMLInputElement ? element : element?.querySelector("button");
  target?.focus();
}

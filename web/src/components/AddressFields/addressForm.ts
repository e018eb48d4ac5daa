// The service address part of the booking forms, apart from React: its values, the request
// part it sends, and its messages, from the shared schema the server checks with too.
import {
  SERVICE_ADDRESS_FIELD_ORDER,
  type ServiceAddressField,
  serviceAddressSchema,
} from "../../../../shared/addresses/service-address";
import { type FieldErrors, fieldErrorsOf } from "../../lib/forms/fieldErrors";

export type AddressField = ServiceAddressField;
export const ADDRESS_FIELD_ORDER = SERVICE_ADDRESS_FIELD_ORDER;

/** The city as the picker chose it: its id for the server, its name for the picker, its province for the check. */
export interface AddressCity {
  databaseId: number;
  displayName: string;
  provinceCode: string;
}

export interface AddressFormValues {
  street: string;
  unit: string;
  city: AddressCity | null;
  postalCode: string;
}

export const EMPTY_ADDRESS: AddressFormValues = { street: "", unit: "", city: null, postalCode: "" };

/** The signed-in customer's last service address (viewer.lastServiceAddress), to start from. */
export interface LastServiceAddress {
  readonly street: string;
  readonly unit: string;
  readonly postalCode: string;
  readonly city: { readonly databaseId: number; readonly displayName: string; readonly provinceCode: string };
}

export function addressFromLast(last: LastServiceAddress | null | undefined): AddressFormValues {
  if (!last) return EMPTY_ADDRESS;
  const { databaseId, displayName, provinceCode } = last.city;
  return {
    street: last.street,
    unit: last.unit,
    city: { databaseId, displayName, provinceCode },
    postalCode: last.postalCode,
  };
}

function parse(values: AddressFormValues) {
  const city = values.city;
  return serviceAddressSchema((id) => (city && city.databaseId === id ? city.provinceCode : undefined)).safeParse({
    street: values.street,
    unit: values.unit,
    cityId: city?.databaseId,
    postalCode: values.postalCode,
  });
}

/** The shared schema's messages, one per field: the postal code against the chosen city's province too. */
export function addressErrors(values: AddressFormValues): FieldErrors<AddressField> {
  const result = parse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues, ADDRESS_FIELD_ORDER);
}

/** The request's `address` (ServiceAddressInput): trimmed, the postal code as "A1A 1A1", the city by its id. */
export function addressInput(values: AddressFormValues): ServiceAddressRequest {
  const result = parse(values);
  // Only sent once checked; should it not be, the server says what is wrong.
  const address = result.success
    ? result.data
    : { street: values.street.trim(), unit: values.unit.trim(), postalCode: values.postalCode.trim() };
  return {
    street: address.street,
    unit: address.unit,
    cityId: String(values.city?.databaseId ?? ""),
    postalCode: address.postalCode,
  };
}

export interface ServiceAddressRequest {
  street: string;
  unit: string;
  /** GraphQL's ID: the city's databaseId as text. */
  cityId: string;
  postalCode: string;
}

/** The server's ValidationError field errors about the address (their paths start with "address"). */
export function serverAddressErrors(
  fieldErrors: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>,
): FieldErrors<AddressField> {
  const issues = fieldErrors
    .filter((error) => error.path[0] === "address")
    .map((error) => ({ path: error.path.slice(1), message: error.message }));
  return fieldErrorsOf(issues, ADDRESS_FIELD_ORDER);
}

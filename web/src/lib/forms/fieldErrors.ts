// A form's messages by field, from the shared zod schema's issues (the first check, in the
// browser) or from a ValidationError's fieldErrors (the server's): both name the field by
// the first step of their path, and the first message for a field is the one shown.

/** One message per field; a field without a message is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** The first message for each of `fields`; messages about anything else are left out. */
export function fieldErrorsOf<F extends string>(issues: readonly Issue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === String(issue.path[0]));
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in the order the form shows them, that has a message. */
export function firstInvalidField<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

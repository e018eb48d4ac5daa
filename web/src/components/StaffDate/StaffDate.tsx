import { useIntl } from "react-intl";

// Dates come from the API as ISO 8601 instants (the DateTime scalar).
const DATE = { dateStyle: "medium" } as const;
const DATE_TIME = { dateStyle: "medium", timeStyle: "short" } as const;

/** An instant in the reader's locale and time zone, machine-readable in `dateTime`. */
export function StaffDate({ value, withTime = false }: { value: unknown; withTime?: boolean }) {
  const intl = useIntl();
  const iso = String(value);
  return <time dateTime={iso}>{intl.formatDate(iso, withTime ? DATE_TIME : DATE)}</time>;
}

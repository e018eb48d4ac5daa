import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Customer's recurring schedules; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function RecurringBookingsPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "recurringBookings.title" })} />;
}

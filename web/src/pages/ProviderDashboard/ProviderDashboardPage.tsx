import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Provider stats and bookings; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function ProviderDashboardPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "providerDashboard.title" })} />;
}

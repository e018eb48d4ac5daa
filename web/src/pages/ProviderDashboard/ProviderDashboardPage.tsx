import { PageHeader } from "../../components/PageHeader/PageHeader";

// Provider stats and bookings; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function ProviderDashboardPage() {
  return <PageHeader title="Provider Dashboard" />;
}

import { PageHeader } from "../../components/PageHeader/PageHeader";

// Weekly availability calendar with Provider View and Customer View tabs; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function AvailabilityTestPage() {
  return <PageHeader title="Availability" />;
}

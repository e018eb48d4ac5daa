import { PageHeader } from "../../components/PageHeader/PageHeader";

// Platform earnings; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function PlatformEarningsPage() {
  return <PageHeader title="Platform Earnings" />;
}

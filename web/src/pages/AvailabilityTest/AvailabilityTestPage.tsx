import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Weekly availability calendar with Provider View and Customer View tabs; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function AvailabilityTestPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "availabilityTest.title" })} />;
}

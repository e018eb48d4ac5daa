import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Platform earnings; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function PlatformEarningsPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "platformEarnings.title" })} />;
}

import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Criteria form then results grid; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function CleaningFinderPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "cleaningFinder.title" })} />;
}

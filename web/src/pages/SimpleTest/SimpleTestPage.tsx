import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Overview cards linking to the demo screens; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function SimpleTestPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "simpleTest.title" })} />;
}

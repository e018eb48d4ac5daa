import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Push-notification test page with a token input; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function FirebaseTestPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "firebaseTest.title" })} />;
}

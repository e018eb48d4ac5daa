import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Admin registrations list with approve/reject dialogs; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function AdminPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "admin.title" })} />;
}

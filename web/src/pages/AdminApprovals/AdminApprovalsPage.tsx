import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Admin pending-provider approval; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function AdminApprovalsPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "adminApprovals.title" })} />;
}

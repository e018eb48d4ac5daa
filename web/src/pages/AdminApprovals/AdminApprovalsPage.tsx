import { PageHeader } from "../../components/PageHeader/PageHeader";

// Admin pending-provider approval; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function AdminApprovalsPage() {
  return <PageHeader title="Provider Approvals" />;
}

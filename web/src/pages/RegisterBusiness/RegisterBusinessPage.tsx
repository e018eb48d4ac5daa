import { PageHeader } from "../../components/PageHeader/PageHeader";

// Business registration form; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function RegisterBusinessPage() {
  return <PageHeader title="Register Your Business" />;
}

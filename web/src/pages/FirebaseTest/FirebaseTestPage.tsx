import { PageHeader } from "../../components/PageHeader/PageHeader";

// Push-notification test page with a token input; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function FirebaseTestPage() {
  return <PageHeader title="Push Notification Test" />;
}

import { PageHeader } from "../../components/PageHeader/PageHeader";

// Return URL given to the card provider; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function PaymentSuccessPage() {
  return <PageHeader title="Payment Status" />;
}

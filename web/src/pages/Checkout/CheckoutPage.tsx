import { PageHeader } from "../../components/PageHeader/PageHeader";

// Order summary and card payment form; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function CheckoutPage() {
  return <PageHeader title="Checkout" />;
}

import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Order summary and card payment form; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function CheckoutPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "checkout.title" })} />;
}

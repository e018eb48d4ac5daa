import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Return URL given to the card provider; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function PaymentSuccessPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "paymentSuccess.title" })} />;
}

import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Business registration form; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function RegisterBusinessPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "registerBusiness.title" })} />;
}

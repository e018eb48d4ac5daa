import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";

// Footer link; the spec does not show this screen's content yet.
// It shows only its heading until then: no placeholder content.
export function TermsPage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage({ id: "terms.title" })} />;
}

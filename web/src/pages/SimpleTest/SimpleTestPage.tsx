import { PageHeader } from "../../components/PageHeader/PageHeader";

// Overview cards linking to the demo screens; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function SimpleTestPage() {
  return <PageHeader title="Overview" />;
}

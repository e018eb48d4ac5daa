import { PageHeader } from "../../components/PageHeader/PageHeader";

// Criteria form then results grid; another issue builds it.
// It shows only its heading until then: no placeholder content.
export function CleaningFinderPage() {
  return <PageHeader title="Cleaning Finder" />;
}

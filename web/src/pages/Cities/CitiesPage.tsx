import { PageHeader } from "../../components/PageHeader/PageHeader";

// Cities directory and city list (/cities-directory, /cities); another issue builds the search and tier cards.
// It shows only its heading until then: no placeholder content.
export function CitiesPage() {
  return <PageHeader title="Cities" />;
}

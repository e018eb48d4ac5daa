import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";

// Platform earnings; another issue builds it.
// It shows only its heading until then: no placeholder content.
// Staff only: whatever loads its data goes inside the guard, so it starts once allowed.
export function PlatformEarningsPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader title={intl.formatMessage({ id: "platformEarnings.title" })} />
    </RequireRole>
  );
}

import { useIntl } from "react-intl";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { ADMIN_ONLY, RequireRole } from "../../routing/RequireRole";
import { PushTestForm } from "./PushTestForm";

/** Spec section 2 "Push test page": staff send one push to a device token. */
export function FirebaseTestPage() {
  const intl = useIntl();
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <PageHeader
        title={intl.formatMessage({ id: "firebaseTest.title" })}
        intro={intl.formatMessage({ id: "firebaseTest.intro" })}
      />
      <PushTestForm />
    </RequireRole>
  );
}

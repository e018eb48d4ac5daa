import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router-dom";
import { cameFromPasswordReset } from "../../lib/passwordReset";
import * as styles from "./SignInPage.css";

/** Right after a password reset: the new password is the way in, and every device was signed out. */
export function PasswordResetNotice() {
  const location = useLocation();
  if (!cameFromPasswordReset(location.state)) return null;
  return (
    <p role="status" className={styles.resetNotice}>
      <FormattedMessage id="signIn.passwordReset" />
    </p>
  );
}

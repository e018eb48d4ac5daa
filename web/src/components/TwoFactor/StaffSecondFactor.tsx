import { FormattedMessage, useIntl } from "react-intl";
import type { SecondFactorStep } from "../../routing/RequireRoleAccess";
import { button } from "../Button/Button.css";
import { PageHeader } from "../PageHeader/PageHeader";
import { SecondFactorForm } from "./SecondFactorForm";
import { TwoFactorEnrolment } from "./TwoFactorEnrolment";
import * as styles from "./TwoFactor.css";

interface StaffSecondFactorProps {
  step: NonNullable<SecondFactorStep>;
  /** The session has its second factor: the staff screen may load. */
  onDone: () => void;
}

/**
 * What a staff screen shows instead of itself until the session has a second factor:
 * setting it up (an account without one), or its code (a session that has not given it).
 */
export function StaffSecondFactor({ step, onDone }: StaffSecondFactorProps) {
  const intl = useIntl();
  if (step === "enrol") {
    return (
      <>
        <PageHeader
          title={intl.formatMessage({ id: "twoFactor.staff.enrol.title" })}
          intro={intl.formatMessage({ id: "twoFactor.staff.enrol.intro" })}
        />
        <TwoFactorEnrolment headingLevel={2} onDone={onDone} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: "twoFactor.staff.confirm.title" })}
        intro={intl.formatMessage({ id: "twoFactor.staff.confirm.intro" })}
      />
      <SecondFactorForm
        className={styles.steps}
        onVerified={onDone}
        actions={(submitting) => (
          <button type="submit" className={`${button({ variant: "primary" })} ${styles.action}`} disabled={submitting}>
            <FormattedMessage
              id={submitting ? "twoFactor.staff.confirm.submitting" : "twoFactor.staff.confirm.submit"}
            />
          </button>
        )}
      />
    </>
  );
}

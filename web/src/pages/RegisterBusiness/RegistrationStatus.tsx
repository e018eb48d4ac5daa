import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import type { MessageId } from "../../i18n/messages";
import type { RegistrationStatus_registration$key } from "./__generated__/RegistrationStatus_registration.graphql";
import * as styles from "./RegisterBusinessPage.css";

const DAY = { year: "numeric", month: "long", day: "numeric" } as const;

interface RegistrationStatusProps {
  registration: RegistrationStatus_registration$key;
  /** The registrant's account has confirmed its address: staff approve only then. */
  emailVerified: boolean;
  /** Offered after a rejection when the account may register again (a customer account). */
  onRegisterAgain: (() => void) | null;
}

/**
 * Where the signed-in registrant's registration stands, in place of the form: received on a
 * day and under review, approved (and whether the business is live yet), or not approved with
 * staff's reason and, where the rules allow, a way to register again.
 */
export function RegistrationStatus({ registration, emailVerified, onRegisterAgain }: RegistrationStatusProps) {
  const intl = useIntl();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment RegistrationStatus_registration on BusinessRegistration {
        status
        businessName
        createdAt
        reviewedAt
        reviewNotes
        provider {
          status
        }
      }
    `,
    registration,
  );
  const day = (value: unknown) => intl.formatDate(String(value), DAY);
  const values = {
    business: data.businessName,
    received: day(data.createdAt),
    decided: data.reviewedAt ? day(data.reviewedAt) : day(data.createdAt),
  };
  const titleId: MessageId =
    data.status === "APPROVED"
      ? "registerBusiness.status.approved.title"
      : data.status === "REJECTED"
        ? "registerBusiness.status.rejected.title"
        : "registerBusiness.status.pending.title";
  return (
    <section className={styles.status} aria-labelledby={headingId} data-status={data.status}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id={titleId} />
      </h2>
      <p>
        <FormattedMessage id="registerBusiness.status.received" values={values} />
      </p>
      {data.status === "PENDING" && (
        <p>
          <FormattedMessage id="registerBusiness.status.pending" />
        </p>
      )}
      {data.status === "PENDING" && !emailVerified && (
        <p role="note">
          <FormattedMessage
            id="registerBusiness.status.confirmEmail"
            values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
          />
        </p>
      )}
      {data.status === "APPROVED" && (
        <>
          <p>
            <FormattedMessage id="registerBusiness.status.approved" values={values} />
          </p>
          <p>
            <FormattedMessage
              id={
                data.provider?.status === "ACTIVE"
                  ? "registerBusiness.status.approved.live"
                  : "registerBusiness.status.approved.awaiting"
              }
            />
          </p>
          <div className={styles.actions}>
            <Link to="/provider-dashboard" className={button({ variant: "primary" })}>
              <FormattedMessage id="registerBusiness.status.dashboard" />
            </Link>
          </div>
        </>
      )}
      {data.status === "REJECTED" && (
        <>
          <p>
            <FormattedMessage id="registerBusiness.status.rejected" values={values} />
          </p>
          {data.reviewNotes && (
            <div className={styles.reason}>
              <p className={styles.reasonLabel}>
                <FormattedMessage id="registerBusiness.status.reason" />
              </p>
              <p className={styles.reasonText}>{data.reviewNotes}</p>
            </div>
          )}
          {onRegisterAgain && (
            <div className={styles.actions}>
              <button type="button" className={button({ variant: "primary" })} onClick={onRegisterAgain}>
                <FormattedMessage id="registerBusiness.status.registerAgain" />
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

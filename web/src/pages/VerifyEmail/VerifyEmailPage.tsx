import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { Link, useParams } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import * as formStyles from "../../styles/form.css";
import type { VerifyEmailPageMutation } from "./__generated__/VerifyEmailPageMutation.graphql";
import * as styles from "./VerifyEmailPage.css";

const verifyMutation = graphql`
  mutation VerifyEmailPageMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailPayload {
        email
        emailChanged
        # The signed-in account, when the link was its own: the account page shows it at once.
        viewer {
          id
          email
          emailVerified
          pendingEmail
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Outcome =
  | { kind: "verifying" }
  | { kind: "verified"; email: string; emailChanged: boolean }
  | { kind: "failed"; message: string };

/**
 * The emailed link's page: it follows the link as it opens (a link works once, so once per
 * visit) and says what came of it: the address confirmed, the account moved to its new
 * address, or a dead link and where to ask for a new one.
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  const { token = "" } = useParams();
  const [commit] = useMutation<VerifyEmailPageMutation>(verifyMutation);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "verifying" });
  // Development's strict mode runs effects twice: a second use of the link would be refused.
  const followed = useRef(false);

  useEffect(() => {
    if (followed.current) return;
    followed.current = true;
    commit({
      variables: { input: { token } },
      onCompleted({ verifyEmail: result }) {
        if (result.__typename === "VerifyEmailPayload" && result.email) {
          setOutcome({ kind: "verified", email: result.email, emailChanged: result.emailChanged ?? false });
        } else {
          setOutcome({ kind: "failed", message: result.message ?? intl.formatMessage({ id: "verifyEmail.failed" }) });
        }
      },
      onError: () => setOutcome({ kind: "failed", message: intl.formatMessage({ id: "verifyEmail.unreachable" }) }),
    });
  }, [commit, intl, token]);

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: "verifyEmail.title" })} />
      <div className={`${formStyles.card} ${styles.result}`}>
        {outcome.kind === "verifying" && (
          <p role="status" className={styles.text}>
            <FormattedMessage id="verifyEmail.verifying" />
          </p>
        )}
        {outcome.kind === "verified" && (
          <div role="status" className={styles.result}>
            <p className={styles.text}>
              <FormattedMessage
                id={outcome.emailChanged ? "verifyEmail.changed" : "verifyEmail.verified"}
                values={{ email: <strong>{outcome.email}</strong> }}
              />
            </p>
            <Link to="/account" className={`${button({ variant: "primary" })} ${styles.action}`}>
              <FormattedMessage id="verifyEmail.toAccount" />
            </Link>
          </div>
        )}
        {outcome.kind === "failed" && (
          <div role="alert" className={formStyles.alert}>
            <p className={styles.text}>{outcome.message}</p>
            <p className={styles.text}>
              <FormattedMessage
                id="verifyEmail.askAgain"
                values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
              />
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

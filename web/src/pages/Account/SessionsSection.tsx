import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import * as form from "../../components/BookingDialog/BookingDialog.css";
import { button } from "../../components/Button/Button.css";
import { DialogFormActions } from "../../components/DialogFrame/DialogFormActions";
import { DialogHeader } from "../../components/DialogFrame/DialogHeader";
import * as frame from "../../components/DialogFrame/DialogFrame.css";
import { toast } from "../../components/Toast/useToast";
import * as formStyles from "../../styles/form.css";
import { visuallyHidden } from "../../styles/global.css";
import type { SessionsSection_viewer$key } from "./__generated__/SessionsSection_viewer.graphql";
import type { SessionsSectionOthersMutation } from "./__generated__/SessionsSectionOthersMutation.graphql";
import type { SessionsSectionSignOutMutation } from "./__generated__/SessionsSectionSignOutMutation.graphql";
import * as styles from "./AccountPage.css";
import * as own from "./SessionsSection.css";

// Each answer carries the account's list again, so the page shows what the server now holds.
const signOutMutation = graphql`
  mutation SessionsSectionSignOutMutation($input: SignOutSessionInput!) {
    signOutSession(input: $input) {
      __typename
      ... on SignOutSessionsPayload {
        viewer {
          ...SessionsSection_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const othersMutation = graphql`
  mutation SessionsSectionOthersMutation {
    signOutOtherSessions {
      signedOutSessionIds
      viewer {
        ...SessionsSection_viewer
      }
    }
  }
`;

const WHEN = { dateStyle: "medium", timeStyle: "short" } as const;

/**
 * "Where you're signed in": each browser or device with a session on the account, this one
 * first marked, a way to sign out any other, and all others at once (after a confirmation).
 */
export function SessionsSection({ viewer }: { viewer: SessionsSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SessionsSection_viewer on User {
        id
        sessions {
          id
          browser
          os
          createdAt
          lastUsedAt
          current
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const headingId = useId();
  const [commitOne, isSigningOutOne] = useMutation<SessionsSectionSignOutMutation>(signOutMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const others = data.sessions.filter((session) => !session.current);
  const failed = () => setFailure(intl.formatMessage({ id: "account.sessions.failed" }));

  function signOut(id: string) {
    if (isSigningOutOne) return;
    setFailure(null);
    commitOne({
      variables: { input: { id } },
      onCompleted({ signOutSession: result }) {
        if (result.__typename !== "SignOutSessionsPayload") setFailure(result.message ?? null);
      },
      onError: failed,
    });
  }

  const deviceOf = (session: { browser: string | null | undefined; os: string | null | undefined }) =>
    intl.formatMessage(
      { id: "account.sessions.device" },
      {
        browser: session.browser ?? intl.formatMessage({ id: "account.sessions.unknownBrowser" }),
        os: session.os ?? intl.formatMessage({ id: "account.sessions.unknownOs" }),
      },
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="account.sessions.heading" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="account.sessions.intro" />
      </p>
      <ul role="list" className={own.list} aria-labelledby={headingId}>
        {data.sessions.map((session) => {
          const device = deviceOf(session);
          return (
            <li key={session.id} className={own.row}>
              <div className={own.details}>
                <span className={own.device}>{device}</span>
                {session.current ? (
                  <span className={own.current}>
                    <FormattedMessage id="account.sessions.current" />
                  </span>
                ) : (
                  <span className={own.meta}>
                    <FormattedMessage
                      id="account.sessions.lastUsed"
                      values={{ when: intl.formatDate(String(session.lastUsedAt), WHEN) }}
                    />
                  </span>
                )}
                <span className={own.meta}>
                  <FormattedMessage
                    id="account.sessions.signedIn"
                    values={{ when: intl.formatDate(String(session.createdAt), WHEN) }}
                  />
                </span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={button({ variant: "secondary" })}
                  onClick={() => signOut(session.id)}
                  disabled={isSigningOutOne}
                >
                  <FormattedMessage
                    id="account.sessions.signOut"
                    values={{ device, hidden: (words) => <span className={visuallyHidden}>{words}</span> }}
                  />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      {others.length > 0 ? (
        <SignOutEverywhereElse onFailed={failed} />
      ) : (
        <p className={styles.text}>
          <FormattedMessage id="account.sessions.onlyThis" />
        </p>
      )}
    </section>
  );
}

function SignOutEverywhereElse({ onFailed }: { onFailed: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [commit, isInFlight] = useMutation<SessionsSectionOthersMutation>(othersMutation);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    commit({
      variables: {},
      onCompleted({ signOutOtherSessions: result }) {
        setOpen(false);
        toast({
          title: { id: "account.sessions.toast.title", values: { count: result.signedOutSessionIds.length } },
        });
      },
      onError() {
        setOpen(false);
        onFailed();
      },
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isInFlight && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${button({ variant: "secondary" })} ${styles.action}`}>
          <FormattedMessage id="account.sessions.everywhereElse" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={<FormattedMessage id="account.sessions.everywhereElse.title" />}
            description={<FormattedMessage id="account.sessions.everywhereElse.description" />}
            closeLabel={intl.formatMessage({ id: "account.sessions.everywhereElse.close" })}
            closeDisabled={isInFlight}
          />
          <form className={form.form} onSubmit={submit} aria-busy={isInFlight}>
            <DialogFormActions
              cancelLabel={<FormattedMessage id="account.sessions.everywhereElse.cancel" />}
              submitLabel={
                <FormattedMessage
                  id={
                    isInFlight ? "account.sessions.everywhereElse.submitting" : "account.sessions.everywhereElse.submit"
                  }
                />
              }
              submitting={isInFlight}
              danger
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

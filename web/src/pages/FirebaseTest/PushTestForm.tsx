import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { typedText } from "../../components/NoteDialog/decisionOutcome";
import type { ToastText } from "../../components/Toast/toastStore";
import { toast } from "../../components/Toast/useToast";
import type { PushTestFormMutation } from "./__generated__/PushTestFormMutation.graphql";
import { NETWORK_ERROR, TOKEN_REQUIRED, pushTestOutcome, type PushTestOutcome } from "./pushTestOutcome";
import * as styles from "./FirebaseTestPage.css";

const sendMutation = graphql`
  mutation PushTestFormMutation($input: PushTokenInput!) {
    sendTestNotification(input: $input) {
      __typename
      ... on PushTestResult {
        success
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Spec sections 2, 5 and 8: a token and a send button, disabled while the token is blank or
 * a send is on its way. Enter in a blank field still answers, with 'FCM Token Required', so
 * the spec's blank-token message is reachable (a disabled button cannot be pressed). The
 * outcome is a toast, and stays on the page under the form: a toast goes after 5 seconds,
 * and 'not configured' is worth keeping in view while one sets the server up.
 */
export function PushTestForm() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<PushTestFormMutation>(sendMutation);
  const [token, setToken] = useState("");
  const [last, setLast] = useState<PushTestOutcome | null>(null);
  const resultId = useId();
  const blank = typedText(token) === null;

  function report(outcome: PushTestOutcome) {
    toast(outcome);
    setLast(outcome);
  }

  function send(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (isInFlight) return;
    const typed = typedText(token);
    if (typed === null) {
      toast(TOKEN_REQUIRED);
      return;
    }
    commit({
      variables: { input: { token: typed } },
      onCompleted: ({ sendTestNotification: answer }) => report(pushTestOutcome(answer)),
      onError(error) {
        // Spec section 8: the toast sends the tester to the console for the details.
        console.error("Push test failed", error);
        report({ sent: false, ...NETWORK_ERROR });
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The form will not submit itself with its button disabled: answer the blank token here.
    if (event.key === "Enter" && blank) {
      event.preventDefault();
      send();
    }
  }

  const words = (text: ToastText | undefined) =>
    text === undefined || typeof text === "string" ? text : intl.formatMessage(text, text.values);

  return (
    <div className={styles.page}>
      <form className={styles.form} onSubmit={send} aria-busy={isInFlight}>
        <Field
          label={<FormattedMessage id="firebaseTest.token.label" />}
          hint={<FormattedMessage id="firebaseTest.token.hint" />}
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={token}
              onChange={(event) => setToken(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
            />
          )}
        </Field>
        <div>
          <button type="submit" className={button({ variant: "primary" })} disabled={blank || isInFlight}>
            <FormattedMessage id={isInFlight ? "firebaseTest.sending" : "firebaseTest.send"} />
          </button>
        </div>
      </form>

      {last && (
        <section aria-labelledby={resultId} className={styles.result({ sent: last.sent })}>
          <h2 id={resultId} className={styles.resultHeading}>
            <FormattedMessage id="firebaseTest.result.heading" />
          </h2>
          <p className={styles.resultTitle}>{words(last.title)}</p>
          {last.description && <p className={styles.resultMessage}>{words(last.description)}</p>}
        </section>
      )}
    </div>
  );
}
